/**
 * What every page action answers (public forms and the CMS, ADR 0030): `ok`, a `message` to show
 * (a confirmation, or what went wrong), and `fieldErrors`, one message per field name. The server
 * makes it with `.server/forms/page-action.ts`; the browser reads it with `useActionResult`.
 * `Done` and `Failed` add what a particular page needs besides (the intent that succeeded, the
 * values to refill after a refusal).
 */
export type ActionResult<Done extends object = NoExtra, Failed extends object = NoExtra> =
  | (Done & { ok: true; message?: string; fieldErrors?: undefined })
  | (Failed & { ok: false; message: string; fieldErrors: Record<string, string> });

type NoExtra = Record<never, never>;

/** The refusal half of an ActionResult. */
export type ActionFailed<Failed extends object = NoExtra> = Extract<
  ActionResult<NoExtra, Failed>,
  { ok: false }
>;
