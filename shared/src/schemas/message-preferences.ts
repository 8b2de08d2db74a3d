/** The homeowner's choice of channels per kind of message: /account/messagePreferences. */
import { type Static, Type } from 'typebox';
import { MESSAGE_CHANNELS, MESSAGE_KINDS } from '../message-preferences.ts';

export const MessageChannelChoice = Type.Object({
  channel: Type.Enum(MESSAGE_CHANNELS, { type: 'string' }),
  chosen: Type.Boolean({ description: 'What the person chose (on unless they turned it off).' }),
  sent: Type.Boolean({ description: 'Whether this kind goes out on this channel now.' }),
  fixed: Type.Optional(
    Type.Enum(['alwaysSent', 'textsOff', 'noDevice'], {
      type: 'string',
      description:
        'Set when the switch cannot be changed now: `alwaysSent` (always goes out), `textsOff` (not opted in to ' +
        'texts, or no mobile number), `noDevice` (no device allowed notifications).',
    }),
  ),
});

export const MessagePreferencesResponse = Type.Object({
  texts: Type.Boolean({ description: 'Whether the person can be texted: opted in, with a mobile number.' }),
  push: Type.Boolean({ description: 'Whether a device of theirs allowed notifications.' }),
  kinds: Type.Array(
    Type.Object({
      kind: Type.Enum(MESSAGE_KINDS, { type: 'string' }),
      channels: Type.Array(MessageChannelChoice, { description: 'Only the channels the kind goes out on.' }),
    }),
  ),
});
export type MessagePreferencesResponse = Static<typeof MessagePreferencesResponse>;

export const SaveMessagePreferencesBody = Type.Object({
  choices: Type.Array(
    Type.Object({
      kind: Type.String({ maxLength: 40, description: `One of ${MESSAGE_KINDS.join(', ')}.` }),
      channel: Type.String({ maxLength: 40, description: `One of ${MESSAGE_CHANNELS.join(', ')}.` }),
      on: Type.Boolean(),
    }),
    { maxItems: 30 },
  ),
});
export type SaveMessagePreferencesBody = Static<typeof SaveMessagePreferencesBody>;
