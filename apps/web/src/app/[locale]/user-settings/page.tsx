import { Suspense } from "react";
import { accountRoute } from "@/platform/account/AccountPage";
import { UserSettings } from "@/platform/account/UserSettings";

// Reads the query string (useSearchParams), hence the Suspense boundary of a static page.
const route = accountRoute(
  "user-settings",
  <Suspense fallback={null}>
    <UserSettings />
  </Suspense>,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
