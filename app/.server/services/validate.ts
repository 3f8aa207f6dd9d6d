import type { z } from "zod/mini";
import { fieldErrors, summarizeErrors } from "~/lib/schemas/fields";
import { ValidationError } from "./errors";

/** Input through a form's shared schema, or a ValidationError with one message per field (JSON or form). */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw new ValidationError(summarizeErrors(errors), errors);
  }
  return result.data;
}
