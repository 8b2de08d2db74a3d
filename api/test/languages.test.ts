/**
 * The person's language on both dialects: an account an order makes keeps the language of the page it was
 * placed on, the profile changes it, and mail goes out in it, whatever language a later request comes from:
 * the order, password, work order, visit, refund, failed payment, suspension, cancellation and card expiry
 * mails, each in Spanish to a Spanish-speaking account and word for word as before in English (the text twin of
 * each; mail-templates.test.ts holds its HTML to it).
 */

import { SANDBOX_APPROVED_CARD } from '@hw/shared';
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_TTL_MS } from '../src/auth/index.ts';
import { cardExpiryJob } from '../src/jobs/card-expiry.ts';
import { runDueJobs } from '../src/jobs/index.ts';
import {
  backdateContract,
  escrowOrderBody,
  FUTURE_EXPIRY,
  jobContext,
  mesaHome,
  monthlyOrderBody,
  saveCardForContract,
  savedCard,
} from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, forgotPassword, type TestApp } from './helper.ts';
import { expectBrandedMail } from './mail-checks.ts';

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
      ...escrowOrderBody({
        property: mesaHome(`${200 + order} W Main St`),
        owner: { firstName: 'Lucía', lastName: 'Ramos', email, phone: '602-555-0133' },
        orderingPartyType: 'homeBuyer',
        estimatedCloseDate: CLOSING,
        escrowOfficer: null,
      }),
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
    expect((await lastMailTo(email))?.subject).toMatch(/: confirme el pedido /);
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

/** Sets a demo account's language for the length of `run`, then back to English. */
async function speaking<T>(email: string, language: 'en' | 'es', run: () => Promise<T>): Promise<T> {
  const { t: tables } = t.database;
  const set = (preferredLanguage: 'en' | 'es') =>
    t.database.transaction((tx) =>
      tx.update(tables.users).set({ preferredLanguage }).where(eq(tables.users.email, email)),
    );
  await set(language);
  try {
    return await run();
  } finally {
    await set('en');
  }
}

const brand = () => t.app.config.brand;
const origin = () => t.app.config.publicOrigin;
/** The brand's line that ends the text of every customer mail, as it is and as a pattern ending the text. */
const footer = () => `\n\n${brand().name} · ${brand().phone}\n`;
const footerPattern = () => `${footer().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

describe('the password mails', () => {
  const forgot = async (email: string, remote: string) => {
    await forgotPassword(t, email, remote);
    return lastMailTo(email);
  };
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;

  it('reset the password in Spanish for a Spanish-speaking account, word for word as before in English', async () => {
    const spanish = await speaking('homeowner@example.com', 'es', () =>
      forgot('homeowner@example.com', '203.0.113.11'),
    );
    expect(spanish?.subject).toBe(`Restablezca su contraseña de ${brand().name}`);
    expect(spanish?.text).toMatch(
      new RegExp(
        '^Hola, Hannah:\n\nUse este enlace para iniciar sesión y elegir una contraseña nueva:\n\nhttps?://\\S+\n\n' +
          `El enlace sirve una vez y vence en ${minutes} minutos\\. Si usted no lo pidió, puede ignorar este correo\\.${footerPattern()}`,
      ),
    );
    const english = await forgot('homeowner@example.com', '203.0.113.12');
    expect(english?.subject).toBe(`Reset your ${brand().name} password`);
    expect(english?.text).toMatch(
      new RegExp(
        '^Hello Hannah,\n\nUse this link to sign in and choose a new password:\n\nhttps?://\\S+\n\n' +
          `The link works once and expires in ${minutes} minutes\\. If you did not ask for it, you can ignore this e-mail\\.${footerPattern()}`,
      ),
    );
  });

  it('create the password of an account an order made, in its language', async () => {
    const email = 'rosa.ramos@correo-cuatro.example';
    expect((await escrowOrder(email, 'es')).statusCode).toBe(200);
    const mail = await forgot(email, '203.0.113.13');
    expect(mail?.subject).toBe(`Cree su contraseña de ${brand().name}`);
    expect(mail?.text).toContain(
      `Use este enlace para iniciar sesión y crear la contraseña de su cuenta de ${brand().name}, donde está su contrato y donde puede solicitar reparaciones:`,
    );
    const englishEmail = 'ross.ramos@correo-cinco.example';
    expect((await escrowOrder(englishEmail)).statusCode).toBe(200);
    const english = await forgot(englishEmail, '203.0.113.14');
    expect(english?.subject).toBe(`Create your ${brand().name} password`);
    expect(english?.text).toMatch(
      new RegExp(
        `^Hello Lucía,\n\nUse this link to sign in and create the password of your ${brand().name} account, ` +
          'where your contract is and where you request repairs:\n\nhttps?://\\S+\n\n' +
          `The link works once and expires in ${minutes} minutes\\.`,
      ),
    );
  });
});

describe('the mails of a claim', () => {
  const HOMEOWNER = 'homeowner@example.com';
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.homeowner = await accessTokenFor(t, HOMEOWNER);
    tokens.contractor = await accessTokenFor(t, 'contractor@example.com');
  });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(tokens[who] ?? ''), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  async function fileClaim(): Promise<{ serviceRequestId: string; workOrderId: string; serviceRequestNumber: string }> {
    const res = await call(
      'POST',
      '/api/account/serviceRequest',
      'homeowner',
      demoCoolingClaim({
        since: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        contact: { email: HOMEOWNER, preferredContactMethod: 'email' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.app.idle();
    return res.json();
  }

  async function cancel(serviceRequestId: string) {
    const res = await call('PATCH', '/api/order/cancelServiceRequest', 'homeowner', {
      serviceRequestId,
      reason: 'Fixed it myself',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.idle();
  }

  it('give the status link in Spanish to a Spanish-speaking homeowner, word for word as before in English', async () => {
    const spanish = await speaking(HOMEOWNER, 'es', fileClaim);
    const [mail] = await t.database.db
      .select()
      .from(t.database.t.emailOutbox)
      .where(
        eq(
          t.database.t.emailOutbox.subject,
          `Elija un día para su visita de reparación (orden de trabajo ${spanish.workOrderId})`,
        ),
      );
    expect(mail?.text).toMatch(
      new RegExp(
        `^Hola, Hannah Holt:\n\nSu solicitud de servicio ${spanish.serviceRequestNumber} \\(.+\\) se envió a .+, ` +
          `orden de trabajo ${spanish.workOrderId}\\.\n\nEn esta página puede elegir un día y un horario para la visita, ` +
          'o cancelar la orden de trabajo:\n\nhttps?://\\S+\n\nCualquier persona con este enlace puede cambiar la visita, ' +
          `así que por favor no lo comparta\\.\n\nSi tiene alguna pregunta, llame a ${brand().name} al ${brand().phone}\\.${footerPattern()}`,
      ),
    );
    await speaking(HOMEOWNER, 'es', () => cancel(spanish.serviceRequestId));

    const english = await fileClaim();
    const [englishMail] = await t.database.db
      .select()
      .from(t.database.t.emailOutbox)
      .where(
        eq(t.database.t.emailOutbox.subject, `Choose a day for your repair visit (work order ${english.workOrderId})`),
      );
    expect(englishMail?.text).toMatch(
      new RegExp(
        `^Hello Hannah Holt,\n\nYour service request ${english.serviceRequestNumber} \\(.+\\) has been sent to .+, ` +
          `work order ${english.workOrderId}\\.\n\nChoose a day and a time window for the visit, or cancel the work ` +
          'order, on this page:\n\nhttps?://\\S+\n\nAnyone with this link can change the visit, so please keep it to ' +
          `yourself\\.\n\nIf you have a question, call ${brand().name} at ${brand().phone}\\.${footerPattern()}`,
      ),
    );
    await cancel(english.serviceRequestId);
  });

  it('tell of a refunded service call fee in the owner’s language', async () => {
    const mails = await t.database.db
      .select()
      .from(t.database.t.emailOutbox)
      .where(eq(t.database.t.emailOutbox.to, HOMEOWNER))
      .orderBy(asc(t.database.t.emailOutbox.createdAt));
    const [contract] = await t.database.db
      .select({ policyNumber: t.database.t.contracts.policyNumber })
      .from(t.database.t.contracts)
      .where(eq(t.database.t.contracts.contractId, 'c-homeowner-0001'));
    const policyNumber = contract?.policyNumber ?? '';
    const refunds = mails.filter((mail) => /: (un reembolso de|a refund on) /.test(mail.subject));
    expect(refunds.map((mail) => mail.subject)).toEqual([
      `${brand().name}: un reembolso de ${policyNumber}`,
      `${brand().name}: a refund on ${policyNumber}`,
    ]);
    expect(refunds[0]?.text).toMatch(
      new RegExp(
        '^Hola, Hannah:\n\nLe reembolsamos \\$75\\.00 a la tarjeta con la que pagó, por la tarifa de visita de ' +
          `servicio de la solicitud \\S+ de su garantía de vivienda ${policyNumber}\\.\n\nAparecerá` +
          ' en el estado de cuenta ' +
          'de su tarjeta en un plazo de 3 a 5 días hábiles; si el cargo todavía no se había procesado, se cancela y ' +
          `desaparece antes\\.\n\nContrato: ${policyNumber}\nReembolsado: \\$75\\.00${footerPattern()}`,
      ),
    );
    expect(refunds[1]?.text).toMatch(
      new RegExp(
        '^Hello Hannah,\n\nWe have refunded \\$75\\.00 to the card you paid with, for the service call fee of ' +
          `request \\S+ of your home warranty ${policyNumber}\\.\n\nIt shows` +
          ' on your card statement within 3 to 5 business ' +
          'days; if the charge had not been settled yet, it is cancelled instead and drops off sooner\\.\n\n' +
          `Contract: ${policyNumber}\nRefunded: \\$75\\.00${footerPattern()}`,
      ),
    );
  });

  it('tell of the technician’s visit in Spanish to a Spanish-speaking homeowner, word for word as before in English', async () => {
    const claim = await fileClaim();
    const ticket = await call('GET', `/api/contractor/dispatch/${claim.workOrderId}`, 'contractor');
    expect(ticket.statusCode, ticket.body).toBe(200);
    const { dispatchId } = ticket.json();
    const visit = (payload: object, key: string) =>
      call('POST', `/api/contractor/dispatch/${dispatchId}/visit`, 'contractor', payload, key);
    const onTheWay = await speaking(HOMEOWNER, 'es', async () => {
      const res = await visit({ event: 'onMyWay', etaMinutes: 25 }, `languages-visit-${claim.workOrderId}-1`);
      expect(res.statusCode, res.body).toBe(200);
      return lastMailTo(HOMEOWNER);
    });
    expect(onTheWay?.subject).toBe(`Su técnico va en camino (orden de trabajo ${claim.workOrderId})`);
    expect(onTheWay?.text).toBe(
      'Hola, Hannah Holt:\n\nCarlos va en camino; llega en unos 25 minutos.\n\n' +
        `Solicitud de servicio ${claim.serviceRequestNumber}, orden de trabajo ${claim.workOrderId}. ` +
        'Siga su avance en su cuenta, en Solicitudes de servicio.\n\n' +
        `Si tiene alguna pregunta, llame a ${brand().name} al ${brand().phone}.${footer()}`,
    );
    const arrived = await visit({ event: 'arrived' }, `languages-visit-${claim.workOrderId}-2`);
    expect(arrived.statusCode, arrived.body).toBe(200);
    const english = await lastMailTo(HOMEOWNER);
    expect(english?.subject).toBe(`Your technician has arrived (work order ${claim.workOrderId})`);
    expect(english?.text).toBe(
      'Hello Hannah Holt,\n\nCarlos has arrived.\n\n' +
        `Service request ${claim.serviceRequestNumber}, work order ${claim.workOrderId}. ` +
        'Follow it in your account under Service requests.\n\n' +
        `If you have a question, call ${brand().name} at ${brand().phone}.${footer()}`,
    );
  });

  it('name the homeowner’s language on the contractor’s ticket, whose problem stays in English', async () => {
    const { db, t: tables } = t.database;
    const ticketOf = async (workOrderId: string) => {
      const [row] = await db
        .select({ email: tables.users.email })
        .from(tables.dispatchTickets)
        .innerJoin(tables.users, eq(tables.users.id, tables.dispatchTickets.contractorUserId))
        .where(eq(tables.dispatchTickets.workOrderId, workOrderId));
      const token = await accessTokenFor(t, row!.email);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/contractor/dispatch/${workOrderId}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const { spanish, ticket } = await speaking(HOMEOWNER, 'es', async () => {
      const filed = await fileClaim();
      return { spanish: filed, ticket: await ticketOf(filed.workOrderId) };
    });
    expect(ticket.homeownerLanguage).toBe('es');
    expect(ticket.problemDescription).toContain('What kind of cooling equipment needs service?');
    // The homeowner's choice as it is now: the ticket follows a change in the profile.
    expect((await ticketOf(spanish.workOrderId)).homeownerLanguage).toBe('en');
    await cancel(spanish.serviceRequestId);

    const english = await fileClaim();
    expect((await ticketOf(english.workOrderId)).homeownerLanguage).toBe('en');
    await cancel(english.serviceRequestId);
  });
});

describe('the mails of monthly payments', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const HOUR = 60 * 60 * 1000;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const plus = (date: Date, days: number) => new Date(date.getTime() + days * DAY + 9 * HOUR);
  const now = new Date();
  const EFFECTIVE = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 10));
  const FIRST_DUE = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 10));

  /** A monthly homeowner order by a new account in `language`, moved to begin at `effective`. */
  async function monthlyContract(
    email: string,
    language: 'en' | 'es',
    effective: Date,
    expirationDate = FUTURE_EXPIRY,
  ) {
    const card = await savedCard(t.app, email, SANDBOX_APPROVED_CARD, expirationDate);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      remoteAddress: `198.51.100.${200 + (order++ % 50)}`,
      payload: {
        ...monthlyOrderBody(card, { firstName: 'Dana', lastName: 'Dunning', email }),
        contactPreferences: { preferredLanguage: language },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const contract = await backdateContract(t, res.json().contractId, effective);
    expect(await languageOf(email)).toBe(language);
    return { contract, card };
  }

  async function mailsTo(email: string) {
    const { db, t: tables } = t.database;
    return db
      .select()
      .from(tables.emailOutbox)
      .where(eq(tables.emailOutbox.to, email))
      .orderBy(asc(tables.emailOutbox.createdAt));
  }

  it('tell of a failed payment, the suspension and the cancellation in the owner’s language', async () => {
    const owners = { es: 'dana.impago@correo-seis.example', en: 'dan.unpaid@correo-siete.example' } as const;
    const placed = {
      es: (await monthlyContract(owners.es, 'es', EFFECTIVE)).contract,
      en: (await monthlyContract(owners.en, 'en', EFFECTIVE)).contract,
    };
    for (const language of ['es', 'en'] as const) {
      const token = await accessTokenFor(t, owners[language]);
      const off = await t.app.inject({
        method: 'PUT',
        url: `/api/account/contract/${placed[language].contractId}/automaticPayment`,
        headers: bearer(token),
        payload: { isEnabled: false },
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    for (const days of [0, 3, 7, 14, 29, 30]) {
      const results = await runDueJobs(jobContext(t, plus(FIRST_DUE, days)));
      for (const result of results) expect(result.error, result.name).toBeNull();
    }
    const { db, t: tables } = t.database;
    const invoiceOf = async (contractId: string) => {
      const [invoice] = await db
        .select()
        .from(tables.invoices)
        .where(and(eq(tables.invoices.contractId, contractId), isNotNull(tables.invoices.billingPeriod)))
        .orderBy(tables.invoices.dueDate);
      if (!invoice) throw new Error('no invoice');
      return invoice;
    };
    const link = `${origin()}/account`;
    const dueDate = day(FIRST_DUE);
    const cancelsOn = day(new Date(FIRST_DUE.getTime() + 30 * DAY));

    const es = await invoiceOf(placed.es.contractId);
    const esAmount = `$${(es.amountCents / 100).toFixed(2)}`;
    const esMails = await mailsTo(owners.es);
    const esFailed = esMails.filter((mail) => mail.subject.includes('no se pudo procesar'));
    expect(esFailed).toHaveLength(4);
    expect(esFailed[0]).toMatchObject({
      subject: `${brand().name}: su pago mensual de ${placed.es.policyNumber} no se pudo procesar`,
      text:
        `Hola, Dana:\n\nNo pudimos cobrar ${esAmount}: El pago automático está desactivado para este contrato, por lo ` +
        'que no se cobró a ninguna tarjeta. Por favor pague la factura desde su cuenta, o actualice su tarjeta. ' +
        'No volveremos a intentar el cobro a la tarjeta.\n\n' +
        `Contrato: ${placed.es.policyNumber}\nPago mensual: ${es.billingPeriod}\nVencimiento: ${dueDate}\n\n` +
        `Pagar ahora: ${link}${footer()}`,
    });
    expect(esMails.find((mail) => mail.subject.includes('está suspendido'))).toMatchObject({
      subject: `${brand().name}: su plan ${placed.es.policyNumber} está suspendido`,
      text:
        `Hola, Dana:\n\nSu pago mensual de ${esAmount}, con vencimiento el ${dueDate}, no se pagó, por lo que este ` +
        'plan está suspendido: no se aceptan solicitudes de servicio hasta que se pague. Por favor páguelo desde su ' +
        `cuenta. Si no se paga, el plan se cancelará el ${cancelsOn}.\n\n` +
        `Contrato: ${placed.es.policyNumber}\nPago mensual: ${es.billingPeriod}\nImporte a pagar: ${esAmount}\n` +
        `Vencimiento: ${dueDate}\n\nPagar ahora: ${link}${footer()}`,
    });
    expect(esMails.find((mail) => mail.subject.includes('está cancelado'))).toMatchObject({
      subject: `${brand().name}: su plan ${placed.es.policyNumber} está cancelado`,
      text:
        `Hola, Dana:\n\nSu pago mensual de ${esAmount}, con vencimiento el ${dueDate}, no se pagó en 30 días, por lo ` +
        'que este plan está cancelado y ya no cubre su casa. Llámenos si tiene preguntas.\n\n' +
        `Contrato: ${placed.es.policyNumber}\nPago mensual: ${es.billingPeriod}\nImporte a pagar: ${esAmount}\n` +
        `Vencimiento: ${dueDate}\n\nLlámenos al ${brand().phone}.${footer()}`,
    });
    expect(esMails.filter((mail) => /did not go through|is suspended|is cancelled/.test(mail.subject))).toEqual([]);

    const en = await invoiceOf(placed.en.contractId);
    const enAmount = `$${(en.amountCents / 100).toFixed(2)}`;
    const enMails = await mailsTo(owners.en);
    expect(enMails.find((mail) => mail.subject.includes('did not go through'))).toMatchObject({
      subject: `${brand().name}: your monthly payment for ${placed.en.policyNumber} did not go through`,
      text:
        `Hello Dana,\n\nWe could not charge ${enAmount}: Automatic payment is off for this contract, so no card was ` +
        'charged. Please pay the invoice from your account, or update your card. We will not try the card again.' +
        `\n\nContract: ${placed.en.policyNumber}\nMonthly payment: ${en.billingPeriod}\nDue: ${dueDate}\n\n` +
        `Pay now: ${link}${footer()}`,
    });
    expect(enMails.find((mail) => mail.subject.includes('is suspended'))).toMatchObject({
      subject: `${brand().name}: your plan ${placed.en.policyNumber} is suspended`,
      text:
        `Hello Dana,\n\nYour monthly payment of ${enAmount} due ${dueDate} was not paid, so this plan is suspended: ` +
        'service requests are refused until it is paid. Please pay it from your account. If it is not paid, the plan ' +
        `will be cancelled on ${cancelsOn}.\n\n` +
        `Contract: ${placed.en.policyNumber}\nMonthly payment: ${en.billingPeriod}\nAmount due: ${enAmount}\n` +
        `Due: ${dueDate}\n\nPay now: ${link}${footer()}`,
    });
    expect(enMails.find((mail) => mail.subject.includes('is cancelled'))).toMatchObject({
      subject: `${brand().name}: your plan ${placed.en.policyNumber} is cancelled`,
      text:
        `Hello Dana,\n\nYour monthly payment of ${enAmount} due ${dueDate} was not paid within 30 days, so this plan ` +
        'is cancelled and no longer covers your home. Please call us if you have questions.\n\n' +
        `Contract: ${placed.en.policyNumber}\nMonthly payment: ${en.billingPeriod}\nAmount due: ${enAmount}\n` +
        `Due: ${dueDate}\n\nCall us at ${brand().phone}.${footer()}`,
    });
  });

  it('ask to update a card about to expire in the owner’s language, the month in words in it', async () => {
    const owners = { es: 'carla.tarjeta@correo-ocho.example', en: 'carl.card@correo-nueve.example' } as const;
    const placed: Record<'es' | 'en', { policyNumber: string; monthly: number }> = {
      es: { policyNumber: '', monthly: 0 },
      en: { policyNumber: '', monthly: 0 },
    };
    for (const language of ['es', 'en'] as const) {
      const { contract } = await monthlyContract(owners[language], language, new Date('2027-01-15T00:00:00Z'));
      const owner = { contractId: contract.contractId, userId: contract.ownerUserId, email: owners[language] };
      await saveCardForContract(t, owner, SANDBOX_APPROVED_CARD, '03/27');
      placed[language] = { policyNumber: contract.policyNumber, monthly: contract.monthlyTotalCents };
    }
    await cardExpiryJob.run(jobContext(t, new Date('2027-03-15T11:00:00Z')));
    const link = `${origin()}/account`;
    const spanish = (await mailsTo(owners.es)).find((mail) => mail.subject.includes('está por vencer'));
    expect(spanish).toMatchObject({
      subject: `${brand().name}: su tarjeta terminada en 1111 está por vencer`,
      text:
        'Hola, Dana:\n\nSu tarjeta visa terminada en 1111 vence a fines de marzo de 2027, antes del próximo pago ' +
        `mensual de $${(placed.es.monthly / 100).toFixed(2)} de ${placed.es.policyNumber}, el 2027-04-15. Por favor ` +
        `actualice la tarjeta, o elija otra, en su cuenta.\n\nActualizar su tarjeta: ${link}${footer()}`,
    });
    const english = (await mailsTo(owners.en)).find((mail) => mail.subject.includes('is about to expire'));
    expect(english).toMatchObject({
      subject: `${brand().name}: your card ending 1111 is about to expire`,
      text:
        'Hello Dana,\n\nYour visa card ending 1111 expires at the end of March 2027, before the next monthly payment ' +
        `of $${(placed.en.monthly / 100).toFixed(2)} for ${placed.en.policyNumber} on 2027-04-15. Please update the ` +
        `card, or choose another one, in your account.\n\nUpdate your card: ${link}${footer()}`,
    });
  });
});

describe('the question flows of a claim', () => {
  const flowOf = async (warrantyItemId: string) => {
    const token = await accessTokenFor(t, 'homeowner@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/serviceRequest/flow/${warrantyItemId}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      startQuestionId: string;
      questions: { questionId: string; type: string; text: string; options?: { value: string; label: string }[] }[];
    };
  };

  it('are in Spanish for a Spanish-speaking homeowner, with the same questions, answers and branches as in English', async () => {
    const english = await flowOf('si-cooling');
    const spanish = await speaking('homeowner@example.com', 'es', () => flowOf('si-cooling'));
    expect(english.questions[0]).toMatchObject({
      questionId: 'ac-kind',
      text: 'What kind of cooling equipment needs service?',
    });
    expect(spanish.questions[0]).toMatchObject({
      questionId: 'ac-kind',
      text: '¿Qué tipo de equipo de aire acondicionado necesita servicio?',
    });
    expect(spanish.questions[0]?.options?.[0]).toEqual({
      value: 'central',
      label: 'Aire acondicionado central (con una unidad afuera)',
    });
    const shape = (flow: typeof english) =>
      flow.questions.map(({ text: _text, options, ...rest }) => ({
        ...rest,
        options: options?.map(({ label: _label, ...option }) => option),
        help: undefined,
        explanation: undefined,
        unit: undefined,
      }));
    expect(shape(spanish)).toEqual(shape(english));
    expect(spanish.questions.find((question) => question.questionId === 'ac-since')?.text).toBe(
      '¿Cuándo notó por primera vez el problema con su aire acondicionado?',
    );
  });

  it('give an item without its own triage its general questions in Spanish, naming the coverage as the plan does', async () => {
    const spanish = await speaking('homeowner@example.com', 'es', () => flowOf('si-pool-spa'));
    expect(spanish.questions[0]?.text).toMatch(/^¿Qué problema tiene su .+\? Cuéntenos qué ve y qué escucha\.$/);
  });
});

// The order, password, work order, visit, refund, payment, suspension, cancellation and card mails above, each
// in HTML with a text twin of the same links and facts, in the reader's language.
describe('every mail written above', () => {
  it('is branded HTML in its reader’s language, with a plain-text twin', async () => {
    const mails = await t.database.db.select().from(t.database.t.emailOutbox);
    const customerMails = mails.filter((mail) => !mail.to.endsWith('@canyonhomewarranty.example'));
    expect(customerMails.length).toBeGreaterThan(15);
    for (const mail of customerMails) {
      expectBrandedMail(mail);
      const spanish = /^(Hola|Su |Restablezca|Cree |Elija )/.test(mail.text) || /\b(su|está) /.test(mail.subject);
      expect(mail.html, mail.subject).toContain(spanish ? 'lang="es-US"' : 'lang="en-US"');
    }
  });
});
