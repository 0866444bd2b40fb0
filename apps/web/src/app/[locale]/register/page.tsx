import { accountRoute } from "@/features/account/AccountPage";
import { RegisterForm } from "@/features/account/RegisterForm";

const route = accountRoute("register", <RegisterForm />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
