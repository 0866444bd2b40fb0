import { accountRoute } from "@/features/account/AccountPage";
import { ForgotPasswordForm } from "@/features/account/ForgotPasswordForm";

const route = accountRoute("forgot-password", <ForgotPasswordForm />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
