import type { Template } from "~/content/templates";

/**
 * How /products' one order dialog learns its template (ADR 0063): a card's 'Purchase Now' link
 * carries the dialog's texts, which the inline script (native-behaviours.ts) fills in.
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
/** Sent to the order form's island frame: a running form takes the template and cancels it. */
export const ORDER_CHOICE_EVENT = "order-choice";

export type OrderChoice = {
  id: Template["id"];
  name: string;
  title: string;
  category: string;
  price: string;
};
