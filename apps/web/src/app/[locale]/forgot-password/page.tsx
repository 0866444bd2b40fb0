import { accountRoute } from "@/platform/account/AccountPage";
import { ForgotPasswordForm } from "@/platform/account/ForgotPasswordForm";

const route = accountRoute("forgot-password", <ForgotPasswordForm />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
