import { ContactFormCardView } from "../contact-form-card";
import { startIsland } from "./start-island";

// The contact form's island entry (vite.config.ts islandEntries): the form without the router.
startIsland("contact", ContactFormCardView);
