/**
 * How far from today each kind of date the API takes may be, and what the caller is told otherwise. A date
 * field of a route names its window in its schema (DayIn and DateTimeIn, shared/src/schemas/common.ts), and
 * the API's validator checks it against the server's calendar.
 */

import { m } from './i18n/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Offset {
  years?: number;
  months?: number;
  days?: number;
}

export interface DateWindow {
  /** The first day, from today. */
  from: Offset;
  /** The last day, from today. */
  to: Offset;
  /** What the caller is told, in the reader's language. */
  readonly message: string;
}

export const DATE_WINDOWS = {
  /** The closing of a home sale, estimated or done. */
  closing: {
    from: { years: -2 },
    to: { years: 2 },
    get message() {
      return m.common_date_window_closing();
    },
  },
  /** The day the owner asks to be called to be welcomed. */
  welcomeCall: {
    from: {},
    to: { months: 6 },
    get message() {
      return m.common_date_window_welcome_call();
    },
  },
  /** A repair visit booked in a window. */
  visit: {
    from: {},
    to: { months: 6 },
    get message() {
      return m.common_date_window_visit();
    },
  },
  /** The day a cheque reached the office. */
  chequeReceived: {
    from: { years: -2 },
    to: {},
    get message() {
      return m.common_date_window_cheque_received();
    },
  },
  /** A day a contractor takes no visits. */
  blockedDay: {
    from: { years: -2 },
    to: { years: 2 },
    get message() {
      return m.common_date_window_blocked_day();
    },
  },
  /** Where a page of the staff audit log starts (`before`). */
  auditPage: {
    from: { years: -20 },
    to: {},
    get message() {
      return m.common_date_window_audit_page();
    },
  },
} as const satisfies Record<string, DateWindow>;
export type DateWindowName = keyof typeof DATE_WINDOWS;

/** The keyword by which a date field's schema names its window. */
export const DATE_WINDOW_KEYWORD = 'x-date-window';

function shifted(day: Date, { years = 0, months = 0, days = 0 }: Offset): number {
  return Date.UTC(day.getUTCFullYear() + years, day.getUTCMonth() + months, day.getUTCDate() + days);
}

/**
 * Whether a moment falls in the window around `now`'s day. The window is a day wider either side, as the
 * caller's calendar may be a day ahead of or behind the server's.
 */
export function isInDateWindow(window: DateWindow, at: Date, now = new Date()): boolean {
  const first = shifted(now, window.from) - DAY_MS;
  const afterLast = shifted(now, window.to) + 2 * DAY_MS;
  return at.getTime() >= first && at.getTime() < afterLast;
}

/** A date (YYYY-MM-DD, read as midnight UTC) or a date-time as a moment; Invalid Date when it is neither. */
export const momentOf = (text: string): Date => new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
