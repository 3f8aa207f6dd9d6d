import { formAction } from "~/.server/forms/page-action";
import { twoStepAction } from "~/.server/forms/two-step-forms";
import { requirePermission } from "~/.server/http/guards";
import { getEditableProfile, updateProfile } from "~/.server/services/posts/authors";
import { searchMedia } from "~/.server/services/media/media";
import { ProfileSection } from "~/components/cms/profile/profile-section";
import { TwoStepControls } from "~/components/cms/profile/two-step-card";
import { IconCard } from "~/components/cms/kit";
import { ShieldCheck } from "lucide-react";
import { twoStepState } from "~/.server/services/staff/two-step";
import { readFormData } from "~/.server/forms/form-body";
import { cmsMeta } from "~/lib/meta";
import { profileFormSchema } from "~/lib/schemas/profile";
import type { Route } from "./+types/cms.profile";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Author Profile · CMS", "Staff dashboard: your author profile.");

/** The signed-in user's author profile, and one page of library images to pick a photo from. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await requirePermission({ request, context }, "posts.write");
  const url = new URL(request.url);
  const [profile, images, twoStep] = await Promise.all([
    getEditableProfile(auth.user.id),
    searchMedia({ query: url.searchParams.get("q") ?? "", page: Number(url.searchParams.get("page")) || 1 }),
    twoStepState(auth.user.id),
  ]);
  return { profile, images, twoStep };
}

/** Saves the profile (a plain form post: works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = await requirePermission({ request, context }, "posts.write");
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const intent = text("intent");
  if (intent?.startsWith("two-step-"))
    return twoStepAction({ userId: auth.user.id, clientKey: requestValues(context).clientIp }, intent, text);
  const input = {
    displayName: text("displayName"),
    bio: text("bio"),
    avatarMediaId: text("avatarMediaId") ?? "",
  };
  return formAction(profileFormSchema, input, async (profile) => {
    await updateProfile(auth.user.id, profile);
    return { ok: true as const, message: "Profile saved." };
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const twoStepResult = actionData && "twoStep" in actionData ? actionData : null;
  const profileResult = actionData && !("twoStep" in actionData) ? actionData : null;
  return (
    <div className="grid gap-6">
      <ProfileSection profile={loaderData.profile} images={loaderData.images} result={profileResult} />
      {/* Two-step sign-in with an authenticator app, its state and controls. */}
      <IconCard
        icon={ShieldCheck}
        title="Two-step sign-in"
        intro={
          loaderData.twoStep.enabled
            ? `On: signing in asks for a code from your authenticator app. ${loaderData.twoStep.codesLeft} recovery codes left.`
            : "Off: ask for a code from an authenticator app after your password."
        }
      >
        <TwoStepControls state={loaderData.twoStep} result={twoStepResult} />
      </IconCard>
    </div>
  );
}
