/**
 * What a service throws when it refuses a request for a reason the caller can act on. Services
 * know nothing of HTTP: each transport maps the kind to its answer in one place (http/errors.ts
 * `toHttpError`). The message is safe to show the user.
 */
export abstract class DomainError extends Error {
  /** Each transport maps every kind (a new kind fails to compile until mapped). */
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

/** A DomainError class of one kind, with only a message. */
const ofKind = <K extends DomainErrorKind>(kind: K, name: string) =>
  class extends DomainError {
    override name = name;
    readonly kind = kind;
  };

/** The input breaks a rule; `fields` holds one message per field (dotted path), if any. */
export class ValidationError extends ofKind("validation", "ValidationError") {
  constructor(
    message = "Please check the highlighted fields.",
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The thing asked for does not exist (or no longer exists). */
export class NotFoundError extends ofKind("not-found", "NotFoundError") {}

/** The change clashes with what is stored (a taken slug or id); `fields` names the field, if any. */
export class ConflictError extends ofKind("conflict", "ConflictError") {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends ofKind("rate-limited", "RateLimitedError") {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The credentials are wrong (one message whatever was wrong, so usernames are not revealed). */
export class UnauthorizedError extends ofKind("unauthorized", "UnauthorizedError") {}

/** The signed-in person's role does not allow this (the permission table in lib/permissions). */
export class ForbiddenError extends ofKind("forbidden", "ForbiddenError") {
  constructor(message = "Your role does not allow this. Ask an administrator if you need it.") {
    super(message);
  }
}

/** The input is larger than the service accepts (bytes or pixels). */
export class PayloadTooLargeError extends ofKind("payload-too-large", "PayloadTooLargeError") {}

/** The input is of a kind the service does not accept (e.g. an image type). */
export class UnsupportedMediaTypeError extends ofKind(
  "unsupported-media-type",
  "UnsupportedMediaTypeError",
) {}

/** A provider the service depends on failed or answered with something unusable. */
export class UpstreamError extends ofKind("upstream", "UpstreamError") {}

/**
 * An account change refused for a reason the user can fix (a bad username, a weak password, a
 * taken name); `field` names the form field, so it answers as a validation error.
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
