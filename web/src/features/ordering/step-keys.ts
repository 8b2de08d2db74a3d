/** The order form's steps, in order; `?step=` names one (routes/order.tsx). */
export const STEP_KEYS = ['property', 'plan', 'options', 'contacts', 'partners', 'payment', 'review'] as const;
export type StepKey = (typeof STEP_KEYS)[number];
