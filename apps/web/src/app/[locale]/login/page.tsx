import { accountRoute } from "@/features/account/AccountPage";
import { LoginForm } from "@/features/account/LoginForm";

const route = accountRoute("login", <LoginForm />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
