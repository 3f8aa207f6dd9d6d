import type { Template } from "~/content/templates";

/**
 * How /products' one order dialog learns which template was chosen (ADR 0063): each card's
 * 'Purchase Now' is a link to the template's checkout page that carries the template's dialog texts;
 * the page's inline script (native-behaviours.ts) fills the dialog from them and opens it.
 */
export const ORDER_DIALOG_ID = "order-dialog";
/** On a 'Purchase Now' link: the id of the dialog it opens. */
export const ORDER_DIALOG_ATTRIBUTE = "data-order-dialog";
/** On a 'Purchase Now' link: its template's `OrderChoice`, as JSON. */
export const ORDER_CHOICE_ATTRIBUTE = "data-order";
/** On an element of the dialog: the `OrderChoice` key whose text it shows. */
export const ORDER_TEXT_ATTRIBUTE = "data-order-text";
/** On a link of the dialog: it goes to the chosen template's checkout page. */
export const ORDER_HREF_ATTRIBUTE = "data-order-href";
/**
 * Sent to the order form's island frame: a running form takes the template and cancels the
 * event; where none runs yet, the script fills the page's form and the frame's props itself.
 */
export const ORDER_CHOICE_EVENT = "order-choice";

export type OrderChoice = {
  id: Template["id"];
  name: string;
  title: string;
  category: string;
  price: string;
};
