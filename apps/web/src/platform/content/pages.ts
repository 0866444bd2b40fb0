/**
 * The structure of the about page and the legal pages (prose.ts); their words are in the
 * `about`, `terms`, `privacyPolicy` and `cookiePolicy` namespaces.
 */
import type { ProsePage } from "./prose";

/** Dates the legal texts last changed: update them with every change of meaning. */
export const LAST_UPDATED = {
  terms: "2026-11-25",
  privacyPolicy: "2026-11-25",
  cookiePolicy: "2026-11-26",
} as const;

export const ABOUT_PAGE: ProsePage = {
  namespace: "about",
  sections: [
    { id: "intro", heading: false, blocks: ["p1"] },
    { id: "fanSite", blocks: ["p1"] },
    { id: "tools", blocks: ["p1", { slot: "toolList" }, "p2"] },
    { id: "openSource", blocks: ["p1", "p2"] },
    { id: "operator", blocks: ["p1", { slot: "contact" }] },
    { id: "data", blocks: ["p1", "p2", "p3"] },
    { id: "cookies", blocks: ["p1", { slot: "cookieTable" }, "p2"] },
    { id: "development", blocks: ["p1", "p2", "p3"] },
  ],
};

export const TERMS_PAGE: ProsePage = {
  namespace: "terms",
  sections: [
    { id: "intro", heading: false, blocks: ["p1"] },
    { id: "provider", blocks: ["p1"] },
    { id: "fanSite", blocks: ["p1", "p2"] },
    { id: "results", blocks: ["p1", "p2", "p3"] },
    {
      id: "accounts",
      blocks: ["p1", { list: ["email", "username", "password", "personal"] }, "p2"],
    },
    {
      id: "acceptableUse",
      blocks: ["p1", { list: ["attacks", "protections", "abuse", "official"] }, "p2"],
    },
    { id: "licence", blocks: ["p1"] },
    { id: "availability", blocks: ["p1"] },
    { id: "liability", blocks: ["p1"] },
    { id: "changes", blocks: ["p1"] },
    { id: "contact", blocks: ["p1", { slot: "contact" }] },
  ],
};

export const PRIVACY_PAGE: ProsePage = {
  namespace: "privacyPolicy",
  sections: [
    { id: "intro", heading: false, blocks: ["p1"] },
    { id: "controller", blocks: ["p1", { slot: "contact" }] },
    { id: "browser", blocks: ["p1", "p2"] },
    { id: "visit", blocks: ["p1", "p2"] },
    {
      id: "account",
      blocks: ["p1", { list: ["identity", "password", "synced", "technical"] }, "p2", "p3"],
    },
    { id: "forms", blocks: ["p1", "p2", "p3"] },
    { id: "errorReporting", blocks: ["p1", "p2", "status"] },
    { id: "botCheck", blocks: ["p1", "p2", "status"] },
    { id: "donations", blocks: ["p1"], when: "donate" },
    { id: "recipients", blocks: ["p1"] },
    { id: "retention", blocks: [{ list: ["browser", "account", "forms", "errors"] }] },
    {
      id: "rights",
      blocks: [
        "p1",
        {
          list: [
            "access",
            "rectification",
            "erasure",
            "restriction",
            "portability",
            "objection",
            "withdraw",
            "complaint",
          ],
        },
        "p2",
      ],
    },
    { id: "changes", blocks: ["p1"] },
    { id: "contact", blocks: ["p1", { slot: "contact" }] },
  ],
};

export const COOKIE_PAGE: ProsePage = {
  namespace: "cookiePolicy",
  sections: [
    { id: "intro", heading: false, blocks: ["p1"] },
    { id: "what", blocks: ["p1"] },
    { id: "cookies", blocks: ["p1", { slot: "cookieTable" }] },
    { id: "storage", blocks: ["p1", { slot: "storageTable" }, "p2"] },
    { id: "thirdParty", blocks: ["p1", { list: ["errorReporting", "botCheck"] }, "p2"] },
    { id: "consent", blocks: ["p1", "p2"] },
    { id: "delete", blocks: ["p1"] },
    { id: "changes", blocks: ["p1"] },
    { id: "contact", blocks: ["p1", { slot: "contact" }] },
  ],
  // Purposes of the stored items, shown in the tables (also on the about page), and the footer's
  // note on the storage the site needs.
  otherKeys: ["purposes", "footer"],
};
