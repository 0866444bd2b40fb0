/**
 * Runs a field's rules (docs/site.md §19 defaults): bails at the first failing rule, and skips every
 * rule of an empty field unless the field is required (skip-if-empty). The result names the failing
 * rule and the parameters its message needs.
 */
import {
  RULES,
  isEmpty,
  requiredIfApplies,
  type RuleContext,
  type RuleName,
  type RuleParams,
  type RuleSet,
} from "./rules";

export type MessageValues = Record<string, string | number>;

export interface RuleFailure {
  rule: RuleName;
  /** Values for the rule's translated message (besides the field's name). */
  values: MessageValues;
}

export type FieldResult = { valid: true } | { valid: false; failure: RuleFailure };

/** What a rule's message may show of its parameters. */
export function messageValues<K extends RuleName>(rule: K, params: RuleParams[K]): MessageValues {
  switch (rule) {
    case "between": {
      const { min, max } = params as RuleParams["between"];
      return { min, max };
    }
    case "confirmed":
      return { target: params as string };
    case "digits":
    case "length":
    case "max":
    case "min":
      return { length: params as number };
    case "max_value":
      return { max: params as number };
    case "min_value":
      return { min: params as number };
    case "size":
      return { size: params as number };
    case "dimensions": {
      const { width, height } = params as RuleParams["dimensions"];
      return { width, height };
    }
    case "ext":
    case "mimes":
    case "one_of":
      return { values: (params as readonly unknown[]).map(String).join(", ") };
    case "decimal": {
      const { decimals } = params as RuleParams["decimal"];
      return { decimals: decimals ?? -1 };
    }
    default:
      return {};
  }
}

const REQUIRED = new Set<RuleName>(["required", "required_if"]);

function demandsValue(rules: RuleSet, context: RuleContext): boolean {
  if (rules.required !== undefined && rules.required !== false) return true;
  return (
    rules.required_if !== undefined &&
    requiredIfApplies(context.values[rules.required_if.target], rules.required_if.values)
  );
}

export async function validateField(
  value: unknown,
  rules: RuleSet,
  context: RuleContext,
): Promise<FieldResult> {
  if (isEmpty(value) && !demandsValue(rules, context)) return { valid: true };
  // A missing value is reported as such before any other rule.
  const entries = (Object.entries(rules) as [RuleName, RuleParams[RuleName]][]).sort(
    ([a], [b]) => Number(!REQUIRED.has(a)) - Number(!REQUIRED.has(b)),
  );
  for (const [rule, params] of entries) {
    if (params === undefined) continue;
    const check = RULES[rule] as (
      v: unknown,
      p: unknown,
      c: RuleContext,
    ) => boolean | Promise<boolean>;
    let passed: boolean;
    try {
      passed = await check(value, params, context);
    } catch {
      passed = false;
    }
    if (!passed) return { valid: false, failure: { rule, values: messageValues(rule, params) } };
  }
  return { valid: true };
}
