import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh registry and database module, as at the start of the app. */
async function fresh() {
  vi.resetModules();
  const registry = await import('./registry.ts');
  const db = await import('./db.ts');
  return { ...registry, ...db };
}

const feature = (name: string, stores: string[], extra: object = {}) => ({
  name,
  version: 1,
  stores: stores.map((store) => ({ name: store, indexes: 'id' })),
  kinds: [],
  ...extra,
});

beforeEach(() => {
  indexedDB.deleteDatabase('hw-offline');
});

describe('registering the features of the offline database', () => {
  it('refuses to open the database before every feature has registered, rather than open a smaller one', async () => {
    const { offlineDb, registerOfflineFeature } = await fresh();
    registerOfflineFeature(feature('orders', ['orderDrafts']));
    expect(() => offlineDb()).toThrow(/opened before every feature registered its stores/);
  });

  it('opens with the core stores, every feature store and the outbox indexes features ask for', async () => {
    const { completeOfflineRegistration, offlineDb, registerOfflineFeature } = await fresh();
    registerOfflineFeature(feature('orders', ['orderDrafts'], { outboxIndexes: ['args.orderId'] }));
    registerOfflineFeature(feature('claims', ['claimDrafts'], { version: 2 }));
    completeOfflineRegistration();
    const db = offlineDb();
    await db.open();
    expect(db.verno).toBe(2);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['claimDrafts', 'meta', 'orderDrafts', 'outbox']);
    expect(db.outbox.schema.indexes.map((i) => i.name).sort()).toEqual(['args.orderId', 'idempotencyKey', 'status']);
    db.close();
  });

  it('refuses a late registration and a store or kind name that is taken', async () => {
    const { completeOfflineRegistration, defineMutationKind, registerOfflineFeature } = await fresh();
    const kind = defineMutationKind<{ id: string }>()({ name: 'saveDraft', path: () => '/x', body: () => ({}) });
    registerOfflineFeature(feature('orders', ['orderDrafts'], { kinds: [kind] }));
    expect(() => registerOfflineFeature(feature('claims', ['orderDrafts']))).toThrow(/exists already/);
    expect(() => registerOfflineFeature(feature('claims', ['outbox']))).toThrow(/exists already/);
    expect(() => registerOfflineFeature(feature('claims', ['claimDrafts'], { kinds: [kind] }))).toThrow(
      /"saveDraft" of "claims" exists already/,
    );
    completeOfflineRegistration();
    expect(() => registerOfflineFeature(feature('late', ['lateDrafts']))).toThrow(/offline-registrations\.ts/);
  });
});
