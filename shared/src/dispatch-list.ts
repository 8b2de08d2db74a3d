/**
 * How a contractor's ticket list reads on a job site: tickets under "Today", "Upcoming" and "Older", by the
 * ticket's appointment (its creation when it has none), in the contractor's own calendar day. Today's tickets
 * read by time, upcoming ones soonest first, older ones newest first.
 */

export const TICKET_DAY_GROUPS = ['today', 'upcoming', 'older'] as const;
export type TicketDayGroup = (typeof TICKET_DAY_GROUPS)[number];

export const TICKET_DAY_GROUP_LABELS: Record<TicketDayGroup, string> = {
  today: 'Today',
  upcoming: 'Upcoming',
  older: 'Older',
};

/** What the grouping reads of a ticket (ISO dates, as on the wire). */
export interface DatedTicket {
  scheduledDate?: string | null;
  createdAt: string;
}

/** The moment a ticket is filed under: its appointment, else its creation; null when neither is a date. */
export function ticketMoment(ticket: DatedTicket): Date | null {
  for (const text of [ticket.scheduledDate, ticket.createdAt]) {
    if (!text) continue;
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

/** "2026-11-29": the calendar day of a moment in a time zone (the runtime's own when none is given). */
export function localDayOf(moment: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The group of one ticket; a ticket without any date reads as older. */
export function ticketDayGroup(ticket: DatedTicket, now: Date, timeZone?: string): TicketDayGroup {
  const moment = ticketMoment(ticket);
  if (!moment) return 'older';
  const day = localDayOf(moment, timeZone);
  const today = localDayOf(now, timeZone);
  if (day === today) return 'today';
  return day > today ? 'upcoming' : 'older';
}

export interface TicketGroup<T> {
  group: TicketDayGroup;
  label: string;
  tickets: T[];
}

/**
 * The tickets in their groups, in the order Today, Upcoming, Older; empty groups are left out. Within a
 * group: today and upcoming earliest first, older newest first; equal moments keep the order they came in.
 */
export function groupTicketsByDay<T extends DatedTicket>(
  tickets: readonly T[],
  now: Date,
  timeZone?: string,
): TicketGroup<T>[] {
  const time = (ticket: T) => ticketMoment(ticket)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const groups = new Map<TicketDayGroup, T[]>(TICKET_DAY_GROUPS.map((g) => [g, []]));
  for (const ticket of tickets) groups.get(ticketDayGroup(ticket, now, timeZone))!.push(ticket);
  return TICKET_DAY_GROUPS.flatMap((group) => {
    const list = groups.get(group)!;
    if (list.length === 0) return [];
    const sorted = [...list].sort((a, b) => (group === 'older' ? time(b) - time(a) : time(a) - time(b)));
    return [{ group, label: TICKET_DAY_GROUP_LABELS[group], tickets: sorted }];
  });
}
