import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { REACT_LISTENING_ATTRIBUTE } from "~/lib/hydration/on-intent";

// A navigation superseded while its data is still arriving is called off, not failed. React Router's
// data decoder (react-router 7.18, its vendored turbo-stream `decode`) leaves two promises of such
// a response unobserved, so the abort would surface as two uncaught "AbortError"s. An abort is
// always something this page asked for; any other rejection is still reported.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

// React Router's own entry, plus the mark that React listens on the document from here on.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  document.documentElement.setAttribute(REACT_LISTENING_ATTRIBUTE, "");
});
