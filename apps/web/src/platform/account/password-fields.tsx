"use client";
/** The "new password" and "repeat it" fields shared by register, reset and change password. */
import { useTranslations } from "next-intl";
import type { FieldValues, Path } from "react-hook-form";
import { TextField } from "@/lib/forms/FormFields";
import type { RuleSet } from "@/lib/forms/rules";
import type { FieldProps } from "@/lib/forms/use-rule-form";

export const PASSWORD_MIN_LENGTH = 8;

export const NEW_PASSWORD_RULES = {
  password: { required: true, min: PASSWORD_MIN_LENGTH, max: 72 },
  passwordConfirmation: { required: true, confirmed: "password" },
} satisfies Record<string, RuleSet>;

export function NewPasswordFields<
  T extends FieldValues & { password: string; passwordConfirmation: string },
>({
  field,
  errorOf,
  label,
}: {
  field: (name: Path<T>, options?: { hint?: boolean }) => FieldProps;
  errorOf: (name: Path<T>) => string | null;
  label: string;
}) {
  const t = useTranslations("account");
  return (
    <>
      <TextField
        label={label}
        type="password"
        input={field("password" as Path<T>, { hint: true })}
        hint={t("register.passwordHint", { count: PASSWORD_MIN_LENGTH })}
        error={errorOf("password" as Path<T>)}
        autoComplete="new-password"
      />
      <TextField
        label={t("fields.passwordConfirmation")}
        type="password"
        input={field("passwordConfirmation" as Path<T>)}
        error={errorOf("passwordConfirmation" as Path<T>)}
        autoComplete="new-password"
      />
    </>
  );
}
