import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; empty in the browser, where React ignores it after hydration. */
export function useNonce() {
  return useContext(NonceContext) ?? "";
}
