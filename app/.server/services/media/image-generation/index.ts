import { type Config, getConfig } from "../../../config";
import { DomainError, UpstreamError } from "../../errors";
import { storeImage } from "../media";
import { consumeRateLimit } from "../../rate-limit";
import { localImageProvider } from "./local";
import { remoteImageProvider } from "./remote";
import { type ImageProvider, ImageProviderError, type ImageRequest } from "./types";

/** Per signed-in user: 10 generated images per 10 minutes. */
export const GENERATE_RATE_LIMIT = { name: "generate-image", points: 10, durationSeconds: 600 } as const;

/** The remote provider when IMAGE_PROVIDER_URL is set, else the local renderer. */
export function imageProvider(config: Config = getConfig()): ImageProvider {
  if (config.IMAGE_PROVIDER_URL) {
    return remoteImageProvider({ baseUrl: config.IMAGE_PROVIDER_URL, apiKey: config.IMAGE_PROVIDER_KEY });
  }
  return localImageProvider;
}

/**
 * Generates a hero image and stores it in the media library (source 'generated').
 * Throws RateLimitedError past the per-user limit and UpstreamError when the provider fails.
 */
export async function generateHeroImage(
  request: ImageRequest,
  user: { id: string; username: string },
  provider: ImageProvider = imageProvider(),
) {
  await consumeRateLimit(
    GENERATE_RATE_LIMIT,
    user.id,
    "You have generated a lot of images in a short time. Please wait a few minutes and try again.",
  );
  const generated = await provider.generate(request).catch((error) => {
    throw new UpstreamError(
      error instanceof ImageProviderError ? error.message : "The image provider failed. Please try again.",
    );
  });
  try {
    const item = await storeImage({
      bytes: generated.bytes,
      filename: generated.filename,
      alt: request.title || request.prompt.slice(0, 140),
      source: "generated",
      createdBy: user.username,
    });
    return { imageUrl: item.url, media: item };
  } catch (error) {
    // A refusal of the bytes (empty, too large, not an image): the provider sent no usable image.
    if (error instanceof DomainError)
      throw new UpstreamError("The image provider did not return a usable image.");
    throw error;
  }
}
