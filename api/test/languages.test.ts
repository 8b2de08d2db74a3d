/**
 * The person's language on both dialects: an account an order makes keeps the language of the page it was
 * placed on, the profile changes it, and mail goes out in it, whatever language a later request comes from.
 */
import { REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const CLOSING = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
let order = 0;
/** A signed-out escrow order for `email`, placed from a page in `language` (when given). */
async function escrowOrder(email: string, language?: string) {
  order += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    remoteAddress: `198.51.100.${order}`,
    payload: {
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      planId: 'plan-re-choice',
      property: {
        address: { streetAddress: `${200 + order} W Main St`, city: 'Mesa', state: 'AZ', zipCode: '85201' },
        dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
      },
      owner: { firstName: 'Lucía', lastName: 'Ramos', email, phone: '602-555-0133' },
      orderingPartyType: 'homeBuyer',
      estimatedCloseDate: CLOSING,
      payment: { type: 'escrow' },
      ...(language ? { contactPreferences: { preferredLanguage: language } } : {}),
    },
  });
  await t.app.idle();
  return res;
}

async function lastMailTo(email: string) {
  const { db, t: tables } = t.database;
  const [mail] = await db
    .select()
    .from(tables.emailOutbox)
    .where(eq(tables.emailOutbox.to, email))
    .orderBy(desc(tables.emailOutbox.createdAt), desc(tables.emailOutbox.id))
    .limit(1);
  return mail;
}

async function languageOf(email: string) {
  const { db, t: tables } = t.database;
  const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email));
  return user?.preferredLanguage;
}

describe('the language a person is written to in', () => {
  it('is the language of the page their first order was placed on, and their mail is in it', async () => {
    const email = 'lucia.ramos@correo-uno.example';
    const placed = await escrowOrder(email, 'es');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await languageOf(email)).toBe('es');
    const mail = await lastMailTo(email);
    expect(mail?.subject).toMatch(/: su orden /);
    expect(mail?.text).toContain('Su orden se completó correctamente.');
    expect(mail?.text).toContain('El pago se hace al cierre, a través del escrow.');
  });

  it('is English when the order does not say, and the mail is in English', async () => {
    const email = 'sam.ramos@correo-dos.example';
    expect((await escrowOrder(email)).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('en');
    expect((await lastMailTo(email))?.text).toContain('Your order has been successfully completed.');
  });

  it('stays the stored choice when a later order comes from a page in another language', async () => {
    const email = 'ana.ramos@correo-tres.example';
    expect((await escrowOrder(email, 'es')).statusCode).toBe(200);
    expect((await escrowOrder(email, 'en')).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('es');
    // The second order, for an address with an account, asks its owner to confirm it: in Spanish too.
    expect((await lastMailTo(email))?.subject).toMatch(/: confirme la orden /);
  });

  it('is changed in the profile, answered with the user, and refused when not one the product speaks', async () => {
    const token = await accessTokenFor(t, 'homeowner@example.com');
    const save = (preferredLanguage?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/user',
        headers: bearer(token),
        payload: {
          firstName: 'Hannah',
          lastName: 'Homeowner',
          phones: [{ number: '512-555-0101', type: 'mobile', isPrimary: true }],
          ...(preferredLanguage ? { preferredLanguage } : {}),
        },
      });
    const spanish = await save('es');
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.json()).toMatchObject({ preferredLanguage: 'es' });
    // Left out, it stays as it was.
    expect((await save()).json()).toMatchObject({ preferredLanguage: 'es' });
    const french = await save('fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().errors[0]).toMatchObject({ code: 'validation', field: 'preferredLanguage' });
    expect(await languageOf('homeowner@example.com')).toBe('es');
    expect((await save('en')).json()).toMatchObject({ preferredLanguage: 'en' });
  });
});
