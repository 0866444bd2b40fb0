"use client";
/**
 * A form validated by the rule set (docs/site.md §19) on top of react-hook-form: aggressive mode
 * (validate on input and on blur), bails, skip-if-empty, error state debounced by 16 ms, the field
 * flags of §4 and translated messages. Fields named by `confirmed` / `required_if` are validated
 * again when their target changes, once the user has been in them.
 */
import { useCallback, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { describedBy } from "@/ui/Field";
import { fieldFlags, type FieldFlags } from "./flags";
import type { RuleFailure } from "./validate";
import { validateField } from "./validate";
import type { RuleSet } from "./rules";

export const VALIDATION_DEBOUNCE_MS = 16;

export type FormRules<T> = { [K in keyof T]?: RuleSet };

export interface RuleFormOptions<T extends FieldValues> {
  defaultValues: T;
  rules: FormRules<T>;
  /** The translated name of each field, shown in its messages. */
  labels: { [K in keyof T]: string };
  /** Prefix of the inputs' ids (several forms on one page). */
  idPrefix: string;
}

export interface FieldProps {
  id: string;
  name: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

/** The fields whose rules read another field's value, by that other field. */
export function dependants<T>(rules: FormRules<T>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [name, set] of Object.entries(rules) as [string, RuleSet | undefined][]) {
    for (const target of [set?.confirmed, set?.required_if?.target]) {
      if (target) map.set(target, [...(map.get(target) ?? []), name]);
    }
  }
  return map;
}

export function useRuleForm<T extends FieldValues>({
  defaultValues,
  rules,
  labels,
  idPrefix,
}: RuleFormOptions<T>) {
  const t = useTranslations("forms");
  const [manipulated, setManipulated] = useState<ReadonlySet<string>>(new Set());

  const message = useCallback(
    (name: string, failure: RuleFailure): string => {
      const names = labels as Record<string, string>;
      const values: Record<string, string | number> = {
        ...failure.values,
        field: names[name] ?? name,
      };
      if (failure.rule === "confirmed")
        values.target = names[String(failure.values.target)] ?? String(failure.values.target);
      if (failure.rule === "custom") return t("rules.default", values);
      if (failure.rule === "decimal" && failure.values.decimals === -1)
        return t("rules.decimalAny", values);
      return t(`rules.${failure.rule}`, values);
    },
    [t, labels],
  );

  // react-hook-form reads its options on every render, so this always sees the current rules.
  const resolver = useCallback<Resolver<T>>(
    async (values) => {
      const errors: Record<string, { type: string; message: string }> = {};
      for (const [name, set] of Object.entries(rules) as [string, RuleSet | undefined][]) {
        if (!set) continue;
        const result = await validateField(values[name], set, { values });
        if (!result.valid)
          errors[name] = { type: result.failure.rule, message: message(name, result.failure) };
      }
      return Object.keys(errors).length > 0
        ? { values: {}, errors: errors as unknown as FieldErrors<T> }
        : { values, errors: {} };
    },
    [message, rules],
  );

  const form: UseFormReturn<T> = useForm<T>({
    defaultValues: defaultValues as never,
    mode: "all",
    reValidateMode: "onChange",
    criteriaMode: "firstError",
    delayError: VALIDATION_DEBOUNCE_MS,
    resolver,
  });
  const deps = useMemo(() => dependants(rules), [rules]);
  const { formState } = form;

  const field = useCallback(
    (
      name: Path<T>,
      { hint = false }: { hint?: boolean } = {},
    ): FieldProps & ReturnType<UseFormReturn<T>["register"]> => {
      const id = `${idPrefix}-${name}`;
      const error = form.getFieldState(name, formState).error;
      const registered = form.register(name, {
        onChange: () => {
          setManipulated((set) => (set.has(name) ? set : new Set(set).add(name)));
          const others = (deps.get(name) ?? []).filter((other) => {
            const state = form.getFieldState(other as Path<T>);
            return state.isTouched || state.isDirty;
          });
          if (others.length > 0) void form.trigger(others as Path<T>[]);
        },
      });
      return {
        ...registered,
        id,
        "aria-invalid": !!error,
        "aria-describedby": describedBy(id, { hint, error }),
      };
    },
    [form, formState, deps, idPrefix],
  );

  const flags = useCallback(
    (name: Path<T>): FieldFlags => {
      const state = form.getFieldState(name, formState);
      return fieldFlags({
        touched: state.isTouched,
        manipulated: manipulated.has(name),
        changed: state.isDirty,
        pending: !!(
          formState.validatingFields as Record<string, boolean | undefined> | undefined
        )?.[name],
        hasError: !!state.error,
        submitted: formState.isSubmitted,
      });
    },
    [form, formState, manipulated],
  );

  const errorOf = (name: Path<T>): string | null =>
    form.getFieldState(name, formState).error?.message ?? null;

  return { form, field, flags, errorOf, id: (name: Path<T>) => `${idPrefix}-${name}` };
}
