import type { ReactNode } from "react";
import { PageTransition } from "@/platform/shell/PageTransition";

/** Re-mounted on every navigation, which is what starts the page transition. */
export default function Template({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
