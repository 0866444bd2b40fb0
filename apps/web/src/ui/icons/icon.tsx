/**
 * The site's icons are drawn by this one small function rather than through an icon library's
 * runtime, which would otherwise be part of every page's first load. One module per icon (or per
 * set always shown together, shell.tsx), so that a page loads only the shapes it draws. The shapes
 * are lucide's (ISC licence), with the same attributes and classes. Decorative only: always
 * `aria-hidden`.
 */
import { createElement, type SVGProps } from "react";

type IconNode = readonly (readonly [
  "path" | "circle" | "rect" | "line" | "polyline",
  Record<string, string>,
])[];

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

export function icon(name: string, node: IconNode) {
  function Icon({ className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...rest}
      >
        {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
      </svg>
    );
  }
  return Icon;
}
