/** Partner search and add, duplicates, leads, quotes and address verification (geocoding). */
import { HOMEOWNER_PLAN_TYPE_ID, messages, type Partner, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSearchText } from '../src/partners/queries.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
const tokens = {} as Record<'agent' | 'homeowner' | 'contractor' | 'staff' | 'otherAgent', string>;
beforeAll(async () => {
  t = await buildTestApp();
  tokens.agent = await accessTokenFor(t, 'agent@example.com');
  tokens.homeowner = await accessTokenFor(t, 'homeowner@example.com');
  tokens.contractor = await accessTokenFor(t, 'contractor@example.com');
  tokens.staff = await accessTokenFor(t, 'staff@example.com');
  // A second agent, to see what another agent's pending partners look like from outside.
  await t.database.transaction((tx) =>
    tx.insert(t.database.t.users).values({
      id: 'u-agent-other',
      email: 'other.agent@example.com',
      userType: 'titleCompanyAgent',
      firstName: 'Olive',
      lastName: 'Other',
    }),
  );
  tokens.otherAgent = t.app.issueAccessToken({
    userId: 'u-agent-other',
    userType: 'titleCompanyAgent',
    roles: ['titleCompanyAgent'],
  }).token;
});
afterAll(async () => t.close());

async function search(term: string, type: string, token?: string): Promise<Partner[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/partners/search',
    query: { for: term, type },
    ...(token ? { headers: bearer(token) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (partners: Partner[]) => partners.map((p) => p.name);

/** As the demo agent unless another token, or null for nobody, is given. */
function addPartner(payload: object, token: string | null = tokens.agent) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partners',
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
}

const leadRows = () => t.database.db.select().from(t.database.t.leads);

describe('partner search', () => {
  it('finds by name, company or e-mail, in any case', async () => {
    expect(names(await search('ALEX riv', 'buyerAgent'))).toEqual(['Alex Rivera']);
    expect(names(await search('desert sun', 'sellerAgent'))).toEqual(['Brooke Castellanos']);
    const byEmail = await search('maria.gonzales@LONESTARTITLE', 'titleCompany');
    expect(byEmail).toEqual([
      {
        partnerId: 'p-0008',
        role: 'titleCompany',
        name: 'Maria Gonzales',
        company: 'Lone Star Title',
        email: 'maria.gonzales@lonestartitle.example',
        phone: '512-555-0108',
        city: 'Austin',
        stateCode: 'TX',
      },
    ]);
  });

  it('puts names that start with the term first, then companies that do', async () => {
    expect(names(await search('lone star', 'titleCompany'))).toEqual(['Lone Star Title', 'Maria Gonzales']);
  });

  it('keeps to the role asked for and leaves out inactive partners', async () => {
    expect(await search('alex', 'sellerAgent')).toEqual([]);
    expect(names(await search('hill country', 'buyerAgent'))).toEqual(['Tyler Brooks']);
    expect(names(await search('hill country', 'assistant'))).toEqual(['Kayla Nguyen']);
  });

  it('takes % and _ literally', async () => {
    expect(await search('r_v', 'buyerAgent')).toEqual([]);
    expect(await search('%a', 'buyerAgent')).toEqual([]);
    expect(
      (await addPartner({ role: 'buyerAgent', name: 'Robin 100% Hart', company: 'Under_Score Homes' })).statusCode,
    ).toBe(201);
    expect(names(await search('0% h', 'buyerAgent', tokens.agent))).toEqual(['Robin 100% Hart']);
    expect(names(await search('r_s', 'buyerAgent', tokens.agent))).toEqual(['Robin 100% Hart']);
  });

  it('answers at most 20', async () => {
    await t.database.transaction(async (tx) => {
      for (let i = 0; i < 25; i += 1) {
        const partner = { name: `Limit Agent ${i}`, company: 'Many Agents Realty', email: '' };
        await tx
          .insert(t.database.t.partners)
          .values({ ...partner, role: 'buyerAgent', searchText: partnerSearchText(partner) });
      }
    });
    expect(await search('limit agent', 'buyerAgent')).toHaveLength(20);
  });

  it('refuses a search without a role or with a term under 2 characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners/search?for=a' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['for', 'type']);
  });
});

describe('adding a partner', () => {
  const jamie = {
    role: 'buyerAgent',
    name: '  Jamie   Fox ',
    company: 'Desert Sun Realty',
    email: 'Jamie.Fox@Example.com',
    phone: '(602) 555 0199',
    city: 'Phoenix',
    stateCode: 'az',
  };

  it('needs a sign-in', async () => {
    const res = await addPartner(jamie, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('unauthorized');
  });

  it('refuses homeowners and contractors (403), adding nothing', async () => {
    const count = async () => (await t.database.db.select().from(t.database.t.partners)).length;
    const before = await count();
    for (const token of [tokens.homeowner, tokens.contractor]) {
      const res = await addPartner({ ...jamie, email: 'not.added@example.com' }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].code).toBe('forbidden');
    }
    expect(await count()).toBe(before);
  });

  it('adds a partner for an agent, and answers the same one for the same role and e-mail', async () => {
    const created = await addPartner(jamie);
    expect(created.statusCode, created.body).toBe(201);
    const partner = created.json() as Partner;
    expect(partner).toMatchObject({ name: 'Jamie Fox', phone: '602-555-0199', stateCode: 'AZ', role: 'buyerAgent' });

    const again = await addPartner({ ...jamie, email: 'JAMIE.FOX@example.COM', name: 'Jamie F.' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(partner);

    const asListingAgent = await addPartner({ ...jamie, role: 'sellerAgent' });
    expect(asListingAgent.statusCode).toBe(201);
    expect(asListingAgent.json().partnerId).not.toBe(partner.partnerId);

    const { partners, users } = t.database.t;
    const [row] = await t.database.db.select().from(partners).where(eq(partners.partnerId, partner.partnerId));
    const [agent] = await t.database.db.select().from(users).where(eq(users.email, 'agent@example.com'));
    expect(row?.createdByUserId).toBe(agent?.id);
    expect(row?.status).toBe('pending');
    expect(names(await search('jamie', 'buyerAgent', tokens.agent))).toEqual(['Jamie Fox']);
  });

  it('treats a repeat without an e-mail as the same partner', async () => {
    const noEmail = {
      role: 'loanOfficer',
      name: 'Casey Lund',
      company: 'Copper State Home Loans',
      phone: '480-555-0177',
    };
    const first = await addPartner(noEmail);
    const second = await addPartner({ ...noEmail, name: 'casey lund', phone: '4805550177' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().partnerId).toBe(first.json().partnerId);
  });

  it('links a person to a known firm of the same state', async () => {
    const res = await addPartner({
      role: 'titleCompany',
      name: 'Ruth Ochoa',
      company: 'lone star title',
      stateCode: 'TX',
    });
    const { partners } = t.database.t;
    const [row] = await t.database.db.select().from(partners).where(eq(partners.partnerId, res.json().partnerId));
    expect(row?.parentPartnerId).toBe('p-0007');
  });

  it('refuses a partner without a role or name, naming both', async () => {
    const res = await addPartner({ email: 'x@example.com' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string; code: string }[]).map((e) => [e.field, e.code]).sort();
    expect(fields).toEqual([
      ['name', 'validation'],
      ['role', 'validation'],
    ]);
  });
});

describe('finding existing partners', () => {
  const find = (path: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/partners/${path}`, query });

  it('finds a partner by role and e-mail, or by name and phone', async () => {
    const byEmail = await find('findExistingPartner', {
      role: 'buyerAgent',
      email: 'ALEX.RIVERA@desertsunrealty.example',
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().partner).toMatchObject({
      partnerId: 'p-0002',
      company: 'Desert Sun Realty',
      stateCode: 'AZ',
    });

    const otherRole = await find('findExistingPartner', {
      role: 'sellerAgent',
      email: 'alex.rivera@desertsunrealty.example',
    });
    expect(otherRole.json()).toEqual({ partner: null });

    const byNameAndPhone = await find('findExistingPartner', {
      role: 'buyerAgent',
      name: 'alex rivera',
      phone: '(602) 555-0102',
    });
    expect(byNameAndPhone.json().partner.partnerId).toBe('p-0002');
    const wrongPhone = await find('findExistingPartner', {
      role: 'buyerAgent',
      name: 'Alex Rivera',
      phone: '602-555-0000',
    });
    expect(wrongPhone.json()).toEqual({ partner: null });
  });

  it('finds a firm by company, city and state', async () => {
    const firm = await find('findExistingParent', { company: 'LONE STAR TITLE', city: 'austin', stateCode: 'TX' });
    expect(firm.statusCode).toBe(200);
    expect(firm.json().partner).toMatchObject({ partnerId: 'p-0007', role: 'titleCompany', name: 'Lone Star Title' });
    expect((await find('findExistingParent', { company: 'Lone Star Title', stateCode: 'AZ' })).json()).toEqual({
      partner: null,
    });
  });

  it('refuses a lookup without its required field', async () => {
    expect((await find('findExistingPartner', {})).json().errors[0]).toMatchObject({
      field: 'role',
      code: 'validation',
    });
    expect((await find('findExistingParent', {})).json().errors[0]).toMatchObject({
      field: 'company',
      code: 'validation',
    });
  });
});

describe('partners added by agents, until staff approve them', () => {
  const find = (path: string, query: Record<string, string>, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/partners/${path}`,
      query,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const staffGet = (url: string, token = tokens.staff) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const approve = (partnerId: string, token = tokens.staff) =>
    t.app.inject({ method: 'POST', url: `/api/staff/partners/${partnerId}/approve`, headers: bearer(token) });
  const firm = { role: 'titleCompany', name: 'Mesa Verde Title', company: 'Mesa Verde Title', stateCode: 'AZ' };
  const officer = {
    role: 'titleCompany',
    name: 'Pat Quill',
    company: 'Mesa Verde Title',
    email: 'pat.quill@mesaverde.example',
    stateCode: 'AZ',
  };

  it('are seen only by the agent who added them: search, findExistingPartner, findExistingParent', async () => {
    const added = await addPartner(firm);
    expect(added.statusCode).toBe(201);
    const person = await addPartner(officer);
    expect(person.statusCode).toBe(201);
    const ids = [added.json().partnerId, person.json().partnerId];

    expect(names(await search('mesa verde', 'titleCompany', tokens.agent)).sort()).toEqual([
      'Mesa Verde Title',
      'Pat Quill',
    ]);
    for (const token of [undefined, tokens.otherAgent, tokens.homeowner, tokens.staff]) {
      expect(await search('mesa verde', 'titleCompany', token)).toEqual([]);
      const byEmail = await find('findExistingPartner', { role: 'titleCompany', email: officer.email }, token);
      expect(byEmail.json()).toEqual({ partner: null });
      const parent = await find('findExistingParent', { company: 'mesa verde title', stateCode: 'AZ' }, token);
      expect(parent.json()).toEqual({ partner: null });
    }
    const own = await find('findExistingPartner', { role: 'titleCompany', email: officer.email }, tokens.agent);
    expect(own.json().partner.partnerId).toBe(ids[1]);
    const ownParent = await find('findExistingParent', { company: 'Mesa Verde Title' }, tokens.agent);
    expect(ownParent.json().partner.partnerId).toBe(ids[0]);

    // Another agent adding the same person gets a partner of their own, never learns of the first.
    const theirs = await addPartner(officer, tokens.otherAgent);
    expect(theirs.statusCode).toBe(201);
    expect(ids).not.toContain(theirs.json().partnerId);
    const { partners } = t.database.t;
    const [row] = await t.database.db.select().from(partners).where(eq(partners.partnerId, theirs.json().partnerId));
    expect(row?.parentPartnerId).toBeNull();
  });

  it('are listed for staff, who approve them (audited), after which everyone finds them', async () => {
    const refused = await staffGet('/api/staff/partners?status=pending', tokens.agent);
    expect(refused.statusCode).toBe(403);
    expect((await approve('p-0001', tokens.agent)).statusCode).toBe(403);

    const pending = await staffGet('/api/staff/partners?status=pending');
    expect(pending.statusCode, pending.body).toBe(200);
    const listed = pending.json().partners as { partnerId: string; name: string; status: string; createdBy: unknown }[];
    expect(listed.every((p) => p.status === 'pending')).toBe(true);
    const pat = listed.find(
      (p) => p.name === 'Pat Quill' && (p.createdBy as { userId: string }).userId !== 'u-agent-other',
    );
    expect(pat?.createdBy).toMatchObject({ email: 'agent@example.com', userType: 'realEstateAgent' });
    // Seeded partners are approved.
    expect(listed.some((p) => p.partnerId.startsWith('p-0'))).toBe(false);
    const approvedList = (await staffGet('/api/staff/partners?status=approved')).json();
    expect(approvedList.partners.some((p: { partnerId: string }) => p.partnerId === 'p-0001')).toBe(true);

    const auditBefore = (await t.database.db.select().from(t.database.t.staffAudit)).length;
    const approved = await approve(pat?.partnerId ?? '');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ partnerId: pat?.partnerId, status: 'approved' });
    const audit = await t.database.db.select().from(t.database.t.staffAudit);
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit.find((a) => a.action === 'partnerApproval')).toMatchObject({
      actorUserId: 'u-staff-0001',
      target: pat?.partnerId,
      detail: { partnerName: 'Pat Quill', addedByUserId: 'u-agent-0001' },
    });
    // Approving again changes and logs nothing; an unknown id is 404.
    expect((await approve(pat?.partnerId ?? '')).statusCode).toBe(200);
    expect(await t.database.db.select().from(t.database.t.staffAudit)).toHaveLength(auditBefore + 1);
    expect((await approve('p-nothing')).statusCode).toBe(404);

    for (const token of [undefined, tokens.otherAgent, tokens.homeowner]) {
      expect(names(await search('pat quill', 'titleCompany', token))).toContain('Pat Quill');
      const byEmail = await find('findExistingPartner', { role: 'titleCompany', email: officer.email }, token);
      expect(byEmail.json().partner.partnerId).toBe(pat?.partnerId);
    }
    const stillPending = (await staffGet('/api/staff/partners')).json().partners as { partnerId: string }[];
    expect(stillPending.map((p) => p.partnerId)).not.toContain(pat?.partnerId);
  });

  it('are approved at once when staff add them', async () => {
    const added = await addPartner(
      { role: 'loanOfficer', name: 'Staff Added', email: 'staff.added@example.com' },
      tokens.staff,
    );
    expect(added.statusCode).toBe(201);
    expect(names(await search('staff added', 'loanOfficer'))).toEqual(['Staff Added']);
  });
});

describe('leads', () => {
  it('stores an incomplete order and answers its id', async () => {
    const payload = {
      email: 'leaving@example.com',
      firstName: 'Lee',
      lastName: 'Ving',
      address: '12 W Washington St',
      postalCode: '85004',
      homePhone: '602-555-0123',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/lead', payload });
    expect(res.statusCode, res.body).toBe(200);
    const { leadId } = res.json();
    const row = (await leadRows()).find((lead) => lead.leadId === leadId);
    expect(row).toMatchObject({ ...payload, type: 'incompleteOrder', stateCode: 'AZ' });
  });

  it('refuses a lead without a valid e-mail', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/lead', payload: { firstName: 'No' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'email', code: 'validation' })]);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/lead', payload: { email: 'not-an-email' } });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('quotes', () => {
  const quote = (payload: object) => t.app.inject({ method: 'POST', url: '/api/order/quote', payload });
  const valid = {
    contactName: 'Pat Quinn Jr.',
    email: 'pat@example.com',
    address: '100 Congress Ave',
    postalCode: '78701',
    homePhone: '(512) 555-0199',
  };

  it('names every missing field at once with the form’s messages, and stores nothing', async () => {
    const before = (await leadRows()).length;
    const res = await quote({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      hasErrors: true,
      errors: [
        { field: 'contactName', message: 'Name is required.', code: 'validation' },
        { field: 'email', message: 'Email address is required.', code: 'validation' },
        { field: 'address', message: 'Address is required.', code: 'validation' },
        { field: 'postalCode', message: 'Zip code is required.', code: 'validation' },
        { field: 'homePhone', message: 'Phone number is required.', code: 'validation' },
      ],
    });
    expect((await leadRows()).length).toBe(before);
  });

  it('tells a malformed e-mail and a short phone number', async () => {
    const res = await quote({ ...valid, email: 'pat@', homePhone: '555-0199' });
    expect(res.json().errors).toEqual([
      { field: 'email', message: messages.quote.emailInvalid, code: 'validation' },
      { field: 'homePhone', message: messages.quote.phoneRequired, code: 'validation' },
    ]);
  });

  it.each(['10001', '00000'])('answers No Service for zip %s', async (postalCode) => {
    const res = await quote({ ...valid, postalCode });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'postalCode', message: messages.noService.text, code: 'noService' }]);
  });

  it('answers the state and the plan type, and stores a quote lead', async () => {
    const recent = await quote({ ...valid, isRecentPurchase: true });
    expect(recent.statusCode, recent.body).toBe(200);
    expect(recent.json()).toMatchObject({ stateCode: 'TX', planTypeId: REAL_ESTATE_PLAN_TYPE_ID });

    const owner = await quote({ ...valid, isRecentPurchase: false });
    expect(owner.json()).toMatchObject({ stateCode: 'TX', planTypeId: HOMEOWNER_PLAN_TYPE_ID });

    const row = (await leadRows()).find((lead) => lead.leadId === recent.json().leadId);
    expect(row).toMatchObject({
      type: 'quote',
      email: 'pat@example.com',
      firstName: 'Pat',
      lastName: 'Quinn Jr.',
      postalCode: '78701',
      stateCode: 'TX',
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
    });
  });
});

describe('geocoding', () => {
  const geocode = (payload: object) => t.app.inject({ method: 'POST', url: '/api/geocoding', payload });

  it('verifies an address whose city and state are the zip’s', async () => {
    const res = await geocode({ streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isAddressVerified: true, suggestedAddress: null });
    const [result] = body.results;
    expect(result.formatted_address).toBe('100 Congress Ave, Austin, TX 78701, USA');
    const component = (type: string) =>
      result.address_components.find((c: { types: string[] }) => c.types.includes(type));
    expect(component('street_number').long_name).toBe('100');
    expect(component('route').long_name).toBe('Congress Ave');
    expect(component('locality').long_name).toBe('Austin');
    expect(component('administrative_area_level_1')).toMatchObject({ short_name: 'TX', long_name: 'Texas' });
    expect(component('postal_code').short_name).toBe('78701');
    expect(result.geometry.location.lat).toBeCloseTo(30.27, 1);
    expect(result.geometry.location.lng).toBeCloseTo(-97.74, 1);
  });

  it('suggests a tidied address, verified when only case and spacing differ', async () => {
    const res = await geocode({
      streetAddress: '  100   congress AVENUE ',
      city: 'austin',
      state: 'tx',
      zipCode: '78701',
    });
    expect(res.json()).toMatchObject({
      isAddressVerified: true,
      suggestedAddress: { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    });
    const court = await geocode({ streetAddress: '9 court street', city: 'Austin', state: 'TX', zipCode: '78701' });
    expect(court.json().suggestedAddress.streetAddress).toBe('9 Court St');
  });

  it('does not verify a city or state that is not the zip’s, and suggests the zip’s', async () => {
    const res = await geocode({ streetAddress: '100 Congress Ave', city: 'Dallas', state: 'TX', zipCode: '78701' });
    expect(res.json()).toMatchObject({ isAddressVerified: false, suggestedAddress: { city: 'Austin', state: 'TX' } });
    const noCity = await geocode({ zipCode: '85004' });
    expect(noCity.json()).toMatchObject({
      isAddressVerified: false,
      suggestedAddress: { city: 'Phoenix', state: 'AZ' },
    });
  });

  it('answers an unknown zip with no results, and refuses a malformed one', async () => {
    const unknown = await geocode({ streetAddress: '1 Nowhere Rd', city: 'Nowhere', state: 'TX', zipCode: '00000' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ results: [], suggestedAddress: null, isAddressVerified: false });
    const malformed = await geocode({ zipCode: '7870' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ field: 'zipCode', code: 'validation' });
  });
});
