import { useEffect } from "react";
import { captureVisit } from "~/lib/attribution";

/** Records the visit's landing page, referrer and UTM tags once, on the first page load (see lib/attribution). */
export function AttributionCapture() {
  useEffect(() => {
    captureVisit();
  }, []);
  return null;
}
