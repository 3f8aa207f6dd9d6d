import { data } from "react-router";
import { fieldErrors, toHttpError } from "~/.server/http/errors";
import { requireUser } from "~/.server/http/guards";
import { getEditableProfile, updateProfile } from "~/.server/services/authors";
import { searchMedia } from "~/.server/services/media";
import { ProfileSection } from "~/components/cms/profile/profile-section";
import { type TwoStepResult, TwoStepCard } from "~/components/cms/profile/two-step-card";
import { attempt, failureAnswer } from "~/.server/forms/action-answer";
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
  const auth = await requireUser(request);
  const url = new URL(request.url);
  const [profile, images, twoStep] = await Promise.all([
    getEditableProfile(auth.user.id),
    searchMedia({ query: url.searchParams.get("q") ?? "", page: Number(url.searchParams.get("page")) || 1 }),
    twoStepState(auth.user.id),
  ]);
  return { profile, images, twoStep };
}

export type ProfileActionResult =
  | { ok: true; message: string }
  | { ok: false; error: string; errors: Record<string, string> };

/** Saves the profile (a plain form post: works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const auth = await requireUser(request);
  const fail = (status: number, error: string, errors: Record<string, string> = {}) =>
    data<ProfileActionResult>({ ok: false, error, errors }, { status });
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const intent = text("intent");
  if (intent?.startsWith("two-step-")) return twoStepAction(auth.user.id, intent, text);
  const parsed = profileFormSchema.safeParse({
    displayName: text("displayName"),
    bio: text("bio"),
    avatarMediaId: text("avatarMediaId") ?? "",
  });
  if (!parsed.success) return fail(400, "Please check the highlighted fields.", fieldErrors(parsed.error));
  try {
    await updateProfile(auth.user.id, parsed.data);
  } catch (error) {
    const refusal = toHttpError(error);
    if (refusal) return fail(refusal.status, refusal.message, refusal.errors);
    throw error;
  }
  return data<ProfileActionResult>({ ok: true, message: "Profile saved." });
}

/** The two-step sign-in controls (issue 26.4): start the setup, confirm it with a code, turn it off. */
async function twoStepAction(userId: string, intent: string, text: (name: string) => string | undefined) {
  const answer = await attempt(async (): Promise<TwoStepResult> => {
    if (intent === "two-step-begin") {
      await beginTwoStepSetup(userId);
      return { ok: true, twoStep: true, message: "Scan the code below, then enter the code your app shows." };
    }
    if (intent === "two-step-enable") {
      const recoveryCodes = await enableTwoStep(userId, text("password") ?? "", text("code") ?? "");
      return { ok: true, twoStep: true, message: "Two-step sign-in is on.", recoveryCodes };
    }
    await disableTwoStep(userId, text("password") ?? "");
    return { ok: true, twoStep: true, message: "Two-step sign-in is off." };
  });
  if (answer.ok) return answer.value;
  const { message, errors = {} } = answer.failure;
  return failureAnswer<TwoStepResult>(answer.failure, { ok: false, twoStep: true, error: message, errors });
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
