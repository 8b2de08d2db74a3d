/** The words of each kind of message, channel and fixed switch, in the page's language. */
import type { FixedReason, MessageChannel, MessageKind } from '@hw/shared';
import { m } from '@hw/shared/i18n';

export const KIND_NAMES: Record<MessageKind, () => string> = {
  visitScheduled: m.notices_kind_visit_scheduled,
  technicianVisit: m.notices_kind_technician_visit,
  claimDecision: m.notices_kind_claim_decision,
  claimUpdates: m.notices_kind_claim_updates,
  paymentFailed: m.notices_kind_payment_failed,
  renewalReminders: m.notices_kind_renewal_reminders,
  receipts: m.notices_kind_receipts,
};

export const CHANNEL_NAMES: Record<MessageChannel, () => string> = {
  email: m.notices_channel_email,
  text: m.notices_channel_text,
  push: m.notices_channel_push,
};

export const FIXED_REASONS: Record<FixedReason, () => string> = {
  alwaysSent: m.notices_always_sent,
  textsOff: m.notices_texts_off,
  noDevice: m.notices_no_device,
};
