import { RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context";

/** The context a page action gets from the server for a client at `clientIp`. */
export function clientContext(clientIp: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, { cspNonce: "test-nonce", requestId: "test", clientIp });
  return context;
}
