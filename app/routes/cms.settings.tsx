import { cmsActionForm, refuseUnless } from "~/.server/forms/cms-actions";
import { pageAction } from "~/.server/forms/page-action";
import { ValidationError } from "~/.server/services/errors";
import { parseInput } from "~/.server/services/validate";
import { requirePermission } from "~/.server/http/guards";
import { changePassword } from "~/.server/services/staff/auth";
import { countOtherSessions, deleteOtherSessions } from "~/.server/services/staff/sessions";
import { auditActorOf, recordAudit } from "~/.server/services/audit";
import {
  getNotificationSettings,
  saveBusinessDetails,
  saveNotificationSettings,
  saveTimeZone,
  saveTwoStepRequired,
  twoStepRequired,
} from "~/.server/services/settings";
import { SettingsSection } from "~/components/cms/settings-section";
import type { SettingsAnswer } from "~/lib/cms-pages";
import { cmsMeta } from "~/lib/meta";
import { can } from "~/lib/permissions";
import { changePasswordSchema, twoStepRequiredSchema } from "~/lib/schemas/auth";
import { notificationSettingsSchema } from "~/lib/schemas/inbox";
import { businessDetailsSchema, nestFormFields, timeZoneSchema } from "~/lib/schemas/site-settings";
import type { Route } from "./+types/cms.settings";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Settings · CMS", "Staff dashboard: settings.");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Every role keeps its own password and sessions here; the site's settings are Administrators' only.
  const auth = await requirePermission({ request, context }, "posts.write");
  const [otherSessions, notifications] = await Promise.all([
    countOtherSessions(auth.user.id, auth.sessionId),
    can(auth.user.role, "settings.manage") ? getNotificationSettings() : null,
  ]);
  const twoStep = can(auth.user.role, "settings.manage") ? { required: await twoStepRequired() } : null;
  return { otherSessions, notifications, twoStep, secondStep: auth.user.totpEnabledAt !== null };
}

/** The page's forms, told apart by `intent`; all but the first two need settings.manage. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm({ request, context }, "posts.write");
  const intent = form.get("intent");
  if (intent !== "change-password" && intent !== "end-other-sessions") {
    const refused = refuseUnless(auth, "settings.manage");
    if (refused) return refused;
  }
  const actor = auditActorOf(auth, requestValues(context).clientIp);
  const settingsChanged = (id: string, detail: Record<string, unknown>) =>
    recordAudit({ action: "settings-change", actor, subject: { type: "settings", id }, detail });
  return pageAction(async (): Promise<Extract<SettingsAnswer, { ok: true }>> => {
    switch (intent) {
      case "change-password": {
        const input = parseInput(changePasswordSchema, Object.fromEntries(form));
        const { otherSessionsEnded } = await changePassword(auth, input.currentPassword, input.newPassword, {
          code: input.code,
          actor,
        });
        return { ok: true, intent: "change-password", otherSessionsEnded };
      }
      case "end-other-sessions": {
        const ended = await deleteOtherSessions(auth.user.id, auth.sessionId);
        return { ok: true, intent: "end-other-sessions", ended };
      }
      case "save-notifications": {
        const settings = parseInput(notificationSettingsSchema, {
          notificationEmail: form.get("notificationEmail"),
          notifyKinds: form.getAll("notifyKinds"),
          followUpHour: form.get("followUpHour") ?? undefined,
        });
        await saveNotificationSettings(settings, auth.user.username);
        await settingsChanged("notifications", settings);
        return { ok: true, intent: "save-notifications" };
      }
      case "save-business": {
        const details = parseInput(businessDetailsSchema, nestFormFields(form));
        await saveBusinessDetails(details, auth.user.username);
        await settingsChanged("business", details);
        return { ok: true, intent: "save-business" };
      }
      case "save-time-zone": {
        const { timeZone } = parseInput(timeZoneSchema, { timeZone: form.get("timeZone") });
        await saveTimeZone(timeZone, auth.user.username);
        await settingsChanged("time-zone", { timeZone });
        return { ok: true, intent: "save-time-zone" };
      }
      case "save-two-step": {
        // Every account without two-step sign-in sets it up at its next request.
        const { required } = parseInput(twoStepRequiredSchema, { required: form.get("required") ?? "off" });
        await saveTwoStepRequired(required, auth.user.username);
        await settingsChanged("two-step", { required });
        return { ok: true, intent: "save-two-step", required };
      }
      default:
        throw new ValidationError("This action is not known. Reload the page and try again.");
    }
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SettingsSection {...loaderData} />;
}
