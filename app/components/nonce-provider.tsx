import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Carries the request's CSP nonce from the server entry to the document's inline scripts. */
export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
