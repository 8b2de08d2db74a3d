/** Visits booked in a window: the open windows, the contractor's availability, a booking moved or cancelled. */
import { type Static, Type } from 'typebox';
import { NO_WINDOW_REASONS } from '../visit-slots.ts';
import { DateTimeIn, IsoDateTime } from './common.ts';

const Id = /* @__NO_SIDE_EFFECTS__ */ (max = 100) => Type.String({ minLength: 1, maxLength: max });

/** A two-hour window, ISO times with the offset of the property's time zone. */
export const VisitWindowSchema = Type.Object({ start: IsoDateTime, end: IsoDateTime });

/** The windows offered when filing, and why there are none (null when there are). */
export const VisitSlotsResponse = Type.Object({
  windows: Type.Array(VisitWindowSchema),
  reason: Type.Union([Type.Enum(NO_WINDOW_REASONS, { type: 'string' }), Type.Null()]),
});
export type VisitSlotsResponse = Static<typeof VisitSlotsResponse>;

export const VisitSlotsParams = Type.Object({ contractId: Id(), warrantyItemId: Id() });
export const ServiceRequestIdParams = Type.Object({ serviceRequestId: Id() });
/** A window chosen for a visit: one of the open windows, so from today to six months ahead. */
export const VisitAppointment = Type.Object({ start: DateTimeIn('visit'), end: DateTimeIn('visit') });
export const VisitWindowBody = Type.Object({ appointment: VisitAppointment });
export const LinkVisitBody = Type.Object({
  Id: Id(),
  Token: Type.String({ maxLength: 200 }),
  appointment: VisitAppointment,
});

export const WorkingHoursSchema = Type.Object({
  /** 0 Sunday ... 6 Saturday. */
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  /** "HH:MM", 24-hour local time. */
  start: Type.String({ maxLength: 5 }),
  end: Type.String({ maxLength: 5 }),
});
export const AvailabilityBody = Type.Object({
  weeklyHours: Type.Array(WorkingHoursSchema, { maxItems: 7 }),
  blockedDays: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 366 }),
});
export type AvailabilityBody = Static<typeof AvailabilityBody>;

export const BookedVisit = Type.Object({
  workOrderId: Type.String(),
  dispatchId: Type.String(),
  customerName: Type.String(),
  city: Type.String(),
  start: IsoDateTime,
  end: IsoDateTime,
});
export type BookedVisit = Static<typeof BookedVisit>;

export const AvailabilityResponse = Type.Object({
  weeklyHours: Type.Array(WorkingHoursSchema),
  blockedDays: Type.Array(Type.String()),
  /** False while the contractor keeps the default hours (Mon-Fri 08:00-17:00). */
  isSet: Type.Boolean(),
  /** Visits booked from today on, oldest first. */
  visits: Type.Array(BookedVisit),
});
export type AvailabilityResponse = Static<typeof AvailabilityResponse>;

/** A work order's booked visit (null without one) and the open windows it may move to. */
export const VisitResponse = Type.Object({
  visit: Type.Union([VisitWindowSchema, Type.Null()]),
  windows: Type.Array(VisitWindowSchema),
});
export type VisitResponse = Static<typeof VisitResponse>;

/** 409: `slotTaken` carries the fresh open `windows` to choose from; other conflicts carry none. */
export const SlotTakenBody = Type.Object({
  hasErrors: Type.Literal(true),
  errors: Type.Array(Type.Object({ message: Type.String(), code: Type.String(), field: Type.Optional(Type.String()) })),
  windows: Type.Optional(Type.Array(VisitWindowSchema)),
});
