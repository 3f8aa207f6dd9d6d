import { QuickContactWidgetView } from "../quick-contact-widget-view";
import { startIsland } from "./start-island";

// The floating quick-contact widget's island entry (vite.config.ts islandEntries): without the router.
startIsland("widget", QuickContactWidgetView);
