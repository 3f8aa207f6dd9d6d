/** What every hero-image provider is asked for (spec 7: always digital-art, 16:9). */
export type ImageRequest = {
  prompt: string;
  style: "digital-art";
  ratio: "16:9";
  /** The post's title, when the caller knows it (the local provider sets it in the artwork). */
  title?: string;
  /** The post's first category: chooses the colors of the local artwork. */
  category?: string;
};

export type GeneratedImage = { bytes: Buffer; filename: string };

export interface ImageProvider {
  /** Stable id, e.g. "local" or "remote". */
  readonly id: string;
  /** Shown on the generate button: "Generate with {label}". */
  readonly label: string;
  generate(request: ImageRequest): Promise<GeneratedImage>;
}

/** The provider could not produce an image; the API answers 502 with this message. */
export class ImageProviderError extends Error {}
