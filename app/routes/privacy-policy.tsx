import { LegalDocumentView } from "~/components/legal/legal-document";
import { legalPageCopy, privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: privacyPolicy.title, description: privacyPolicy.description });

export default function PrivacyPolicy() {
  return <LegalDocumentView document={privacyPolicy} updatedLabel={legalPageCopy.updatedLabel} />;
}
