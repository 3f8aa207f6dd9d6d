import { LegalDocumentView } from "~/components/legal/legal-document";
import { legalPageCopy, termsOfService } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: termsOfService.title, description: termsOfService.description });

export default function TermsOfService() {
  return <LegalDocumentView document={termsOfService} updatedLabel={legalPageCopy.updatedLabel} />;
}
