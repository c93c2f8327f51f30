import { createContext, useContext } from "react";

/** The per-request CSP nonce, for inline scripts rendered on the server. Empty in the browser. */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
