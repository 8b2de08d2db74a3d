/**
 * The status page's own words. The outcome messages come from the
 * shared catalogue (`messages.statusUpdate`); these only guide the visitor through the form.
 */
export const workOrderWords = {
  intro: 'Choose the day of the visit and its time window, then submit. The work order is then marked as scheduled.',
  dateHint: 'From today up to six months ahead.',
  chooseAll: 'Choose a date, a start window and an end window to submit.',
  ready: 'Ready to submit.',
  offline: 'You are offline. Submitting needs a connection.',
  cancelIntro: 'Is the visit no longer needed? Ask us to cancel this work order.',
  cancelPrompt: (workOrderId: string) => `Tell us why work order ${workOrderId} should be cancelled.`,
  reasonRequired: 'Enter a reason to submit.',
  help: 'Need help?',
  loading: 'Loading the work order…',
  loadFailed: 'We could not load this work order. Please check your connection and try again.',
} as const;
