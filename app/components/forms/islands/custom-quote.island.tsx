import { CustomQuoteForm } from "../custom-quote-form";
import { startIsland } from "./start-island";

// The custom-quote form's island entry (vite.config.ts islandEntries): the form without the router.
startIsland("custom-quote", CustomQuoteForm);
