/**
 * The password rule of register, reset and change password (users-permissions' validatePassword
 * hook): at least PASSWORD_MIN_LENGTH characters and not one of the ~50,000 most common passwords
 * of the @zxcvbn-ts/language-common list (compared without case). The site's forms check the
 * length too and show these two refusals as their own translated texts.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = "This password is too common; choose another one";

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary["passwords-common"] as string[])
      .filter((word) => word.length >= PASSWORD_MIN_LENGTH)
      .map((word) => word.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Throws with the reason when the password breaks the rule (the hook's contract). */
export function validatePassword(password: unknown): boolean {
  if (typeof password !== "string" || [...password].length < PASSWORD_MIN_LENGTH)
    throw new Error(PASSWORD_TOO_SHORT);
  if (isCommonPassword(password)) throw new Error(PASSWORD_TOO_COMMON);
  return true;
}
