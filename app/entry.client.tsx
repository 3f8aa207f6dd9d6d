import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { REACT_LISTENING_ATTRIBUTE } from "~/lib/hydration/on-intent";

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
