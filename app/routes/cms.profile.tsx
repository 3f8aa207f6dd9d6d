import { formAction } from "~/.server/forms/page-action";
import { twoStepAction } from "~/.server/forms/two-step-forms";
import { requirePermission } from "~/.server/http/guards";
import { getEditableProfile, updateProfile } from "~/.server/services/posts/authors";
import { searchMedia } from "~/.server/services/media/media";
import { Search, ShieldCheck, UserRound } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ArticleAuthor } from "~/components/blog/article-author";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ActionNote, FieldNote, IconCard, NotedInput, NotedTextarea } from "~/components/cms/kit";
import { Pager } from "~/components/cms/pager";
import { Input } from "~/components/ui/input";
import { mediaUrl } from "~/lib/schemas/media";
import { TwoStepControls } from "~/components/cms/profile/two-step-card";
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

/** /cms/profile: the signed-in user's author profile (plain forms, no script needed), and two-step sign-in. */
export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, images, twoStep } = loaderData;
  const twoStepResult = actionData && "twoStep" in actionData ? actionData : null;
  const result = actionData && !("twoStep" in actionData) ? actionData : null;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const errors = result && !result.ok ? result.fieldErrors : {};
  const chosenOnPage = images.items.some((image) => image.id === profile.avatarMediaId);
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <IconCard
          icon={UserRound}
          title="Author profile"
          intro="Articles that name you as their author show this name, bio and photo."
        >
          <ActionNote result={result} banner className="mt-5" />

          {/* The photo search: its own GET form, its fields placed inside the profile form below. */}
          <Form method="get" id="profile-photo-search" preventScrollReset />

          <Form method="post" className="mt-6 space-y-5" id="profile-form">
            <NotedInput
              id="profile-displayName"
              label="Display name"
              name="displayName"
              required
              maxLength={120}
              autoComplete="name"
              defaultValue={profile.displayName || ""}
              error={errors.displayName}
              hint={`Shown as the article's author (your username is ${profile.username}).`}
            />
            <NotedTextarea
              id="profile-bio"
              label="Bio"
              name="bio"
              maxLength={500}
              rows={4}
              defaultValue={profile.bio}
              error={errors.bio}
              hint="One or two sentences under your name on every article (at most 500 characters)."
            />

            <fieldset aria-describedby="profile-avatarMediaId-note">
              <legend className="mb-1.5 block text-sm font-medium text-ink">Photo</legend>
              <div className="mb-3 flex gap-2">
                <Input
                  form="profile-photo-search"
                  name="q"
                  type="search"
                  aria-label="Search the media library"
                  placeholder="Search the media library"
                  defaultValue={images.query}
                />
                <Button type="submit" form="profile-photo-search" variant="outline">
                  <Search aria-hidden />
                  Search
                </Button>
              </div>
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
                {[
                  { id: "", label: "No photo (initials)", checked: !profile.avatarMediaId },
                  // The chosen photo stays a choice when it is not on this page of the library.
                  ...(profile.avatarMediaId && profile.avatarUrl && !chosenOnPage
                    ? [
                        {
                          id: profile.avatarMediaId,
                          label: "Current photo",
                          url: profile.avatarUrl,
                          checked: true,
                        },
                      ]
                    : []),
                  ...images.items.map((image) => ({
                    id: image.id,
                    label: image.alt || image.filename,
                    url: image.url,
                    checked: image.id === profile.avatarMediaId,
                  })),
                ].map(({ id, label, url, checked }) => (
                  <li key={id}>
                    <label className="block cursor-pointer rounded-lg p-1 ring-1 ring-slate-200 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
                      <input
                        type="radio"
                        name="avatarMediaId"
                        value={id}
                        defaultChecked={checked}
                        className="sr-only"
                      />
                      {url ? (
                        <img
                          src={mediaUrl(id, "w600")}
                          alt={label}
                          loading="lazy"
                          className="aspect-square w-full rounded-md object-cover"
                        />
                      ) : (
                        <span className="flex aspect-square w-full items-center justify-center rounded-md bg-slate-100 p-1 text-center text-xs text-muted">
                          {label}
                        </span>
                      )}
                    </label>
                  </li>
                ))}
              </ul>
              {images.items.length === 0 ? (
                <p className="mt-2 text-sm text-muted">
                  {images.query
                    ? `No library image matches “${images.query}”.`
                    : "The media library is empty."}
                </p>
              ) : null}
              <div className="mt-3">
                <Pager
                  page={images.page}
                  pageCount={images.pageCount}
                  label="Library pages"
                  preventScrollReset
                />
              </div>
              <FieldNote
                id="profile-avatarMediaId-note"
                error={errors.avatarMediaId}
                hint="Upload photos in Media; pick one here."
              />
            </fieldset>

            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save profile"}
            </Button>
          </Form>
        </IconCard>

        <Card className="p-5 sm:p-6">
          <h2 className="text-sm font-bold tracking-wide text-ink uppercase">On an article</h2>
          <div className="mt-4">
            <ArticleAuthor
              name={profile.displayName || profile.username}
              bio={profile.bio || null}
              avatarUrl={profile.avatarUrl}
            />
          </div>
          <p className="mt-4 text-xs text-muted">
            {profile.postCount === 1
              ? "1 post names you as its author."
              : `${profile.postCount} posts name you as their author.`}{" "}
            Saving updates their byline and bio.
          </p>
        </Card>
      </div>
      {/* Two-step sign-in with an authenticator app, its state and controls. */}
      <IconCard
        icon={ShieldCheck}
        title="Two-step sign-in"
        intro={
          twoStep.enabled
            ? `On: signing in asks for a code from your authenticator app. ${twoStep.codesLeft} recovery codes left.`
            : "Off: ask for a code from an authenticator app after your password."
        }
      >
        <TwoStepControls state={twoStep} result={twoStepResult} />
      </IconCard>
    </div>
  );
}
