import { Suspense } from "react";
import { accountRoute } from "@/platform/account/AccountPage";
import { ResetPasswordForm } from "@/platform/account/ResetPasswordForm";

// Reads the query string (useSearchParams), hence the Suspense boundary of a static page.
const route = accountRoute(
  "reset-password",
  <Suspense fallback={null}>
    <ResetPasswordForm />
  </Suspense>,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
