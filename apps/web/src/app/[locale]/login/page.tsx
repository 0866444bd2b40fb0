import { accountRoute } from "@/platform/account/AccountPage";
import { LoginForm } from "@/platform/account/LoginForm";

const route = accountRoute("login", <LoginForm />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
