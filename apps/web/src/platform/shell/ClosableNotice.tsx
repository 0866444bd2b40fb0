"use client";
/**
 * A notice the visitor can close for this page view (docs/site.md §3). Its text comes from a
 * server component as children, so only the closing is client code.
 */
import { useState, type ReactNode } from "react";
import { Notice } from "./Notice";

export function ClosableNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Notice testId={testId} onClose={() => setClosed(true)}>
      {children}
    </Notice>
  );
}
