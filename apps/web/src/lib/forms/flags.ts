/**
 * The generic field flags of docs/site.md §19. Their meaning:
 * - touched / untouched: the field has (not) lost focus once;
 * - dirty / pristine: the user has (not) typed in or changed the field;
 * - changed: its value differs from the initial one;
 * - validated: it was validated once (on input, blur or submit: the mode is aggressive);
 * - pending: a validation is running (e.g. an image being measured);
 * - valid / invalid: the last validation found no error / an error;
 * - passed / failed: validated and valid / validated and invalid.
 */
export interface FieldFlags {
  untouched: boolean;
  touched: boolean;
  dirty: boolean;
  pristine: boolean;
  valid: boolean;
  invalid: boolean;
  validated: boolean;
  pending: boolean;
  changed: boolean;
  passed: boolean;
  failed: boolean;
}

export interface FieldState {
  touched: boolean;
  /** The user typed in or changed the field. */
  manipulated: boolean;
  changed: boolean;
  pending: boolean;
  hasError: boolean;
  /** The form was submitted (which validates every field). */
  submitted: boolean;
}

export function fieldFlags(state: FieldState): FieldFlags {
  const validated = state.manipulated || state.touched || state.submitted;
  const invalid = !state.pending && state.hasError;
  const valid = !state.pending && !state.hasError;
  return {
    untouched: !state.touched,
    touched: state.touched,
    dirty: state.manipulated,
    pristine: !state.manipulated,
    valid,
    invalid,
    validated,
    pending: state.pending,
    changed: state.changed,
    passed: validated && valid,
    failed: validated && invalid,
  };
}
