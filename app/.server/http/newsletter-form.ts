import { data } from "react-router";
import { newsletterSchema, newsletterSources, newsletterTexts } from "~/lib/schemas/blog";
import { subscribe } from "../services/newsletter";
import { HttpError } from "./errors";

export type NewsletterActionData = { newsletter: { ok: boolean; message: string; email?: string } };

/**
 * The no-JavaScript path of the newsletter forms: a page action that calls the same
 * service as POST /api/blog/newsletter and answers with the same texts (spec 8).
 */
export async function newsletterFormAction(formData: FormData, clientIp: string) {
  const email = String(formData.get("email") ?? "");
  const source = newsletterSources.find((value) => value === formData.get("source"));
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? newsletterTexts.failure;
    return data<NewsletterActionData>({ newsletter: { ok: false, message, email } }, { status: 400 });
  }
  try {
    await subscribe({ ...parsed.data, source }, clientIp);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      return data<NewsletterActionData>(
        { newsletter: { ok: false, message: error.message, email } },
        { status: error.status, headers: error.headers },
      );
    }
    throw error;
  }
  return data<NewsletterActionData>({ newsletter: { ok: true, message: newsletterTexts.success } });
}
