/**
 * The web manifest, linked after the first paint (Lighthouse charges a request made during load to
 * the largest paint): ./after-paint.ts adds this `<noscript>`'s text to the head; without script the
 * browser parses it as the link it holds.
 */
export function AfterPaintLinks() {
  return (
    <noscript data-after-paint="">
      {/* Fetched with credentials so that it shares the page's connection: without them the
          browser asks for it on a connection of its own (a new handshake on a slow phone link). */}
      <link rel="manifest" href="/site.webmanifest" crossOrigin="use-credentials" />
    </noscript>
  );
}
