/**
 * The site's card: a rounded, bordered panel on the card colour. Use `Card` for a block, or
 * `cardClass()` when the card is another component (a link, a form) that takes a class name.
 */
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import clsx from "clsx";

/** `normal` for tools, `roomy` for forms and dialogs, `page` for text pages, `none` for tables. */
export type CardPadding = "normal" | "roomy" | "page" | "none";

const PADDING: Record<CardPadding, string> = {
  normal: "p-4",
  roomy: "p-5",
  page: "px-5 py-6",
  none: "",
};

export function cardClass(
  className?: string,
  { padding = "normal", flat = false }: { padding?: CardPadding; flat?: boolean } = {},
): string {
  return clsx(
    "card rounded-2xl border border-[var(--color-line)] bg-[var(--color-card)]",
    PADDING[padding],
    !flat && "shadow-sm",
    className,
  );
}

type CardProps<T extends ElementType> = {
  as?: T;
  padding?: CardPadding;
  /** Without the shadow (text pages). */
  flat?: boolean;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, "as" | "className" | "children">;

export function Card<T extends ElementType = "section">({
  as,
  padding,
  flat,
  className,
  children,
  ...rest
}: CardProps<T>) {
  const Tag: ElementType = as ?? "section";
  return (
    <Tag className={cardClass(className, { padding, flat })} {...rest}>
      {children}
    </Tag>
  );
}
