import type { MessagePreferences, PhoneType, UserType } from '@hw/shared';
import type { Locale } from '@hw/shared/i18n';
import { sql } from 'drizzle-orm';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, json, timestamp } from './columns.ts';

export interface Phone {
  number: string;
  isPrimary: boolean;
  type: PhoneType;
}

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    userType: text('user_type').$type<UserType>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phones: json<Phone[]>('phones').notNull().default([]),
    isOptedInToSms: bool('is_opted_in_to_sms').notNull().default(false),
    /** The channels the person changed from the defaults, kind of message by kind (shared/src/message-preferences.ts). */
    messagePreferences: json<MessagePreferences>('message_preferences').notNull().default({}),
    /** The language everything sent to the person is in (mail, texts, push): chosen at the first order, or in the profile. */
    preferredLanguage: text('preferred_language').$type<Locale>().notNull().default('en'),
    /** Staff roles (e.g. admin) and permission names granted on top of the user type. */
    roles: json<string[]>('roles').notNull().default([]),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at'),
    /** Set when this account was consolidated into another (PUT /account/user/merge); it can no longer sign in. */
    mergedIntoUserId: text('merged_into_user_id'),
    /** Set when the person's data was erased (their deletion request): the account can no longer sign in. */
    erasedAt: timestamp('erased_at'),
    /**
     * Set when the account was made for an e-mail address nobody had shown to be theirs (an order placed for
     * it); cleared when a link e-mailed to it is used. Until then the account cannot sign in with a password.
     */
    emailUnverifiedSince: timestamp('email_unverified_since'),
  },
  (t) => [
    index('users_user_type_idx').on(t.userType),
    // Accounts of the same person are found by their e-mail address compared without case or spaces.
    index('users_email_key_idx').on(sql`lower(trim(email))`),
  ],
);
