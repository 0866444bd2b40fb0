import type { ReactNode } from "react";

/** Re-mounted on every navigation: the new page fades in (also on first load). */
export default function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-enter">{children}</div>;
}
