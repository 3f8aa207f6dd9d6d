import { LegalDocumentView, legalMeta } from "~/components/legal/legal-document";
import { termsOfService } from "~/content/legal";

export const meta = legalMeta(termsOfService);

export default function TermsOfService() {
  return <LegalDocumentView documentFor={termsOfService} />;
}
