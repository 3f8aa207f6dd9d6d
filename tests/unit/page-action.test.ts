import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { formAction, pageAction, pageLoad, refusal } from "~/.server/forms/page-action";
import { HttpError } from "~/.server/http/errors";
import {
  ConflictError,
  NotFoundError,
  RateLimitedError,
  UpstreamError,
  ValidationError,
} from "~/.server/services/errors";
import { firstInvalidControl, notificationFor } from "~/components/forms/use-action-result";
import type { ActionResult } from "~/lib/action-result";

/** A page action's answer as the router sends it: data() carries a status, a plain object is 200. */
function answerOf(answer: unknown) {
  const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number; headers?: unknown } };
  return wrapped?.type === "DataWithResponseInit"
    ? { status: wrapped.init?.status ?? 200, headers: wrapped.init?.headers, body: wrapped.data }
    : { status: 200, headers: undefined, body: answer };
}

const schema = z.object({
  name: z.string().check(z.minLength(1, "Name is required")),
  email: z.string().check(z.regex(/@/, "Please enter a valid email address")),
});

describe("pageAction: every refusal becomes one ActionResult", () => {
  it("answers each domain error with its status, message and field messages", async () => {
    const cases: [Error, number, Record<string, string>][] = [
      [
        new ValidationError("Please check", { title: "Title is required" }),
        400,
        { title: "Title is required" },
      ],
      [new NotFoundError("This image does not exist."), 404, {}],
      [new ConflictError("Slug taken", { slug: "Slug taken" }), 409, { slug: "Slug taken" }],
      [new RateLimitedError("Too many", 60), 429, {}],
      [new UpstreamError("The image service failed."), 502, {}],
      [new HttpError(413, "The form is too large."), 413, {}],
    ];
    for (const [error, status, fieldErrors] of cases) {
      const answer = answerOf(
        await pageAction(async () => {
          throw error;
        }),
      );
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ ok: false, message: error.message, fieldErrors });
    }
  });

  it("keeps a rate limit's Retry-After", async () => {
    const answer = answerOf(
      await pageAction(() => {
        throw new RateLimitedError("Too many", 90);
      }),
    );
    expect(answer.headers).toEqual({ "Retry-After": "90" });
  });

  it("passes a success, a redirect and any non-refusal through untouched", async () => {
    expect(await pageAction(async () => ({ ok: true as const, message: "Saved" }))).toEqual({
      ok: true,
      message: "Saved",
    });
    const moved = await pageAction(async () => redirect("/cms/inbox"));
    expect((moved as Response).status).toBe(302);
    await expect(
      pageAction(async () => {
        throw new TypeError("a bug");
      }),
    ).rejects.toThrow("a bug");
    const thrownRedirect = redirect("/cms/login");
    await expect(
      pageAction(async () => {
        throw thrownRedirect;
      }),
    ).rejects.toBe(thrownRedirect);
  });
});

describe("pageAction's extra for a refusal, pageLoad's status response", () => {
  it("adds what the page's refusal carries besides, from the refusal and the error thrown", async () => {
    class Stale extends ConflictError {
      constructor(readonly stored: number) {
        super("Changed elsewhere");
      }
    }
    const answer = answerOf(
      await pageAction(
        async () => {
          throw new Stale(7);
        },
        (refused, error) => ({
          intent: "save",
          stored: error instanceof Stale ? error.stored : null,
          was: refused.status,
        }),
      ),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      ok: false,
      message: "Changed elsewhere",
      fieldErrors: {},
      intent: "save",
      stored: 7,
      was: 409,
    });
  });

  it("throws a loader's refusal as a status response with its message; a success and a bug pass", async () => {
    expect(await pageLoad(async () => "found")).toBe("found");
    const thrown = await pageLoad(() => {
      throw new NotFoundError("This post does not exist.");
    }).catch((error: unknown) => error);
    expect(answerOf(thrown)).toMatchObject({ status: 404, body: { message: "This post does not exist." } });
    await expect(
      pageLoad(() => {
        throw new TypeError("a bug");
      }),
    ).rejects.toThrow("a bug");
  });
});

describe("formAction: the form's schema, then the service", () => {
  it("refuses bad fields with 400 and one message per field, without calling the service", async () => {
    let called = false;
    const answer = answerOf(
      await formAction(schema, { name: "", email: "nope" }, async () => {
        called = true;
      }),
    );
    expect(called).toBe(false);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      ok: false,
      message: "Please check the highlighted fields.",
      fieldErrors: { name: "Name is required", email: "Please enter a valid email address" },
    });
  });

  it("names the one field when only one is wrong", async () => {
    const answer = answerOf(await formAction(schema, { name: "Ana", email: "nope" }, async () => null));
    expect(answer.body).toMatchObject({ message: "Please enter a valid email address" });
  });

  it("gives the service the parsed value and answers what it returns; its domain error is mapped", async () => {
    expect(
      await formAction(schema, { name: "Ana", email: "a@b.c" }, async (value) => ({
        ok: true as const,
        message: `Hello ${value.name}`,
      })),
    ).toEqual({ ok: true, message: "Hello Ana" });
    const taken = answerOf(
      await formAction(schema, { name: "Ana", email: "a@b.c" }, async () => {
        throw new ConflictError("This address is taken", { email: "This address is taken" });
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      ok: false,
      message: "This address is taken",
      fieldErrors: { email: "This address is taken" },
    });
  });

  it("answers a refusal made by hand in the same shape", () => {
    expect(answerOf(refusal(403, "Not from the CMS.")).body).toEqual({
      ok: false,
      message: "Not from the CMS.",
      fieldErrors: {},
    });
  });
});

describe("useActionResult's reading of an answer", () => {
  type Result = ActionResult<{ intent: "save" }>;
  const refused: Result = { ok: false, message: "Enter a valid e-mail address", fieldErrors: { email: "x" } };
  const saved: Result = { ok: true, intent: "save" };

  it("notifies a refusal with the server's message under the form's title", () => {
    expect(notificationFor(refused, "Settings not saved")).toEqual({
      title: "Settings not saved",
      description: "Enter a valid e-mail address",
      variant: "destructive",
    });
  });

  it("shows what onDone returns for a success, nothing when it returns nothing", () => {
    expect(notificationFor(saved, "x", (result) => ({ title: `Saved (${result.intent})` }))).toEqual({
      title: "Saved (save)",
    });
    expect(notificationFor(saved, "x", () => undefined)).toBeUndefined();
    expect(notificationFor(saved, "x")).toBeUndefined();
  });

  it("focuses the first field in error in the order of the form, not of the answer", () => {
    const control = (name: string) => ({ getAttribute: () => name, focus() {} }) as unknown as Element;
    const [intent, current, next, confirm] = [
      "intent",
      "currentPassword",
      "newPassword",
      "confirmPassword",
    ].map(control);
    const form = { elements: [intent, current, next, confirm] };
    expect(firstInvalidControl(form, { confirmPassword: "Repeat it", newPassword: "Too short" })).toBe(next);
    expect(firstInvalidControl(form, {})).toBeUndefined();
  });
});
