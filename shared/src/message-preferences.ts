/**
 * How a homeowner wants to hear of each kind of message: by e-mail, text or push notice on their devices.
 *
 * - Each kind is sent on some channels only (CHANNELS_OF_KIND): a renewal reminder is only ever mailed, a claim's
 *   other updates only pushed. The choices cover those channels; the newsletter is not one of these kinds (it has
 *   its own subscription).
 * - A user's stored choices hold only what they changed (users.message_preferences); every other channel keeps
 *   its default, which is on: opting in to texts, or allowing notifications on a device, was the person's consent
 *   to the messages sent that way, so nothing they had before stops without their choice.
 * - Fixed rules: a failed payment is always mailed (the coverage is at stake); a text needs the opt-in to texts and
 *   a mobile number; a push notice needs a device that allowed notifications. A choice stays stored while its
 *   channel is not reachable and applies again once it is.
 */
import type { HomeownerNoticeKind } from './push-notices.ts';
import type { SmsTextKind } from './sms-texts.ts';

export const MESSAGE_KINDS = [
  'visitScheduled',
  'technicianVisit',
  'claimDecision',
  'claimUpdates',
  'paymentFailed',
  'renewalReminders',
  'receipts',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'text', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The channels each kind of message goes out on at all. */
export const CHANNELS_OF_KIND: Readonly<Record<MessageKind, readonly MessageChannel[]>> = {
  visitScheduled: ['text', 'push'],
  technicianVisit: ['email', 'text', 'push'],
  claimDecision: ['text', 'push'],
  claimUpdates: ['push'],
  paymentFailed: ['email', 'text'],
  renewalReminders: ['email'],
  receipts: ['email'],
};

/** Channels a kind always goes out on, whatever the person chose. */
export const ALWAYS_SENT: Readonly<Partial<Record<MessageKind, readonly MessageChannel[]>>> = {
  paymentFailed: ['email'],
};

/** The kind of message each text is. */
export const MESSAGE_KIND_OF_TEXT: Readonly<Record<SmsTextKind, MessageKind>> = {
  visitBooked: 'visitScheduled',
  visitMoved: 'visitScheduled',
  technicianOnTheWay: 'technicianVisit',
  claimDecision: 'claimDecision',
  cashOffer: 'claimDecision',
  paymentFailed: 'paymentFailed',
};

/** The kind of message each push notice to a homeowner is. */
export const MESSAGE_KIND_OF_NOTICE: Readonly<Record<HomeownerNoticeKind, MessageKind>> = {
  visitScheduled: 'visitScheduled',
  technicianOnTheWay: 'technicianVisit',
  technicianArrived: 'technicianVisit',
  visitComplete: 'technicianVisit',
  cashInLieuOffered: 'claimDecision',
  claimStatusChanged: 'claimUpdates',
};

/** What a user changed from the defaults, kind by kind (only the channels they set). */
export type MessagePreferences = Partial<Record<MessageKind, Partial<Record<MessageChannel, boolean>>>>;

/** Whether the person can be reached by text (opted in, with a mobile number) and by push (a device allowed it). */
export interface MessageReach {
  texts: boolean;
  push: boolean;
}

/** Why a channel's switch cannot be changed now. */
export type FixedReason = 'alwaysSent' | 'textsOff' | 'noDevice';

export interface ChannelChoice {
  channel: MessageChannel;
  /** What the person chose (the default when they did not). */
  chosen: boolean;
  /** Whether this kind goes out on this channel now. */
  sent: boolean;
  /** Set when the switch cannot be changed now, and why. */
  fixed?: FixedReason;
}

export interface KindChoices {
  kind: MessageKind;
  channels: ChannelChoice[];
}

export function isMessageKind(value: string): value is MessageKind {
  return (MESSAGE_KINDS as readonly string[]).includes(value);
}

export function isMessageChannel(value: string): value is MessageChannel {
  return (MESSAGE_CHANNELS as readonly string[]).includes(value);
}

export function isAlwaysSent(kind: MessageKind, channel: MessageChannel): boolean {
  return ALWAYS_SENT[kind]?.includes(channel) ?? false;
}

/**
 * Whether the person wants this kind on this channel: always for a fixed one, never for a channel the kind does
 * not use, else their choice or the default (on). Whether the channel reaches them is the sender's own check.
 */
export function wantsMessage(
  preferences: MessagePreferences | null | undefined,
  kind: MessageKind,
  channel: MessageChannel,
): boolean {
  if (!CHANNELS_OF_KIND[kind].includes(channel)) return false;
  if (isAlwaysSent(kind, channel)) return true;
  return preferences?.[kind]?.[channel] ?? true;
}

/** Every kind with its channels: what the person chose, what goes out now, and what cannot be changed and why. */
export function messageChoices(preferences: MessagePreferences | null | undefined, reach: MessageReach): KindChoices[] {
  return MESSAGE_KINDS.map((kind) => ({
    kind,
    channels: CHANNELS_OF_KIND[kind].map((channel): ChannelChoice => {
      const chosen = wantsMessage(preferences, kind, channel);
      const fixed: FixedReason | undefined = isAlwaysSent(kind, channel)
        ? 'alwaysSent'
        : channel === 'text' && !reach.texts
          ? 'textsOff'
          : channel === 'push' && !reach.push
            ? 'noDevice'
            : undefined;
      const reachable = channel === 'email' || (channel === 'text' ? reach.texts : reach.push);
      return { channel, chosen, sent: chosen && reachable, ...(fixed ? { fixed } : {}) };
    }),
  }));
}

export interface MessageChoiceChange {
  kind: string;
  channel: string;
  on: boolean;
}

export interface MessageChoiceProblem {
  field: string;
  message: string;
}

export const messagePreferenceMessages = {
  noChanges: 'Send at least one choice to change.',
  unknownKind: (kind: string) => `“${kind}” is not a kind of message. The kinds are: ${MESSAGE_KINDS.join(', ')}.`,
  unknownChannel: (channel: string) =>
    `“${channel}” is not a channel. The channels are: ${MESSAGE_CHANNELS.join(', ')}.`,
  notSentOn: (kind: string, channel: string) =>
    `${kind} messages are not sent by ${channel}; they go by ${CHANNELS_OF_KIND[kind as MessageKind].join(', ')}.`,
  alwaysSent: (kind: string, channel: string) =>
    `${kind} messages are always sent by ${channel}: it cannot be turned off.`,
  twice: (kind: string, channel: string) => `${kind} by ${channel} is listed twice.`,
} as const;

/**
 * Applies changes to the stored choices: every change must name a kind, a channel the kind uses, and not turn off
 * one that is always sent; any problem refuses the whole set. A change that brings a channel back to its default
 * is stored all the same (the person's explicit choice).
 */
export function applyMessageChoices(
  preferences: MessagePreferences | null | undefined,
  changes: readonly MessageChoiceChange[],
): { ok: true; value: MessagePreferences } | { ok: false; problems: MessageChoiceProblem[] } {
  const problems: MessageChoiceProblem[] = [];
  if (changes.length === 0) problems.push({ field: 'choices', message: messagePreferenceMessages.noChanges });
  const seen = new Set<string>();
  const value: MessagePreferences = {};
  for (const kind of MESSAGE_KINDS) {
    const stored = preferences?.[kind];
    if (stored) value[kind] = { ...stored };
  }
  changes.forEach((change, index) => {
    const at = `choices[${index}]`;
    if (!isMessageKind(change.kind)) {
      problems.push({ field: `${at}.kind`, message: messagePreferenceMessages.unknownKind(change.kind) });
      return;
    }
    if (!isMessageChannel(change.channel)) {
      problems.push({ field: `${at}.channel`, message: messagePreferenceMessages.unknownChannel(change.channel) });
      return;
    }
    const { kind, channel } = change;
    if (!CHANNELS_OF_KIND[kind].includes(channel)) {
      problems.push({ field: `${at}.channel`, message: messagePreferenceMessages.notSentOn(kind, channel) });
      return;
    }
    if (isAlwaysSent(kind, channel)) {
      if (!change.on)
        problems.push({ field: `${at}.on`, message: messagePreferenceMessages.alwaysSent(kind, channel) });
      return;
    }
    const key = `${kind}:${channel}`;
    if (seen.has(key)) {
      problems.push({ field: at, message: messagePreferenceMessages.twice(kind, channel) });
      return;
    }
    seen.add(key);
    value[kind] = { ...value[kind], [channel]: change.on };
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}
