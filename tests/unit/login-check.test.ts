import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginSchema } from "~/lib/schemas/auth";
import { checkLogin } from "~/lib/schemas/login-check";

/** What the sign-in form showed when it checked with the shared schema: each field's first message. */
function schemaAnswer(values: { username: string; password: string }) {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

// Short and long values, blanks, and the control characters the schema refuses.
const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ minLength: 60, maxLength: 210 }),
  fc.constantFrom("", " ", "  \t ", "\u0000", "a\u0007b", " admin ", "x".repeat(64), "x".repeat(65)),
  fc.constantFrom("p".repeat(200), "p".repeat(201)),
);

describe("the sign-in form's check in the browser", () => {
  it("answers as the shared schema does: the same values, the same first message per field", () => {
    fc.assert(
      fc.property(text, text, (username, password) => {
        expect(checkLogin({ username, password })).toEqual(schemaAnswer({ username, password }));
      }),
      { numRuns: 3000 },
    );
  });

  it("names both empty fields with the spec's messages", () => {
    expect(checkLogin({ username: "  ", password: "" })).toEqual({
      ok: false,
      errors: { username: "Username is required", password: "Password is required" },
    });
  });
});
