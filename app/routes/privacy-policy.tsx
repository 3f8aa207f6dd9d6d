import { LegalDocumentView, legalMeta } from "~/components/legal/legal-document";
import { privacyPolicy } from "~/content/legal";

export const meta = legalMeta(privacyPolicy);

export default function PrivacyPolicy() {
  return <LegalDocumentView documentFor={privacyPolicy} />;
}
