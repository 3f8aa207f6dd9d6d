import { data } from "react-router";
import { fieldErrors, toHttpError } from "~/.server/http/errors";
import { isSameOriginRequest, requirePermission } from "~/.server/services/auth";
import { getEditableProfile, updateProfile } from "~/.server/services/authors";
import { searchMedia } from "~/.server/services/media";
import { ProfileSection } from "~/components/cms/profile/profile-section";
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
  const [profile, images] = await Promise.all([
    getEditableProfile(auth.user.id),
    searchMedia({ query: url.searchParams.get("q") ?? "", page: Number(url.searchParams.get("page")) || 1 }),
  ]);
  return { profile, images };
}

export type ProfileActionResult =
  | { ok: true; message: string }
  | { ok: false; error: string; errors: Record<string, string> };

/** Saves the profile (a plain form post: works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const auth = await requirePermission(request, "posts.write");
  const fail = (status: number, error: string, errors: Record<string, string> = {}) =>
    data<ProfileActionResult>({ ok: false, error, errors }, { status });
  if (!isSameOriginRequest(request))
    return fail(403, "This request did not come from the CMS. Reload the page and try again.");
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
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

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfileSection {...loaderData} result={actionData ?? null} />;
}
