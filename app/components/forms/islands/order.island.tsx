import { CheckoutFormView } from "~/components/shop/checkout-form";
import { startIsland } from "./start-island";

// The order form's island entry (vite.config.ts islandEntries): every order form on the page (the
// purchase dialogs, the checkout page's form) without the router.
startIsland("order", CheckoutFormView);
