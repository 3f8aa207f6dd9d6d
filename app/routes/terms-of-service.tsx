import { LegalDocumentView } from "~/components/legal/legal-document";
import { legalPageCopy, termsOfService } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import { describeBusiness, siteSettingsFrom, useBusiness, useTimeZone } from "~/lib/site-settings";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = (args) => {
  const settings = siteSettingsFrom(args.matches);
  const document = termsOfService(describeBusiness(settings.business), settings.timeZone);
  return pageMeta(args, { title: document.title, description: document.description });
};

export default function TermsOfService() {
  const document = termsOfService(useBusiness(), useTimeZone());
  return <LegalDocumentView document={document} updatedLabel={legalPageCopy.updatedLabel} />;
}
