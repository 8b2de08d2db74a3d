/**
 * The customer mail's one template, on both dialects: each mail is described once and sent as HTML (styles
 * inline, the brand's mark and colours, one button) and a plain-text twin with the same links and facts, in the
 * reader's language; the newsletter's mail carries List-Unsubscribe and one-click unsubscribe works; the outbox
 * shows staff both versions without sign-in links; a contract's start and end are mailed once, in the
 * transaction that changes it.
 */

import { render } from '@react-email/render';
import { and, asc, eq, like } from 'drizzle-orm';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contractLifecycleJob } from '../src/jobs/contract-lifecycle.ts';
import type { Mailer } from '../src/mail/index.ts';
import { BrandedMail } from '../src/mail/templates/branded-mail.tsx';
import { renderMail } from '../src/mail/templates/index.ts';
import { escrowOrderBody, jobContext, mesaHome } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, forgotPassword, type TestApp } from './helper.ts';
import { buttonsOf, expectBrandedMail, linksOfHtml, linksOfText } from './mail-checks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const outbox = () => t.database.t.emailOutbox;
async function mailsTo(email: string) {
  return t.database.db.select().from(outbox()).where(eq(outbox().to, email)).orderBy(asc(outbox().createdAt));
}
async function speaks(email: string, language: 'en' | 'es') {
  const { users } = t.database.t;
  await t.database.transaction((tx) =>
    tx.update(users).set({ preferredLanguage: language }).where(eq(users.email, email)),
  );
}

describe(`the template, on ${inject('dialect')}`, () => {
  const frame = {
    brand: { name: 'Canyon Home Warranty', phone: '866-555-0142' },
    publicOrigin: 'https://canyon.example',
  };

  it('renders one description to HTML with its styles inline and a text twin with the same link and facts', async () => {
    const url = 'https://canyon.example/account?from=mail&x=1';
    const mail = await renderMail(
      {
        locale: 'en',
        greeting: 'Hello Dana,',
        paragraphs: ['Your plan <b>HW-1</b> & more is active.'],
        details: [{ label: 'Contract', value: 'HW-1' }],
        action: { label: 'Open your account', url },
        notes: ['A note.'],
        closing: 'Thank you.',
      },
      frame,
    );
    expectBrandedMail({ to: 'dana@example.net', subject: 'sample', ...mail });
    expect(mail.text).toBe(
      'Hello Dana,\n\nYour plan <b>HW-1</b> & more is active.\n\nContract: HW-1\n\n' +
        `Open your account: ${url}\n\nA note.\n\nThank you.\n\nCanyon Home Warranty · 866-555-0142\n`,
    );
    // The reader's words are text, never markup; the link is the button's and the fallback's.
    expect(mail.html).toContain('Your plan &lt;b&gt;HW-1&lt;/b&gt; &amp; more is active.');
    expect(linksOfHtml(mail.html)).toEqual([url, url]);
    expect(buttonsOf(mail.html)).toHaveLength(1);
    expect(mail.html).toContain('src="https://canyon.example/icons/icon-192.png"');
    expect(mail.html).toContain('lang="en-US"');
  });

  it('renders the HTML React Email’s own render does, less React’s streaming markers', async () => {
    // The markers a streamed render leaves (suspense boundaries, hoisted tags, text separators) mean nothing in a mail.
    const streamingMarkers = /<!--(\$|\/\$|html|head|body| )-->/g;
    const bodies = [
      {
        locale: 'en' as const,
        greeting: 'Hello Dana,',
        paragraphs: ['Your plan <b>HW-1</b> & more is active.', 'A second paragraph.'],
        details: [
          { label: 'Contract', value: 'HW-1' },
          { label: 'Amount paid', value: '$64.99' },
        ],
        action: { label: 'Open your account', url: 'https://canyon.example/account?from=mail&x=1' },
        notes: ['A note.'],
        closing: 'Thank you.',
      },
      { locale: 'es' as const, greeting: 'Hola, Dana:', paragraphs: ['Su plan está activo.'] },
    ];
    for (const body of bodies) {
      const expected = await render(createElement(BrandedMail, { body, frame }));
      expect((await renderMail(body, frame)).html).toBe(expected.replace(streamingMarkers, ''));
    }
  });

  it('says its own words in the reader’s language', async () => {
    const mail = await renderMail(
      {
        locale: 'es',
        greeting: 'Hola, Dana:',
        paragraphs: ['Su plan está activo.'],
        action: { label: 'Abrir su cuenta', url: 'https://canyon.example/account' },
      },
      frame,
    );
    expect(mail.html).toContain('lang="es-US"');
    expect(mail.html).toContain('Si el botón no funciona, abra este enlace:');
    expect(mail.html).not.toContain('If the button does not work');
  });
});

describe(`customer mails through the app, on ${inject('dialect')}`, () => {
  const forgot = async (email: string, remote: string) => {
    await forgotPassword(t, email, remote);
    return (await mailsTo(email)).at(-1);
  };

  it('sends a password reset as HTML and text with the same sign-in link', async () => {
    const mail = await forgot('homeowner@example.com', '203.0.113.41');
    expect(mail?.subject).toMatch(/^Reset your .+ password$/);
    expectBrandedMail(mail!);
    const [link] = linksOfText(mail?.text ?? '');
    expect(link).toMatch(/\/token\?/);
    expect(buttonsOf(mail?.html ?? '')).toHaveLength(1);
    expect(mail?.html).toMatch(/>Choose a new password<\/span>/);
  });

  it('writes to a Spanish-speaking reader in Spanish, in both versions', async () => {
    await speaks('agent@example.com', 'es');
    try {
      const mail = await forgot('agent@example.com', '203.0.113.42');
      expect(mail?.subject).toMatch(/^Restablezca su contraseña de /);
      expectBrandedMail(mail!);
      expect(mail?.html).toContain('lang="es-US"');
      expect(mail?.html).toContain('Elegir una contraseña nueva');
      expect(mail?.html).toContain('Use este enlace para iniciar sesión y elegir una contraseña nueva:');
      expect(mail?.html).toContain('Si el botón no funciona');
      expect(mail?.html).not.toMatch(/Choose a new password|Use this link/);
    } finally {
      await speaks('agent@example.com', 'en');
    }
  });

  it('acknowledges a privacy request in a branded mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/dataRequest',
      remoteAddress: '203.0.113.43',
      payload: {
        name: 'Priya Privacy',
        email: 'priya.privacy@example.net',
        stateCode: 'CA',
        requestType: 'access',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo('priya.privacy@example.net');
    expect(mail?.subject).toBe('We received your privacy request');
    expectBrandedMail(mail!);
    expect(mail?.text).toContain('Request: Access to my information');
  });
});

describe(`the newsletter’s mail and its one-click unsubscribe, on ${inject('dialect')}`, () => {
  const address = 'nora.news@example.net';
  let unsubscribe: URL;

  it('carries List-Unsubscribe (an https address) and List-Unsubscribe-Post', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/forum/subscribe/${address}` });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(address);
    expect(mail?.subject).toMatch(/^Confirm your .+ newsletter subscription$/);
    expectBrandedMail(mail!);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<https?:\/\/[^>]+\/api\/forum\/unsubscribe\?email=[^>]+&token=[^>]+>$/);
    unsubscribe = new URL(header.slice(1, -1));
    expect(unsubscribe.searchParams.get('email')).toBe(address);
    // The footer links the same address, in both versions.
    expect(linksOfText(mail?.text ?? '')).toContain(unsubscribe.toString());
    expect(mail?.text).toContain('No longer want our newsletter? Unsubscribe:');

    const confirm = linksOfText(mail?.text ?? '').find((link) => link.includes('/newsletter/confirm?'));
    const token = new URL(confirm ?? 'http://missing').searchParams.get('token');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/forum/subscribe/confirm', payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  const subscribed = async () =>
    t.database.db
      .select()
      .from(t.database.t.newsletterSubscriptions)
      .where(eq(t.database.t.newsletterSubscriptions.email, address));

  it('refuses a token that was not made for the address, and changes nothing', async () => {
    const forged = new URL(unsubscribe);
    forged.searchParams.set('email', 'someone.else@example.net');
    const res = await t.app.inject({
      method: 'POST',
      url: `${forged.pathname}${forged.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'token', code: 'validation' })]);
    expect(res.json().errors[0].message).toMatch(/unsubscribe link is not valid/);
    const missing = await t.app.inject({ method: 'POST', url: `/api/forum/unsubscribe?email=${address}` });
    expect(missing.statusCode).toBe(400);
    expect(await subscribed()).toHaveLength(1);
  });

  it('unsubscribes in one POST, as a mail client’s button sends it, and again changes nothing', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${unsubscribe.pathname}${unsubscribe.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true, email: address });
    }
    expect(await subscribed()).toEqual([]);
  });

  it('shows a person who opens the link a page with one button, and a GET changes nothing', async () => {
    await t.app.inject({ method: 'POST', url: `/api/forum/subscribe/${address}` });
    const page = await t.app.inject({ method: 'GET', url: `${unsubscribe.pathname}${unsubscribe.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post" action="/api/forum/unsubscribe/page?');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    const bad = await t.app.inject({ method: 'GET', url: `/api/forum/unsubscribe?email=${address}&token=nope` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('This link does not work');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/forum/unsubscribe/page${unsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    // The confirmation link of the mail sent before no longer subscribes the address.
    const [, again] = await mailsTo(address);
    const token = new URL(
      linksOfText(again?.text ?? '').find((l) => l.includes('/newsletter/confirm?')) ?? 'http://x',
    ).searchParams.get('token');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/forum/subscribe/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(400);
    expect(await subscribed()).toEqual([]);
  });
});

describe(`the staff outbox, on ${inject('dialect')}`, () => {
  it('shows the HTML and the text, with sign-in and unsubscribe links removed from both', async () => {
    const staff = await accessTokenFor(t, 'staff@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mail/outbox?to=homeowner@example.com',
      headers: bearer(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reset = res.json().find((mail: { subject: string }) => /^Reset your/.test(mail.subject));
    expect(reset.html).toMatch(/^<!DOCTYPE html/);
    expect(reset.html).toContain('href="[sign-in link removed]"');
    expect(reset.html).not.toContain('/token?');
    expect(reset.text).toContain('[sign-in link removed]');
    expect(reset.text).not.toContain('/token?');

    const news = await t.app.inject({
      method: 'GET',
      url: '/api/mail/outbox?to=nora.news@example.net',
      headers: bearer(staff),
    });
    const [mail] = news.json();
    expect(mail.headers['List-Unsubscribe']).toBe('<[unsubscribe link removed]>');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).not.toMatch(/forum\/unsubscribe\?|newsletter\/confirm\?/);

    const customer = await accessTokenFor(t, 'homeowner@example.com');
    const refused = await t.app.inject({ method: 'GET', url: '/api/mail/outbox', headers: bearer(customer) });
    expect(refused.statusCode).toBe(403);
  });
});

describe(`a contract’s start and end, mailed once, on ${inject('dialect')}`, () => {
  const owner = 'stella.start@example.net';
  let contractId = '';
  const context = (now: Date, mailer: Mailer = t.app.mailer) => ({ ...jobContext(t, now), mailer });
  const contract = async () => {
    const [row] = await t.database.db
      .select()
      .from(t.database.t.contracts)
      .where(eq(t.database.t.contracts.contractId, contractId));
    return row!;
  };
  const mailsAbout = async (what: string) =>
    t.database.db
      .select()
      .from(outbox())
      .where(and(eq(outbox().to, owner), like(outbox().subject, `%${what}%`)));
  const DAY = 24 * 60 * 60 * 1000;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const today = new Date(`${day(new Date())}T00:00:00Z`);
  // Closing in a month, and paid through escrow: it starts that day and ends a year later.
  const effective = new Date(today.getTime() + 30 * DAY);
  const expires = new Date(effective);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  const morningOf = (date: Date, days = 0) => new Date(date.getTime() + days * DAY + 5 * 60 * 60 * 1000);

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      remoteAddress: '198.51.100.91',
      payload: escrowOrderBody({
        property: mesaHome('91 W Main St'),
        owner: { firstName: 'Stella', lastName: 'Start', email: owner, phone: '602-555-0191' },
        orderingPartyType: 'homeBuyer',
        estimatedCloseDate: day(effective),
        escrowOfficer: null,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    contractId = res.json().contractId;
    const { contracts, invoices } = t.database.t;
    // Closed and paid through escrow: it starts on its effective date.
    await t.database.transaction(async (tx) => {
      await tx
        .update(contracts)
        .set({ effectiveDate: effective, expireDate: expires })
        .where(eq(contracts.contractId, contractId));
      await tx.update(invoices).set({ status: 'paid', paidAt: effective }).where(eq(invoices.contractId, contractId));
    });
  });

  it('sends nothing when the change rolls back', async () => {
    const failing: Mailer = {
      async send(message) {
        await t.app.mailer.send(message);
        throw new Error('the mail server refused it');
      },
    };
    await expect(contractLifecycleJob.run(context(morningOf(effective), failing))).rejects.toThrow(
      'the mail server refused it',
    );
    expect((await contract()).status).toBe('pending');
    expect(await mailsAbout('has started')).toEqual([]);
  });

  it('mails the owner once when the coverage starts', async () => {
    const at = morningOf(effective);
    const first = await contractLifecycleJob.run(context(at));
    expect(first.lines).toContain(`started ${(await contract()).policyNumber} (effective ${day(effective)})`);
    expect((await contract()).status).toBe('active');
    expect(await contractLifecycleJob.run(context(at))).toEqual({ changed: 0, lines: [] });
    const [mail, ...more] = await mailsAbout('has started');
    expect(more).toEqual([]);
    expectBrandedMail(mail!);
    expect(mail?.text).toContain(`it covers your home from ${day(effective)} to ${day(expires)}`);
    expect(mail?.text).toContain(`Coverage ends: ${day(expires)}`);
  });

  it('mails the owner once when it expires without a renewal, with the link that still renews it', async () => {
    const at = morningOf(expires, 1);
    await contractLifecycleJob.run(context(at));
    expect((await contract()).status).toBe('expired');
    await contractLifecycleJob.run(context(at));
    const [mail, ...more] = await mailsAbout('has ended');
    expect(more).toEqual([]);
    expectBrandedMail(mail!);
    expect(mail?.text).toContain(`ended on ${day(expires)} and no longer covers your home`);
    expect(mail?.text).toContain(`You can still renew it until ${day(new Date(expires.getTime() + 30 * DAY))}`);
    expect(linksOfText(mail?.text ?? '')).toEqual([
      `${t.app.config.publicOrigin}/order/renew/realEstate?contractId=${encodeURIComponent(contractId)}`,
    ]);
  });

  it('mails a Spanish-speaking owner in Spanish', async () => {
    await speaks(owner, 'es');
    const { contracts } = t.database.t;
    await t.database.transaction((tx) =>
      tx.update(contracts).set({ status: 'active' }).where(eq(contracts.contractId, contractId)),
    );
    await contractLifecycleJob.run(context(morningOf(expires, 2)));
    const [mail] = await mailsAbout('terminó');
    expect(mail?.subject).toMatch(/: su garantía de vivienda \S+ terminó$/);
    expectBrandedMail(mail!);
    expect(mail?.html).toContain('lang="es-US"');
    expect(mail?.html).toContain('Renovar ahora');
  });
});
