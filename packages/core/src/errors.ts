/**
 * Named errors of the calculators (docs/calculations.md §3). Every error carries the offending input
 * `field`, so a form can put a translated message next to that field.
 */
export class FoeToolboxError extends Error {
  readonly field: string;
  constructor(field: string, message?: string) {
    super(message ?? `Invalid value for "${field}"`);
    this.field = field;
    // The class name survives minification only through this explicit assignment.
    this.name = "FoeToolboxError";
  }
}

function namedError(name: string) {
  const cls = class extends FoeToolboxError {
    constructor(field: string, message?: string) {
      super(field, message ?? `${name}: ${field}`);
      this.name = name;
    }
  };
  Object.defineProperty(cls, "name", { value: name });
  return cls;
}

export const InvalidNumberError = namedError("InvalidNumberError");
export const NegativeValueError = namedError("NegativeValueError");
export const LevelOutOfRangeError = namedError("LevelOutOfRangeError");
export const InvalidPercentagesError = namedError("InvalidPercentagesError");
export const InvestmentExceedsCostError = namedError("InvestmentExceedsCostError");
export const InvalidModeError = namedError("InvalidModeError");
export const LevelCostNotPositiveError = namedError("LevelCostNotPositiveError");
export const DepositsNotBelowCostError = namedError("DepositsNotBelowCostError");
export const ParticipationNotBelowCostError = namedError("ParticipationNotBelowCostError");
export const ParticipationsExceedDepositsError = namedError("ParticipationsExceedDepositsError");
export const EmptyTemplateError = namedError("EmptyTemplateError");
export const InvalidTemplateError = namedError("InvalidTemplateError");
export const EmptyTemplateNameError = namedError("EmptyTemplateNameError");
export const ReservedTemplateNameError = namedError("ReservedTemplateNameError");
export const AlreadyInvestedExceedsCostError = namedError("AlreadyInvestedExceedsCostError");
export const InvalidStatError = namedError("InvalidStatError");
export const UnknownRewardError = namedError("UnknownRewardError");
export const UnknownGreatBuildingError = namedError("UnknownGreatBuildingError");
export const UnknownAgeError = namedError("UnknownAgeError");
export const UnknownProvinceError = namedError("UnknownProvinceError");
export const UnknownSectorError = namedError("UnknownSectorError");
export const UnknownModeError = namedError("UnknownModeError");
export const NotEnoughCoinsError = namedError("NotEnoughCoinsError");
export const NotEnoughSuppliesError = namedError("NotEnoughSuppliesError");
/** A calculation needs a datum the game data does not have (e.g. an unknown level cost). */
export const UnknownDataError = namedError("UnknownDataError");

/** Every error name a calculator can throw, for forms that map errors to messages. */
export type CalculatorErrorName =
  | "InvalidNumberError"
  | "NegativeValueError"
  | "LevelOutOfRangeError"
  | "InvalidPercentagesError"
  | "InvestmentExceedsCostError"
  | "InvalidModeError"
  | "LevelCostNotPositiveError"
  | "DepositsNotBelowCostError"
  | "ParticipationNotBelowCostError"
  | "ParticipationsExceedDepositsError"
  | "EmptyTemplateError"
  | "InvalidTemplateError"
  | "EmptyTemplateNameError"
  | "ReservedTemplateNameError"
  | "AlreadyInvestedExceedsCostError"
  | "InvalidStatError"
  | "UnknownRewardError"
  | "UnknownGreatBuildingError"
  | "UnknownAgeError"
  | "UnknownProvinceError"
  | "UnknownSectorError"
  | "UnknownModeError"
  | "NotEnoughCoinsError"
  | "NotEnoughSuppliesError"
  | "UnknownDataError";

/** True for an error thrown by a calculator on purpose (as opposed to a bug). */
export function isCalculatorError(error: unknown): error is FoeToolboxError {
  return error instanceof FoeToolboxError;
}
