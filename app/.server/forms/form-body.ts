import { VISIT_FIELD, visitOfPost } from "~/lib/attribution";
import { throwStatus } from "~/lib/route-errors";
import { formBodyMessages, jsonBodyMessages } from "~/content/http-messages";
import { HttpError } from "../http/errors";

/**
 * The one reader of page-action form bodies: at most 32 KB counted while streaming (413),
 * urlencoded or, where allowed, multipart (415), parseable (400); text fields only unless `files`.
 */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;

type ReadOptions = {
  /** Also accept multipart/form-data (the checkout's fetcher, RFC 8058 one-click unsubscribe). */
  multipart?: boolean;
  /** A form that uploads files (the media library): multipart, files kept, this many bytes at most. */
  files?: { limitBytes: number };
};

export async function readFormBody(request: Request, { multipart = false, files }: ReadOptions = {}) {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isUrlencoded = type.startsWith("application/x-www-form-urlencoded");
  const isMultipart = (multipart || files !== undefined) && type.startsWith("multipart/form-data");
  if (!isUrlencoded && !isMultipart) throw new HttpError(415, formBodyMessages.unsupported);
  const limit = files?.limitBytes ?? FORM_BODY_LIMIT_BYTES;
  const bytes = await readLimited(request, limit, formBodyMessages.tooLarge);
  if (isUrlencoded) {
    const form = new FormData();
    for (const [key, value] of new URLSearchParams(bytes.toString("utf8"))) form.append(key, value);
    return form;
  }
  try {
    // The header as sent: a multipart boundary is case-sensitive.
    const parsed = await new Response(new Uint8Array(bytes), {
      headers: { "content-type": request.headers.get("content-type") ?? type },
    }).formData();
    if (files) return parsed;
    const form = new FormData();
    for (const [key, value] of parsed) if (typeof value === "string") form.append(key, value);
    return form;
  } catch {
    throw new HttpError(400, formBodyMessages.unreadable);
  }
}

/** readFormBody for an action with no form to re-render: a refusal becomes React Router's error answer. */
export async function readFormData(request: Request, options?: ReadOptions): Promise<FormData> {
  try {
    return await readFormBody(request, options);
  } catch (error) {
    if (error instanceof HttpError) throwStatus(error.status, { message: error.message });
    throw error;
  }
}

/**
 * The body of a page action that takes JSON (the post editor's: a post does not fit 32 KB):
 * application/json only (415), at most `limitBytes` (413), parsed (400). See http/app.ts `jsonPageActions`.
 */
export async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/json")) throw new HttpError(415, jsonBodyMessages.unsupported);
  const bytes = await readLimited(request, limitBytes, jsonBodyMessages.tooLarge);
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new HttpError(400, jsonBodyMessages.unreadable);
  }
}

async function readLimited(request: Request, limit: number, tooLarge: string): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new HttpError(413, tooLarge);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/** A text field of a read form ("" when absent). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The visit a form post belongs to: its hidden field (handed back in a form re-rendered after a
 * refusal, so the corrected post keeps it), else what the post's Referer and URL show.
 */
export function visitOfForm(form: FormData, request?: Request) {
  return visitOfPost({
    field: textField(form, VISIT_FIELD),
    referer: request?.headers.get("referer"),
    url: request?.url,
  });
}
