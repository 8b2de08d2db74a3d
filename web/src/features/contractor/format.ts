/** Display helpers for the contractor screens; money is written as everywhere else (#web/lib/format.ts). */
import { type TicketDayGroup, ticketDayGroup, ticketMoment } from '@hw/shared';
import { BASE_LOCALE, type Locale } from '@hw/shared/i18n';
import { money } from '#web/lib/format.ts';
import type { DispatchTicket } from './offline/types.ts';

export const formatMoney = (dollars: number | null | undefined) => money(dollars ?? 0);

export function formatDate(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** A time of today as "9:46 AM", an older one with its date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === new Date().toDateString()) {
    return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  }
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "120 E 900 S, Salt Lake City, UT 84105". */
export function formatAddress(a: DispatchTicket['address']): string {
  const street = [a.address1, a.address2].filter(Boolean).join(' ');
  return `${street}, ${a.city}, ${a.state} ${a.zip}`;
}

export const STATUS_LABELS: Record<string, string> = {
  open: 'Open',
  workComplete: 'Work Complete',
  closed: 'Closed',
  all: 'All',
};

/**
 * When a ticket in the list is due, as its group needs it: today's by its window ("8AM to 10AM", else the time),
 * others by day; a ticket without an appointment says when it was opened.
 */
export function ticketWhen(
  ticket: Pick<DispatchTicket, 'scheduledDate' | 'scheduledWindow' | 'createdAt'>,
  group: TicketDayGroup,
): string {
  const moment = ticketMoment(ticket);
  if (!moment) return '';
  if (!ticket.scheduledDate) return `Opened ${moment.toLocaleDateString('en-US', { dateStyle: 'medium' })}`;
  // Today's visit reads by its window in the customer's hours, the time only when no window was chosen.
  if (group === 'today') {
    return ticket.scheduledWindow || moment.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  }
  const day = moment.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  return [day, ticket.scheduledWindow].filter(Boolean).join(' · ');
}

/**
 * The booked visit as the top of a ticket shows it: its day ("Today · Sun, Nov 29") and its window in the
 * customer's local hours ("8AM to 10AM"), or the appointment's time when no window was chosen; null when no
 * visit is booked. Read from the ticket alone, so a copy kept on the device shows it offline.
 */
export function bookedVisit(
  ticket: Pick<DispatchTicket, 'scheduledDate' | 'scheduledWindow' | 'createdAt'>,
  now: Date,
): { day: string; time: string } | null {
  if (!ticket.scheduledDate) return null;
  const at = new Date(ticket.scheduledDate);
  if (Number.isNaN(at.getTime())) return null;
  const date = at.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
  const group = ticketDayGroup(ticket, now);
  const day = group === 'today' ? `Today · ${date}` : group === 'older' ? `${date}, ${at.getFullYear()}` : date;
  const time = ticket.scheduledWindow || at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return { day, time };
}

const LANGUAGE_NAMES_IN_ENGLISH: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/**
 * The homeowner's language as the technician reads it before calling ("Speaks Spanish"); null for English,
 * the language every contractor works in, and for a copy kept on the device before tickets named it.
 */
export const homeownerSpeaks = (language: Locale | undefined): string | null =>
  language && language !== BASE_LOCALE ? `Speaks ${LANGUAGE_NAMES_IN_ENGLISH[language]}` : null;
