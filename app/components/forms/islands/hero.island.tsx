import { HeroFormView } from "../hero-form";
import { startIsland } from "./start-island";

// The hero form's island entry (vite.config.ts islandEntries): the form without the router.
startIsland("hero", HeroFormView);
