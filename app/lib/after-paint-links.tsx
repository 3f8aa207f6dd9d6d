/**
 * The web manifest, linked after the first paint. Chromium requests a linked manifest while the
 * page loads, and that request then ends before the first paint: Lighthouse's simulated slow phone
 * link charges it, on a connection of its own, to the page's largest paint. With script, the
 * after-paint script (./after-paint.ts) adds this `<noscript>`'s text to the head when the first
 * paint is on screen; without script, the browser parses it as the link it holds, at once.
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
