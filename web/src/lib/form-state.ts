/**
 * TanStack form helpers: the props of an input bound to a field, and moments read from a form's store
 * (`useSelector(form.store, errorsShown)`) for the forms whose errors show after a submit that found problems and
 * hide again once a submit finds none.
 */

interface SubmitState {
  submissionAttempts: number;
  isSubmitting: boolean;
  isSubmitted: boolean;
}

/** The last submit found problems: the fields show theirs until the next submit that finds none. */
export const errorsShown = (state: SubmitState): boolean =>
  state.submissionAttempts > 0 && !state.isSubmitting && !state.isSubmitted;

interface TextFieldApi {
  state: { value: string };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

/** What a text input, text area or select bound to a TanStack form field reads: its value, changes and blur. */
export const boundInput = (field: TextFieldApi) => ({
  value: field.state.value,
  onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
  onBlur: field.handleBlur,
});
