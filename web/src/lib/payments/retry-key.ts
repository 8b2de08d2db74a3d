/**
 * The `Idempotency-Key` of a call that charges a card: the key of the last attempt again only when the same
 * body is sent after that attempt's answer was lost, so the server charges once; a new key for anything else.
 */
import { useRef } from 'react';

export interface RetryKeys {
  /** The key to send `payload` (the body, as JSON) with. */
  keyFor(payload: string): string;
  /** The server answered: the next attempt is a new one. */
  answered(): void;
  /** The answer was lost on the way: sending the same body again reuses the key. */
  lost(): void;
}

export function retryKeys(newKey: () => string = () => crypto.randomUUID()): RetryKeys {
  let last: { payload: string; key: string; lost: boolean } | null = null;
  return {
    keyFor(payload) {
      const key = last?.lost && last.payload === payload ? last.key : newKey();
      last = { payload, key, lost: false };
      return key;
    },
    answered() {
      last = null;
    },
    lost() {
      if (last) last.lost = true;
    },
  };
}

/** The retry keys of one form, kept across renders. */
export function useRetryKeys(): RetryKeys {
  const keys = useRef<RetryKeys | null>(null);
  keys.current ??= retryKeys();
  return keys.current;
}
