import { QuickMessageFormView } from "../quick-message-form";
import { startIsland } from "./start-island";

// The quick-message page form's island entry (vite.config.ts islandEntries): the form without the router.
startIsland("quick-message", QuickMessageFormView);
