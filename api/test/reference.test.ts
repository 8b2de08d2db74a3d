import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('reference data', () => {
  it('answers the status check when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('lists every US state and flags exactly the six market states', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/states' });
    expect(res.statusCode).toBe(200);
    const states = res.json() as Array<{ stateCode: string; description: string; isMarketState: boolean }>;
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(states.find((s) => s.stateCode === 'NY')).toEqual({
      stateCode: 'NY',
      description: 'New York',
      isMarketState: false,
    });
    expect(
      states
        .filter((s) => s.isMarketState)
        .map((s) => s.stateCode)
        .sort(),
    ).toEqual(['AZ', 'ID', 'NV', 'OR', 'TX', 'UT']);
  });

  it('lists the contract application states, inspection types and contractor activities as spelled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/enumerations' });
    expect(res.statusCode).toBe(200);
    const lists = res.json();
    expect(lists.contractApplicationStates).toContain('professionalHomeInspectionPending');
    expect(lists.contractApplicationStates).toHaveLength(11);
    expect(lists.inspectionTypes).toEqual([
      'customer declined',
      'customer sending in inspection',
      'waived',
      'mechanical',
      'request from agent',
      'professional',
    ]);
    expect(lists.contractorActivityStatuses).toEqual(['notStarted', 'onTheWay', 'checkedIn', 'appointmentCompleted']);
  });

  it('lists property types with their dwelling type ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/propertyTypes' });
    const types = res.json() as Array<{ dwellingTypeId: string; description: string }>;
    expect(types[0]?.description).toBe('Single Family Home');
    expect(types.every((x) => typeof x.dwellingTypeId === 'string' && x.dwellingTypeId.length > 0)).toBe(true);
  });

  it('lists only web-visible trades and drops "no fault" product families', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/trades' });
    const trades = res.json() as Array<{ name: string; webView: boolean; productFamilies: Array<{ name: string }> }>;
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.every((x) => x.webView)).toBe(true);
    expect(trades.map((x) => x.name)).not.toContain('Roofing');
    const families = trades.flatMap((x) => x.productFamilies.map((f) => f.name.toLowerCase()));
    expect(families).toContain('refrigerator');
    expect(families).not.toContain('no fault');
  });

  it.each([
    ['78701', 'TX', true],
    ['85004', 'AZ', true],
    ['10001', 'NY', false],
    ['99501', 'AK', false],
    ['97201', 'OR', true],
  ])('knows the state of zip %s', async (zip, stateCode, isMarketState) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/reference/stateByZipCode/${zip}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zipCode: zip, stateCode, isMarketState });
  });

  it('answers 404 for a zip that does not exist and 400 for one that is malformed', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/reference/stateByZipCode/00000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().hasErrors).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/reference/stateByZipCode/12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ hasErrors: true, errors: [{ field: 'zip' }] });
  });

  it('describes a zip code and whether it is in the service area', async () => {
    const austin = await t.app.inject({ method: 'GET', url: '/api/zipcode/78701' });
    expect(austin.json()).toMatchObject({ zipCode: '78701', city: 'Austin', stateCode: 'TX', isServiceArea: true });
    const nyc = await t.app.inject({ method: 'GET', url: '/api/zipcode/10001' });
    expect(nyc.json()).toMatchObject({ stateCode: 'NY', isServiceArea: false });
  });

  it('geocodes a point to the nearest zip centroid in geocode-style results', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/location?lat=30.2672&lng=-97.7431' });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().results;
    expect(first.types).toContain('postal_code');
    const state = first.address_components.find((c: { types: string[] }) =>
      c.types.includes('administrative_area_level_1'),
    );
    expect(state).toMatchObject({ short_name: 'TX', long_name: 'Texas' });
    const zip = first.address_components.find((c: { types: string[] }) => c.types.includes('postal_code'));
    expect(zip.short_name).toMatch(/^787\d\d$/);
  });

  it('rejects a location without coordinates, one error per field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/location?lat=abc' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as Array<{ field: string }>).map((e) => e.field).sort();
    expect(fields).toEqual(['lat', 'lng']);
  });

  it('lists feature flags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/feature' });
    expect(res.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'LimitsAndExclusions', isEnabled: true })]),
    );
  });
});

describe('errors and headers', () => {
  it('answers unknown /api paths with a JSON 404, never the HTML shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ hasErrors: true, errors: [{ message: expect.any(String) }] });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/status',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().hasErrors).toBe(true);
  });

  it('answers bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no/such/thing',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().hasErrors).toBe(true);
  });

  it('sends JSON answers the headers a browser reads on any answer, and documents the strict policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/states' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'x-xss-protection']) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // An error answer is JSON too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toBeUndefined();
    // A page of the API's docs is a document: it gets the policy.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    const csp = docs.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(docs.headers['x-frame-options']).toBe('DENY');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/reference/states', '/api/reference/stateByZipCode/{zip}']),
    );
  });
});

describe('redirect table on the server', () => {
  it('answers legacy and alias addresses with a permanent redirect', async () => {
    const claim = await t.app.inject({ method: 'GET', url: '/frmClaim' });
    expect(claim.statusCode).toBe(301);
    expect(claim.headers.location).toBe('/claim');
    const aspx = await t.app.inject({ method: 'GET', url: '/about-us.aspx' });
    expect(aspx.headers.location).toBe('/about-us');
    const plans = await t.app.inject({ method: 'GET', url: '/home-warranty-plans' });
    expect(plans.headers.location).toBe('/homeowner-warranty#home-warranty-plans');
  });

  it('never redirects /api paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews.aspx' });
    expect(res.statusCode).toBe(404);
  });
});
