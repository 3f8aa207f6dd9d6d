import { useBusiness } from "~/lib/site-settings";
import { IslandFrame } from "./islands/island-frame";
import { QuickContactWidgetView } from "./quick-contact-widget-view";

/**
 * The floating quick-contact widget in its island frame: on a page hydrated on intent, a first
 * tap in its form loads React and the widget alone (ADR 0058, islands/widget.island.tsx). The
 * business's phone and e-mail come from the router's loader data here, and go to the island as
 * props.
 */
export function QuickContactWidget() {
  const { phone, phoneHref, email, emailHref } = useBusiness();
  const props = { business: { phone, phoneHref, email, emailHref } };
  return (
    <IslandFrame name="widget" props={props}>
      <QuickContactWidgetView {...props} />
    </IslandFrame>
  );
}
