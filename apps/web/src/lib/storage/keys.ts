/**
 * localStorage keys of stores that are also read outside their store modules: the inline script
 * that runs before the first paint (consent-pending-script.ts) is built on the server, which must
 * not import the client-side stores themselves.
 */
export const GLOBAL_STORE_KEY = "foe-toolbox:global";
export const CONSENT_STORE_KEY = "foe-toolbox:consent";
/** sessionStorage: the open surveys' keys, asked of the backend once per browser session. */
export const OPEN_SURVEYS_CACHE_KEY = "foe-toolbox:open-surveys";
