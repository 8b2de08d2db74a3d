/**
 * Site-wide notices staff publish (maintenance, an outage): every visitor's app shows the active ones when it
 * starts. Retiring a notice keeps it, inactive, for the record. Apart from the staff schemas, which a visitor's
 * page does not read.
 */
import { type Static, Type } from 'typebox';
import { IsoDateTime } from './common.ts';

export const GLOBAL_NOTICE_KINDS = ['info', 'warning'] as const;
export type GlobalNoticeKind = (typeof GLOBAL_NOTICE_KINDS)[number];
export const GLOBAL_NOTICE_MAX_LENGTH = 500;
/** The staff list holds the newest this many notices, active or retired. */
export const GLOBAL_NOTICE_STAFF_LIST_LIMIT = 100;

export const GlobalNotice = Type.Object({
  noticeId: Type.String(),
  text: Type.String(),
  kind: Type.Enum(GLOBAL_NOTICE_KINDS, { type: 'string' }),
  active: Type.Boolean(),
  createdAt: IsoDateTime,
});
export type GlobalNotice = Static<typeof GlobalNotice>;

export const GlobalNoticeList = Type.Object({
  /** Newest first. */
  items: Type.Array(GlobalNotice),
});
export type GlobalNoticeList = Static<typeof GlobalNoticeList>;

export const GlobalNoticeBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: GLOBAL_NOTICE_MAX_LENGTH, pattern: '\\S' }),
  kind: Type.Enum(GLOBAL_NOTICE_KINDS, { type: 'string' }),
});
export type GlobalNoticeBody = Static<typeof GlobalNoticeBody>;
