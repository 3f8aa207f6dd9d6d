import { describe, expect, it } from "vitest";
import { readFormBody, readJsonBody } from "~/.server/forms/form-body";
import { HttpError } from "~/.server/http/errors";

/** A multipart body the way Chromium writes it: a mixed-case boundary. */
function multipart(parts: string[], boundary = "----WebKitFormBoundaryQx7fZ2aBcD") {
  const body = `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("")}--${boundary}--\r\n`;
  return new Request("http://localhost/cms/media", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

const field = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const file = (name: string, filename: string, content: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}`;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof HttpError ? error.status : error;
  }
  return "no error";
}

describe("readFormBody", () => {
  it("reads a multipart form whose boundary has capital letters", async () => {
    const form = await readFormBody(multipart([field("intent", "upload"), field("id", "7")]), {
      multipart: true,
    });
    expect(form.get("intent")).toBe("upload");
    expect(form.get("id")).toBe("7");
  });

  it("keeps files only for an upload form, with its own size limit", async () => {
    const upload = () => multipart([field("intent", "upload"), file("files", "crew.png", "PNGDATA")]);
    const withFiles = await readFormBody(upload(), { files: { limitBytes: 1024 } });
    const sent = withFiles.get("files");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("crew.png");
    expect(await (sent as File).text()).toBe("PNGDATA");
    const textOnly = await readFormBody(upload(), { multipart: true });
    expect(textOnly.get("files")).toBeNull();
    expect(await refusal(readFormBody(upload(), { files: { limitBytes: 64 } }))).toBe(413);
  });

  it("refuses multipart where a form may not send it (415) and a body over 32 KB (413)", async () => {
    expect(await refusal(readFormBody(multipart([field("a", "b")])))).toBe(415);
    const big = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(33 * 1024)}`,
    });
    expect(await refusal(readFormBody(big))).toBe(413);
  });
});

describe("readJsonBody", () => {
  const json = (body: string, type = "application/json") =>
    new Request("http://localhost/cms/posts/new", {
      method: "POST",
      headers: { "content-type": type },
      body,
    });

  it("parses JSON within the limit; refuses another type (415), too much (413) and bad JSON (400)", async () => {
    expect(await readJsonBody(json('{"intent":"autosave"}'), 1024)).toEqual({ intent: "autosave" });
    expect(await refusal(readJsonBody(json("{}", "text/plain"), 1024))).toBe(415);
    expect(await refusal(readJsonBody(json(JSON.stringify({ content: "x".repeat(2048) })), 1024))).toBe(413);
    expect(await refusal(readJsonBody(json("{not json"), 1024))).toBe(400);
  });
});
