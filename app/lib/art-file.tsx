import { type ComponentType, createContext, type ReactElement, useContext, useId, useState } from "react";

/** An artwork written to its own file under /assets/: what the page's <img> needs to show it. */
export type ArtImage = { src: string; alt: string; width: string; height: string; className?: string };

/**
 * Writes an artwork's SVG (rendered by `render`) to a built file once per `key`, and answers
 * where it is; undefined keeps it inline (dev server, or the file could not be written).
 */
export type ArtWriter = (key: string, render: () => ReactElement) => ArtImage | undefined;

const ArtWriterContext = createContext<ArtWriter | undefined>(undefined);

/** Given by entry.server in production builds: see app/.server/http/art-files.ts. */
export const ArtWriterProvider = ArtWriterContext.Provider;

const ATTRIBUTE = "data-art";

function fromDocument(id: string): ArtImage | undefined {
  const image = document.querySelector(`img[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  const src = image?.getAttribute("src");
  if (!image || !src) return undefined;
  return {
    src,
    alt: image.getAttribute("alt") ?? "",
    width: image.getAttribute("width") ?? "",
    height: image.getAttribute("height") ?? "",
    className: image.getAttribute("class") ?? undefined,
  };
}

/**
 * An SVG artwork component that the server sends as an <img> of a cacheable file instead of its
 * whole tree in every page (ADR 0053): the page carries one tag, and the browser fetches each
 * picture once, in parallel, from its immutable address. The tag keeps the SVG's width, height,
 * label (as alt; "" when the SVG was aria-hidden) and classes. In the browser, hydration reads the
 * tag the server wrote; a page the browser renders itself (a client-side navigation) draws the
 * SVG inline as before.
 */
export function artFile<Props extends object>(name: string, Svg: ComponentType<Props>) {
  function Art(props: Props) {
    const write = useContext(ArtWriterContext);
    const id = useId();
    const [image] = useState(() => {
      if (write) return write(`${name}:${JSON.stringify(props)}`, () => <Svg {...props} />);
      return typeof document === "undefined" ? undefined : fromDocument(id);
    });
    if (!image) return <Svg {...props} />;
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={image.className}
        // Also keeps React from adding a preload of each picture to the page's head, ahead of the
        // stylesheet; a picture in view is fetched as soon as the page is laid out.
        loading="lazy"
        {...{ [ATTRIBUTE]: id }}
      />
    );
  }
  Art.displayName = name;
  return Art;
}
