/**
 * The visitor's state, as far as the site knows it (the visitor's choice, by default TX;
 * the sales representatives default to it). A state chosen on a plan comparison or the
 * representatives, or read from a quote's zip, is kept for the session in session storage.
 */
import { isMarketState, type MarketStateCode } from '@hw/shared';
import { useSyncExternalStore } from 'react';

export const DEFAULT_STATE: MarketStateCode = 'TX';
export const VISITOR_STATE_KEY = 'visitorState';

const listeners = new Set<() => void>();

function read(): MarketStateCode | null {
  try {
    const value = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(VISITOR_STATE_KEY);
    return value && isMarketState(value) ? value : null;
  } catch {
    return null;
  }
}

let current: MarketStateCode | null = read();

export const getVisitorState = (): MarketStateCode | null => current;

/** Keeps a market state; any other state is not one the site can show plans or representatives for. */
export function setVisitorState(stateCode: string): void {
  const code = stateCode.toUpperCase();
  if (!isMarketState(code) || code === current) return;
  current = code;
  try {
    sessionStorage.setItem(VISITOR_STATE_KEY, code);
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's state, or null when the site does not know it yet. */
export const useVisitorState = (): MarketStateCode | null =>
  useSyncExternalStore(subscribe, getVisitorState, () => null);

/** Tests only: forgets the state. */
export function resetVisitorStateForTests(): void {
  current = null;
  try {
    sessionStorage.removeItem(VISITOR_STATE_KEY);
  } catch {
    // Nothing kept.
  }
}
