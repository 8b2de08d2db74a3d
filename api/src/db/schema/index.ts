/** Every table. Biome keeps these lines sorted; foreign keys do not depend on their order. */

export * from './account.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './contractors.ts';
export * from './data-requests.ts';
export * from './dispatch.ts';
export * from './idempotency.ts';
export * from './jobs.ts';
export * from './ledger.ts';
export * from './live.ts';
export * from './orders.ts';
export * from './payment-intents.ts';
export * from './push.ts';
export * from './reference.ts';
export * from './sandbox-gateway.ts';
export * from './sms.ts';
export * from './staff.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './visits.ts';
