import {
  actionFailure,
  cmsActionForm,
  parseForm,
  refuseUnless,
  serviceCall,
} from "~/.server/forms/cms-actions";
import { changePassword, requirePermission } from "~/.server/services/auth";
import { countOtherSessions, deleteOtherSessions } from "~/.server/services/sessions";
import {
  getNotificationSettings,
  saveBusinessDetails,
  saveNotificationSettings,
  saveTimeZone,
} from "~/.server/services/settings";
import { SettingsSection } from "~/components/cms/settings-section";
import { pageMeta } from "~/lib/meta";
import { can } from "~/lib/permissions";
import { changePasswordSchema } from "~/lib/schemas/auth";
import { notificationSettingsSchema } from "~/lib/schemas/inbox";
import { businessDetailsSchema, nestFormFields, timeZoneSchema } from "~/lib/schemas/site-settings";
import type { Route } from "./+types/cms.settings";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Settings · CMS", description: "Staff dashboard: settings.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  // Every role keeps its own password and sessions here; the site's settings are Administrators' only.
  const auth = await requirePermission(request, "posts.write");
  const [otherSessions, notifications] = await Promise.all([
    countOtherSessions(auth.user.id, auth.sessionId),
    can(auth.user.role, "settings.manage") ? getNotificationSettings() : null,
  ]);
  return { otherSessions, notifications };
}

/**
 * The forms of the page, told apart by `intent`; each calls the service behind its JSON
 * endpoint (POST /api/cms/account/password, DELETE /api/cms/sessions/others,
 * PUT /api/cms/settings/notifications).
 */
export async function action({ request }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm(request, "posts.write");
  const intent = form.get("intent");
  if (intent !== "change-password" && intent !== "end-other-sessions") {
    const refused = refuseUnless(auth, "settings.manage");
    if (refused) return refused;
  }
  if (intent === "change-password") {
    const parsed = parseForm(changePasswordSchema, {
      currentPassword: form.get("currentPassword"),
      newPassword: form.get("newPassword"),
      confirmPassword: form.get("confirmPassword"),
    });
    if (!parsed.ok) return parsed.failure;
    const input = parsed.data;
    const result = await serviceCall(() => changePassword(auth, input.currentPassword, input.newPassword));
    if (!result.ok) return result.failure;
    return {
      ok: true as const,
      intent: "change-password" as const,
      otherSessionsEnded: result.value.otherSessionsEnded,
    };
  }
  if (intent === "end-other-sessions") {
    const ended = await deleteOtherSessions(auth.user.id, auth.sessionId);
    return { ok: true as const, intent: "end-other-sessions" as const, ended };
  }
  if (intent === "save-notifications") {
    const parsed = parseForm(notificationSettingsSchema, {
      notificationEmail: form.get("notificationEmail"),
      notifyKinds: form.getAll("notifyKinds"),
    });
    if (!parsed.ok) return parsed.failure;
    const settings = parsed.data;
    const result = await serviceCall(() => saveNotificationSettings(settings, auth.user.username));
    if (!result.ok) return result.failure;
    return { ok: true as const, intent: "save-notifications" as const };
  }
  if (intent === "save-business") {
    const parsed = parseForm(businessDetailsSchema, nestFormFields(form));
    if (!parsed.ok) return parsed.failure;
    const details = parsed.data;
    await saveBusinessDetails(details, auth.user.username);
    return { ok: true as const, intent: "save-business" as const };
  }
  if (intent === "save-time-zone") {
    const parsed = parseForm(timeZoneSchema, { timeZone: form.get("timeZone") });
    if (!parsed.ok) return parsed.failure;
    await saveTimeZone(parsed.data.timeZone, auth.user.username);
    return { ok: true as const, intent: "save-time-zone" as const };
  }
  return actionFailure(400, "This action is not known. Reload the page and try again.");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SettingsSection {...loaderData} />;
}
