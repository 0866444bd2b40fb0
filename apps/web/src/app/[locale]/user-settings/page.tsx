import { Suspense } from "react";
import { accountRoute } from "@/features/account/AccountPage";
import { UserSettings } from "@/features/account/UserSettings";

// Reads the query string (useSearchParams), hence the Suspense boundary of a static page.
const route = accountRoute(
  "user-settings",
  <Suspense fallback={null}>
    <UserSettings />
  </Suspense>,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
