import { accountRoute } from "@/platform/account/AccountPage";
import { RegisterForm } from "@/platform/account/RegisterForm";

const route = accountRoute("register", <RegisterForm />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
