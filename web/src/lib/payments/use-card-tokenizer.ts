/**
 * A card form's tokeniser: the card as typed is handed to the gateway once, and the same profile is used
 * again while the card stays as typed (a retry after a lost answer or a price change). Forgotten when the
 * card is declined or refused, and after a payment went through. Lives in the component only.
 */
import { useRef } from 'react';
import { typedCard } from './card-input.ts';
import { type CardProfile, type TokenizeCardInput, tokenizeCard } from './tokenize-card.ts';

export function useCardTokenizer() {
  const last = useRef<{ typed: string; profile: CardProfile } | null>(null);
  const tokenize = useRef(async (input: TokenizeCardInput): Promise<CardProfile> => {
    const typed = `${typedCard(input.card)}|${input.email.trim()}|${input.billingZip ?? ''}`;
    if (last.current?.typed === typed) return last.current.profile;
    const profile = await tokenizeCard(input);
    last.current = { typed, profile };
    return profile;
  });
  const forget = useRef(() => {
    last.current = null;
  });
  return { tokenize: tokenize.current, forget: forget.current };
}
