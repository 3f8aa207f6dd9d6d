/**
 * What every page action answers (ADR 0030): `ok`, a `message` to show and `fieldErrors` by field
 * name; made by `.server/forms/page-action.ts`, read by `useActionResult`. `Done` and `Failed` add
 * what a page needs besides (the intent that succeeded, the values to refill).
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
