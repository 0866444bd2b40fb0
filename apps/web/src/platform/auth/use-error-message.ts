"use client";
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { toApiError } from "./model";
import { describeApiError } from "./error-message";

/** Turns any failure of a backend call into the translated text shown to the user. */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations("account.errors");
  return useCallback(
    (error: unknown) => {
      const { key, values } = describeApiError(toApiError(error));
      return t(key, values);
    },
    [t],
  );
}
