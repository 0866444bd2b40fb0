/**
 * The public contact address (NEXT_PUBLIC_CONTACT_EMAIL), shown on the contact page; null when it
 * is unset or is not an e-mail address (no broken mailto link).
 */
export function contactEmail(value: string | undefined = process.env.NEXT_PUBLIC_CONTACT_EMAIL): string | null {
  const text = value?.trim();
  return text && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text : null;
}
