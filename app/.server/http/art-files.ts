import { createHash } from "node:crypto";
import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import type { ArtImage, ArtWriter } from "~/lib/art-file";

// Bundled into <build>/server/index.js, next to <build>/client/ (also when prerendering, which
// is when the build writes every artwork its pages show).
const assetsDir = new URL("../client/assets/", import.meta.url);
const images = new Map<string, ArtImage | undefined>();

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};
const decode = (value: string) =>
  value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/** The attributes that describe the picture on the page rather than draw it. */
const PAGE_ONLY = new Set(["class", "role", "aria-label", "aria-hidden", "focusable"]);

function toFile(markup: string): { file: string; image: Omit<ArtImage, "src"> } | undefined {
  const open = /^<svg((?:\s+[\w:-]+="[^"]*")*)\s*>/.exec(markup);
  if (!open) return undefined;
  const attributes = [...(open[1] ?? "").matchAll(/\s+([\w:-]+)="([^"]*)"/g)].map(
    ([, name = "", value = ""]) => ({
      name,
      value,
    }),
  );
  const get = (name: string) => attributes.find((attribute) => attribute.name === name)?.value;
  const width = get("width");
  const height = get("height");
  const label = get("aria-label");
  if (!width || !height || (label === undefined && get("aria-hidden") !== "true")) return undefined;
  const kept = attributes
    .filter(({ name }) => !PAGE_ONLY.has(name))
    .map(({ name, value }) => ` ${name}="${value}"`)
    .join("");
  const file = `<svg xmlns="http://www.w3.org/2000/svg"${kept}>${markup.slice(open[0].length)}`;
  const className = get("class");
  return {
    file,
    image: {
      alt: decode(label ?? ""),
      width,
      height,
      ...(className ? { className: decode(className) } : {}),
    },
  };
}

/**
 * Renders an artwork once per distinct set of props and writes it to
 * <build>/client/assets/art-<content hash>.svg (immutable, compressed with the other assets by
 * the build). Only production builds write; anything unexpected (a root that is not a labelled
 * or hidden <svg> with a size, a file that cannot be written) keeps the artwork inline.
 */
export const writeArtFile: ArtWriter = (key, render) => {
  if (!import.meta.env.PROD) return undefined;
  if (images.has(key)) return images.get(key);
  let image: ArtImage | undefined;
  try {
    const parts = toFile(renderToStaticMarkup(render()));
    if (parts) {
      const name = `art-${createHash("sha256").update(parts.file).digest("hex").slice(0, 12)}.svg`;
      const path = new URL(name, assetsDir);
      if (!fs.existsSync(path)) {
        // Written whole or not at all: another instance on the same build may serve the name at
        // once, and browsers keep an /assets/ file for a year.
        const partial = new URL(`${name}.${process.pid}.tmp`, assetsDir);
        fs.writeFileSync(partial, parts.file);
        fs.renameSync(partial, path);
      }
      image = { src: `/assets/${name}`, ...parts.image };
    }
  } catch {
    image = undefined;
  }
  images.set(key, image);
  return image;
};
