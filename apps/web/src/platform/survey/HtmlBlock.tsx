"use client";
/** An HTML text of a survey, sanitised (DOMPurify) before it reaches the page: no scripts, no handlers. */
import { useMemo } from "react";
import DOMPurify from "dompurify";

export function HtmlBlock({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      className="prose-sm grid gap-2 [&_a]:underline"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
