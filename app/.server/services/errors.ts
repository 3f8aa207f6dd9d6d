/**
 * What a service throws when it refuses a request for a reason the caller can act on. Services
 * know nothing of HTTP: each transport (JSON API, page actions) maps these to its own answer in
 * one place (http/errors.ts `toHttpError`). The message is safe to show the user.
 */
export abstract class DomainError extends Error {
  /** What kind of refusal: each transport maps every kind (a new kind fails to compile until mapped). */
  abstract readonly kind: DomainErrorKind;
}

export type DomainErrorKind =
  | "validation"
  | "not-found"
  | "conflict"
  | "rate-limited"
  | "unauthorized"
  | "forbidden"
  | "payload-too-large"
  | "unsupported-media-type"
  | "upstream";

/** The input breaks a rule; `fields` holds one message per field (dotted path), if any. */
export class ValidationError extends DomainError {
  override name = "ValidationError";
  readonly kind = "validation";
  constructor(
    message = "Please check the highlighted fields.",
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The thing asked for does not exist (or no longer exists). */
export class NotFoundError extends DomainError {
  override name = "NotFoundError";
  readonly kind = "not-found";
}

/** The change clashes with what is stored (a taken slug or id); `fields` names the field, if any. */
export class ConflictError extends DomainError {
  override name = "ConflictError";
  readonly kind = "conflict";
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  override name = "RateLimitedError";
  readonly kind = "rate-limited";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The credentials are wrong (one message whatever was wrong, so usernames are not revealed). */
export class UnauthorizedError extends DomainError {
  override name = "UnauthorizedError";
  readonly kind = "unauthorized";
}

/** The signed-in person's role does not allow this (the permission table in lib/permissions). */
export class ForbiddenError extends DomainError {
  override name = "ForbiddenError";
  readonly kind = "forbidden";
  constructor(message = "Your role does not allow this. Ask an administrator if you need it.") {
    super(message);
  }
}

/** The input is larger than the service accepts (bytes or pixels). */
export class PayloadTooLargeError extends DomainError {
  override name = "PayloadTooLargeError";
  readonly kind = "payload-too-large";
}

/** The input is of a kind the service does not accept (e.g. an image type). */
export class UnsupportedMediaTypeError extends DomainError {
  override name = "UnsupportedMediaTypeError";
  readonly kind = "unsupported-media-type";
}

/** A provider the service depends on failed or answered with something unusable. */
export class UpstreamError extends DomainError {
  override name = "UpstreamError";
  readonly kind = "upstream";
}

/**
 * An account change the CMS refuses for a reason the user can fix (a bad username, a weak
 * password, a taken name); `field` names the form field, so it answers as a validation error.
 */
export class AccountError extends ValidationError {
  override name = "AccountError";
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message, field ? { [field]: message } : undefined);
  }
}
