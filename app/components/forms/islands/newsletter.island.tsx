import { NewsletterFormView } from "../newsletter-form";
import { startIsland } from "./start-island";

// The newsletter box's island entry (vite.config.ts islandEntries): the box without the router.
startIsland("newsletter", NewsletterFormView);
