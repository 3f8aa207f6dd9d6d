import type { GeneratedImage, ImageProvider, ImageRequest } from "./types";
import { ImageProviderError } from "./types";

/** Largest image accepted from a provider (decoded). */
const MAX_REMOTE_BYTES = 15 * 1024 * 1024;
const TIMEOUT_MS = 90_000;

type GenerationsResponse = { data?: { b64_json?: unknown; url?: unknown }[] };

/** `work`'s result, or ImageProviderError with `message` when it throws. */
async function orFail<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new ImageProviderError(message);
  }
}

async function readLimited(response: Response): Promise<Buffer> {
  const tooLarge = () => new ImageProviderError("The image provider sent an image that is too large.");
  if (Number(response.headers.get("content-length") ?? "0") > MAX_REMOTE_BYTES) throw tooLarge();
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_REMOTE_BYTES) throw tooLarge();
  return bytes;
}

/**
 * An OpenAI-compatible images API: POST {baseUrl}/images/generations with a Bearer key. The
 * answer's first image is taken as base64 (b64_json) or fetched from its url; the caller stores
 * it in the media library, so the post never depends on the provider's short-lived links.
 */
export function remoteImageProvider(options: {
  baseUrl: string;
  apiKey?: string;
  fetchImpl?: typeof fetch;
}): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetchImpl ?? fetch;
  const host = URL.canParse(base) ? new URL(base).host : base;
  return {
    id: "remote",
    label: `Images API (${host})`,
    async generate(request: ImageRequest): Promise<GeneratedImage> {
      const response = await orFail("The image provider could not be reached.", () =>
        doFetch(`${base}/images/generations`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            prompt: `${request.prompt}\n\nStyle: ${request.style}. Wide 16:9 hero image for a blog article, no text.`,
            n: 1,
            size: "1792x1024",
            response_format: "b64_json",
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      );
      if (!response.ok) throw new ImageProviderError(`The image provider answered ${response.status}.`);
      const body: GenerationsResponse = await orFail("The image provider's answer was not JSON.", () =>
        response.json(),
      );
      const first = body.data?.[0];
      if (first && typeof first.b64_json === "string" && first.b64_json) {
        const bytes = Buffer.from(first.b64_json, "base64");
        if (bytes.length === 0 || bytes.length > MAX_REMOTE_BYTES) {
          throw new ImageProviderError("The image provider sent an unusable image.");
        }
        return { bytes, filename: "hero-generated" };
      }
      if (first && typeof first.url === "string" && /^https?:\/\//i.test(first.url)) {
        const failed = "The generated image could not be downloaded.";
        const url = first.url;
        const image = await orFail(failed, () => doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }));
        if (!image.ok) throw new ImageProviderError(failed);
        return { bytes: await readLimited(image), filename: "hero-generated" };
      }
      throw new ImageProviderError("The image provider returned no image.");
    },
  };
}
