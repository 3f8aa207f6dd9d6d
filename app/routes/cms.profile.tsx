import { formAction, pageAction } from "~/.server/forms/page-action";
import { requirePermission } from "~/.server/http/guards";
import { getEditableProfile, updateProfile } from "~/.server/services/authors";
import { searchMedia } from "~/.server/services/media";
import { ProfileSection } from "~/components/cms/profile/profile-section";
import { type TwoStepResult, TwoStepCard } from "~/components/cms/profile/two-step-card";
import { beginTwoStepSetup, disableTwoStep, enableTwoStep, twoStepState } from "~/.server/services/two-step";
import { readFormData } from "~/.server/forms/form-body";
import { pageMeta } from "~/lib/meta";
import { profileFormSchema } from "~/lib/schemas/profile";
import type { Route } from "./+types/cms.profile";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Author Profile · CMS",
    description: "Staff dashboard: your author profile.",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The signed-in user's author profile, and one page of library images to pick a photo from. */
export async function loader({ request }: Route.LoaderArgs) {
  const auth = await requirePermission(request, "posts.write");
  const url = new URL(request.url);
  const [profile, images, twoStep] = await Promise.all([
    getEditableProfile(auth.user.id),
    searchMedia({ query: url.searchParams.get("q") ?? "", page: Number(url.searchParams.get("page")) || 1 }),
    twoStepState(auth.user.id),
  ]);
  return { profile, images, twoStep };
}

/** Saves the profile (a plain form post: works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const auth = await requirePermission(request, "posts.write");
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const intent = text("intent");
  if (intent?.startsWith("two-step-")) return twoStepAction(auth.user.id, intent, text);
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

/**
 * The two-step sign-in controls (issue 26.4): start the setup, confirm it with a code, turn it off.
 * The page holds two forms: every answer says it is the two-step card's (twoStep), not the profile's.
 */
async function twoStepAction(userId: string, intent: string, text: (name: string) => string | undefined) {
  return pageAction(
    async (): Promise<TwoStepResult> => {
      if (intent === "two-step-begin") {
        await beginTwoStepSetup(userId);
        return {
          ok: true,
          twoStep: true,
          message: "Scan the code below, then enter the code your app shows.",
        };
      }
      if (intent === "two-step-enable") {
        const recoveryCodes = await enableTwoStep(userId, text("password") ?? "", text("code") ?? "");
        return { ok: true, twoStep: true, message: "Two-step sign-in is on.", recoveryCodes };
      }
      await disableTwoStep(userId, text("password") ?? "");
      return { ok: true, twoStep: true, message: "Two-step sign-in is off." };
    },
    () => ({ twoStep: true as const }),
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const twoStepResult = actionData && "twoStep" in actionData ? actionData : null;
  const profileResult = actionData && !("twoStep" in actionData) ? actionData : null;
  return (
    <div className="grid gap-6">
      <ProfileSection profile={loaderData.profile} images={loaderData.images} result={profileResult} />
      <TwoStepCard state={loaderData.twoStep} result={twoStepResult} />
    </div>
  );
}
