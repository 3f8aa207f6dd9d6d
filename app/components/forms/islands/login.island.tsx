import { LoginForm } from "~/components/cms/login-form";
import { startIsland } from "./start-island";

// The CMS sign-in form's island entry (vite.config.ts islandEntries): the form without the router.
startIsland("login", LoginForm);
