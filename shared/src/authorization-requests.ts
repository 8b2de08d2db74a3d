/**
 * Asking for a higher pre-authorized amount: a technician whose ticket would go over its limit asks from the
 * ticket; staff approve (the approved amount becomes the ticket's override, so the refused save goes through)
 * or decline.
 */
/** Dollars as "$1,250.00". */
const formatMoney = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const authorizationMessages = {
  noteRequired: 'Please say what the extra amount is for.',
  notAboveLimit: (limit: number) =>
    `The pre-authorized amount is already ${formatMoney(limit)}. Ask for an amount above it.`,
  alreadyOpen: (amount: number) =>
    `A request for ${formatMoney(amount)} is already waiting for a decision. You will be told as soon as it is decided.`,
  notFound: 'No authorization request with this id.',
  alreadyDecided: (status: 'approved' | 'declined') => `This request was already ${status}.`,
  amountWithDecline: 'Leave the amount out when declining a request.',
  approvedNotAboveLimit: (limit: number) =>
    `The approved amount must be above the ticket's current pre-authorized amount of ${formatMoney(limit)}.`,
  ticketClosed: 'This ticket is closed, so its pre-authorized amount can no longer change.',
} as const;

/** Why a request for `amount` on a ticket whose limit is `currentLimit` cannot be made; null when it can. */
export function authorizationRequestProblem(input: {
  amount: number;
  note: string;
  currentLimit: number;
  openRequestAmount: number | null;
}): { field?: 'amount' | 'note'; code: 'validation' | 'authorizationPending'; message: string } | null {
  if (input.openRequestAmount !== null) {
    return { code: 'authorizationPending', message: authorizationMessages.alreadyOpen(input.openRequestAmount) };
  }
  if (!input.note.trim()) return { field: 'note', code: 'validation', message: authorizationMessages.noteRequired };
  if (Math.round(input.amount * 100) <= Math.round(input.currentLimit * 100)) {
    return { field: 'amount', code: 'validation', message: authorizationMessages.notAboveLimit(input.currentLimit) };
  }
  return null;
}

/** The limit a decision sets, or why it cannot be made. Approving without an amount approves the amount asked. */
export function authorizationDecision(input: {
  approved: boolean;
  amount?: number | undefined;
  requestedAmount: number;
  currentLimit: number;
}): { ok: true; approvedAmount: number | null } | { ok: false; field: 'amount'; message: string } {
  if (!input.approved) {
    if (input.amount !== undefined)
      return { ok: false, field: 'amount', message: authorizationMessages.amountWithDecline };
    return { ok: true, approvedAmount: null };
  }
  const approvedAmount = input.amount ?? input.requestedAmount;
  if (Math.round(approvedAmount * 100) <= Math.round(input.currentLimit * 100)) {
    return { ok: false, field: 'amount', message: authorizationMessages.approvedNotAboveLimit(input.currentLimit) };
  }
  return { ok: true, approvedAmount };
}
