/**
 * Moments of a TanStack form read from its store (`useSelector(form.store, errorsShown)`), for the forms whose
 * errors show after a submit that found problems and hide again once a submit finds none.
 */

interface SubmitState {
  submissionAttempts: number;
  isSubmitting: boolean;
  isSubmitted: boolean;
}

/** The last submit found problems: the fields show theirs until the next submit that finds none. */
export const errorsShown = (state: SubmitState): boolean =>
  state.submissionAttempts > 0 && !state.isSubmitting && !state.isSubmitted;
