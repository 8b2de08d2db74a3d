/**
 * Service requests on both dialects: who may file, the flow's answers checked by the server, the service call
 * fee charged once (a decline leaves nothing behind), the work order in the right contractor's search, and the
 * homeowner's timeline following the ticket, the status page and a cancel.
 */

import { type DispatchTicket, WORK_ORDER_TENANT, workOrderShortDate } from '@hw/shared';
import { DEMO_CLAIM_CONTACT, demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedCard } from './billing-helpers.ts';
import { bearer, CLAIM_PARTIES, multipartBody, signedInTestApp, statusLinkToken, TINY_PNG, zeroPng } from './helper.ts';

const suite = signedInTestApp(CLAIM_PARTIES);
const { tokens } = suite;

const CONTRACT = 'c-homeowner-0001';
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const coolingClaim = () => demoCoolingClaim({ since: localDay(), symptoms: ['warm', 'noise'] });

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string | undefined,
  payload?: object,
  headers = {},
) {
  return suite.t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
}

/** A card typed into the gateway's hosted form, read back by the API. */
const card = (number: string) => savedCard(suite.t.app, 'homeowner@example.com', number, '12/30');

const fileRequest = (body: Record<string, unknown>, headers = {}) =>
  call('POST', '/api/account/serviceRequest', tokens.homeowner, { ...coolingClaim(), ...body }, headers);

async function rowCounts() {
  const { db, t: tables } = suite.t.database;
  const rows = async (
    table: typeof tables.serviceRequests | typeof tables.dispatchTickets | typeof tables.sandboxTransactions,
  ) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    requests: await rows(tables.serviceRequests),
    tickets: await rows(tables.dispatchTickets),
    charges: await rows(tables.sandboxTransactions),
  };
}

const linkToken = (workOrderId: string) => statusLinkToken(suite.t, workOrderId);

async function openTickets(token: string): Promise<DispatchTicket[]> {
  const res = await call('POST', '/api/contractor/dispatch/search', token, { page: 0, contractorStatus: 'open' });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

describe('authorising and the flow', () => {
  it('authorises the owner’s active contract and tells the fee', async () => {
    const res = await call('GET', `/api/authorize/serviceRequest/${CONTRACT}`, tokens.homeowner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAuthorized: true, serviceCallFee: 75 });
  });

  it('refuses staff (not the owner) with 403 and a stranger with 404', async () => {
    expect((await call('GET', `/api/authorize/serviceRequest/${CONTRACT}`, tokens.staff)).statusCode).toBe(403);
    expect((await call('GET', `/api/authorize/serviceRequest/${CONTRACT}`, tokens.agent)).statusCode).toBe(404);
    expect((await call('GET', `/api/authorize/serviceRequest/${CONTRACT}`, undefined)).statusCode).toBe(401);
  });

  it('does not authorise a contract that is not active, and says why', async () => {
    const { t: tables } = suite.t.database;
    const setStatus = (status: string) =>
      suite.t.database.transaction(async (tx) => {
        await tx.update(tables.contracts).set({ status }).where(eq(tables.contracts.contractId, CONTRACT));
      });
    await setStatus('expired');
    try {
      const res = await call('GET', `/api/authorize/serviceRequest/${CONTRACT}`, tokens.homeowner);
      expect(res.json()).toMatchObject({
        isAuthorized: false,
        message: expect.stringContaining('This plan expired on'),
      });
      const filed = await fileRequest({});
      expect(filed.statusCode).toBe(403);
    } finally {
      await setStatus('active');
    }
  });

  it('lists the covered items with their trade, each with a flow', async () => {
    const res = await call('GET', `/api/account/serviceRequest/items/${CONTRACT}`, tokens.homeowner);
    expect(res.statusCode).toBe(200);
    const items = res.json() as { warrantyItemId: string; tradeName: string | null }[];
    expect(items.find((item) => item.warrantyItemId === 'si-cooling')).toMatchObject({
      description: 'Air Conditioning / Cooling',
      tradeId: 4,
      tradeName: 'Heating & Air Conditioning',
      isAddon: false,
    });
    for (const item of items) {
      const flow = await call('GET', `/api/account/serviceRequest/flow/${item.warrantyItemId}`, tokens.homeowner);
      expect(flow.statusCode, item.warrantyItemId).toBe(200);
      expect(flow.json().questions.some((q: { type: string }) => q.type === 'terminal')).toBe(true);
    }
  });

  it('answers the flowchart of an item, and 404 for an unknown item', async () => {
    const res = await call('GET', '/api/account/serviceRequest/flow/si-cooling', tokens.homeowner);
    expect(res.json()).toMatchObject({ warrantyItemId: 'si-cooling', startQuestionId: 'ac-kind' });
    expect((await call('GET', '/api/account/serviceRequest/flow/si-nothing', tokens.homeowner)).statusCode).toBe(404);
  });
});

describe('filing a request', () => {
  it('refuses an invalid answer set, naming each question, and writes nothing', async () => {
    const before = await rowCounts();
    const answers = coolingClaim()
      .questionsAndAnswers.filter((a) => a.questionId !== 'ac-ack')
      .map((a) => (a.questionId === 'ac-temp' ? { ...a, value: 500 } : a));
    const res = await fileRequest({ questionsAndAnswers: [...answers, { questionId: 'ac-made-up', value: 'x' }] });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'questionsAndAnswers.ac-temp',
        'questionsAndAnswers.ac-made-up',
        'questionsAndAnswers.ac-ack',
      ]),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses answers that end at a not-covered item with its explanation', async () => {
    const res = await fileRequest({ questionsAndAnswers: [{ questionId: 'ac-kind', value: 'window' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: 'notCovered',
      message: expect.stringContaining('Window units'),
    });
  });

  it('refuses an item the plan does not cover, bad contact details, and a fee that changed', async () => {
    expect((await fileRequest({ warrantyItemId: 'si-roof-leak' })).json().errors[0].field).toBe('warrantyItemId');
    const badContact = await fileRequest({
      contactPreferences: { ...DEMO_CLAIM_CONTACT, phone: '555', email: 'nope', contactName: ' ' },
    });
    expect(badContact.statusCode).toBe(400);
    expect(
      badContact
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['contactPreferences.contactName', 'contactPreferences.email', 'contactPreferences.phone']);
    const fee = await fileRequest({ confirmedServiceCallFee: 50 });
    expect(fee.statusCode).toBe(409);
    expect(fee.json().errors[0].code).toBe('priceChanged');
  });

  it('a declined card is 402 and leaves nothing behind', async () => {
    const before = await rowCounts();
    const declined = await card('4000 0000 0000 0002');
    const res = await fileRequest({ paymentInfo: declined });
    expect(res.statusCode).toBe(402);
    expect(res.json().errors[0].code).toBe('paymentDeclined');
    const after = await rowCounts();
    expect({ requests: after.requests, tickets: after.tickets }).toEqual({
      requests: before.requests,
      tickets: before.tickets,
    });
  });

  it('files once with a new card: the fee is charged once, and the work order reaches a contractor of the trade', async () => {
    const before = await rowCounts();
    const approved = await card('4111 1111 1111 1111');
    const headers = { 'idempotency-key': 'claim-ac-0001' };
    const first = await fileRequest({ paymentInfo: approved }, headers);
    expect(first.statusCode).toBe(200);
    const again = await fileRequest({ paymentInfo: approved }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const after = await rowCounts();
    expect(after.requests).toBe(before.requests + 1);
    expect(after.tickets).toBe(before.tickets + 1);

    const filed = first.json();
    expect(filed).toMatchObject({
      contractId: CONTRACT,
      warrantyItemId: 'si-cooling',
      itemDescription: 'Air Conditioning / Cooling',
      status: 'sentToContractor',
      serviceCallFee: 75,
      serviceCallFeePaid: true,
      contractorName: 'Castillo Appliance & Air LLC',
    });
    expect(filed.serviceRequestNumber).toMatch(/^SR-\d{7}$/);
    expect(filed.description).toContain('It runs but blows warm air, Loud or unusual noise');
    expect(filed.timeline.map((e: { event: string }) => e.event)).toEqual(['submitted', 'sentToContractor']);

    const charges = await suite.t.database.db
      .select()
      .from(suite.t.database.t.sandboxTransactions)
      .where(eq(suite.t.database.t.sandboxTransactions.paymentProfileId, approved.authNetPaymentProfileId));
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amountCents).toBe(7500);

    const mine = (await openTickets(tokens.contractor!)).find((ticket) => ticket.workOrderId === filed.workOrderId);
    expect(mine).toMatchObject({ customerName: 'Hannah Holt', customerPhone: '512-555-0101' });
    expect(mine?.problemDescription).toContain('Air Conditioning / Cooling');
    expect(mine?.serviceCallFee).toBe(0);
    const theirs = await openTickets(tokens.contractor2!);
    expect(theirs.some((ticket) => ticket.workOrderId === filed.workOrderId)).toBe(false);

    const history = await call('GET', `/api/account/servicerequest?contractIds=${CONTRACT}`, tokens.homeowner);
    expect(history.json()[0]).toEqual(filed);
  });

  it('files an electrical request with a saved card to the electrician', async () => {
    const res = await fileRequest({
      warrantyItemId: 'si-electrical',
      questionsAndAnswers: await walkToCovered('si-electrical'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const workOrderId = res.json().workOrderId;
    expect((await openTickets(tokens.contractor2!)).some((ticket) => ticket.workOrderId === workOrderId)).toBe(true);
  });
});

/** Answers a flow by always taking the first option / yes-less path, until a covered terminal. */
async function walkToCovered(warrantyItemId: string) {
  const flow = (await call('GET', `/api/account/serviceRequest/flow/${warrantyItemId}`, tokens.homeowner)).json();
  const { currentQuestion, flowOutcome, setAnswer } = await import('@hw/shared');
  let answers: { questionId: string; value: string | number | boolean | string[] }[] = [];
  for (let step = 0; step < 40 && !flowOutcome(flow, answers).complete; step++) {
    const q = currentQuestion(flow, answers);
    if (!q) break;
    const value =
      q.type === 'answer'
        ? false
        : q.type === 'select'
          ? (q.options.find((o) => !o.next)?.value ?? q.options[0]?.value ?? '')
          : q.type === 'multiSelect'
            ? [q.options[0]?.value ?? '']
            : q.type === 'number'
              ? (q.min ?? 1)
              : q.type === 'date'
                ? localDay()
                : q.type === 'fiveStar'
                  ? 2
                  : q.type === 'initial'
                    ? 'HH'
                    : 'Something is wrong.';
    answers = setAnswer(flow, answers, { questionId: q.questionId, value });
  }
  expect(flowOutcome(flow, answers).outcome).toBe('covered');
  return answers;
}

describe('after filing', () => {
  let filed: { serviceRequestId: string; workOrderId: string };
  beforeAll(async () => {
    filed = (await fileRequest({})).json();
  });

  it('adds a note the technician sees too, and asks for a status update', async () => {
    const blank = await call('POST', '/api/account/servicerequest/note', tokens.homeowner, {
      serviceRequestId: filed.serviceRequestId,
      note: '  ',
    });
    expect(blank.statusCode).toBe(400);
    const res = await call('POST', '/api/account/servicerequest/note', tokens.homeowner, {
      serviceRequestId: filed.serviceRequestId,
      note: ' Please call before 10AM. ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: true,
      note: { note: 'Please call before 10AM.', createdBy: 'Hannah Holt' },
    });
    const update = await call('POST', '/api/order/sendStatusUpdate', tokens.homeowner, {
      serviceRequestId: filed.serviceRequestId,
      message: 'Any news?',
    });
    expect(update.json()).toMatchObject({ result: true });
    const notes = await call('GET', `/api/account/servicerequest/note/${filed.serviceRequestId}`, tokens.homeowner);
    expect(notes.json().map((n: { note: string }) => n.note)).toEqual([
      'Please call before 10AM.',
      'Status update requested: Any news?',
    ]);
    const ticket = (await openTickets(tokens.contractor!)).find((x) => x.workOrderId === filed.workOrderId);
    expect(ticket?.notes.map((n) => n.note)).toEqual(
      expect.arrayContaining(['Please call before 10AM.', 'Status update requested: Any news?']),
    );
  });

  it('attaches a photo to the work order, where the technician sees it', async () => {
    const upload = (token: string, bytes: Buffer, name: string) => {
      const { payload, headers } = multipartBody([
        { name: 'file', fileName: name, value: bytes, contentType: 'image/png' },
      ]);
      return suite.t.app.inject({
        method: 'POST',
        url: `/api/account/serviceRequest/${filed.serviceRequestId}/file`,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    };
    const res = await upload(tokens.homeowner!, TINY_PNG, 'condenser.png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'condenser.png', contentType: 'image/png' });
    const [stored] = await suite.t.database.db
      .select({ storageName: suite.t.database.t.dispatchFiles.storageName })
      .from(suite.t.database.t.dispatchFiles)
      .where(eq(suite.t.database.t.dispatchFiles.id, res.json().fileId));
    expect(stored?.storageName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect((await upload(tokens.homeowner!, Buffer.from('not an image'), 'x.png')).statusCode).toBe(415);
    // A photo sent without being made smaller on the device, declaring 12,000 × 12,000 pixels.
    const huge = await upload(tokens.homeowner!, await zeroPng(12_000, 12_000, 1), 'huge.png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0]).toMatchObject({ code: 'tooLarge', field: 'file' });
    expect((await upload(tokens.staff!, TINY_PNG, 'condenser.png')).statusCode).toBe(403);
    const ticket = (await openTickets(tokens.contractor!)).find((x) => x.workOrderId === filed.workOrderId);
    expect(ticket?.files.map((f) => f.fileName)).toEqual(['condenser.png']);
  });

  it('attaches a finished resumable upload to the work order, once', async () => {
    const finished = async (token: string, bytes: Buffer) => {
      const tus = { 'tus-resumable': '1.0.0', ...bearer(token) };
      const created = await suite.t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...tus, 'upload-length': String(bytes.length) },
      });
      const uploadId = created.headers.location?.toString().split('/').pop() ?? '';
      const patched = await suite.t.app.inject({
        method: 'PATCH',
        url: `/api/uploads/${uploadId}`,
        headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: bytes,
      });
      expect(patched.statusCode).toBe(204);
      return uploadId;
    };
    const attach = (token: string, uploadId: string, key: string, fileName = 'water-heater.png') =>
      suite.t.app.inject({
        method: 'POST',
        url: `/api/account/serviceRequest/${filed.serviceRequestId}/fileFromUpload`,
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: { uploadId, fileName },
      });
    const photo = Buffer.concat([TINY_PNG, Buffer.from('resumable claim photo')]);
    const uploadId = await finished(tokens.homeowner!, photo);
    const res = await attach(tokens.homeowner!, uploadId, 'claim-photo-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'water-heater.png', contentType: 'image/png', size: photo.length });
    const again = await attach(tokens.homeowner!, uploadId, 'claim-photo-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().fileId).toBe(res.json().fileId);

    const text = await finished(tokens.homeowner!, Buffer.from('not an image at all'));
    expect((await attach(tokens.homeowner!, text, 'claim-photo-2')).statusCode).toBe(415);
    const contractors = await finished(tokens.contractor!, photo);
    expect((await attach(tokens.homeowner!, contractors, 'claim-photo-3')).statusCode).toBe(404);
    expect((await attach(tokens.staff!, contractors, 'claim-photo-4')).statusCode).toBe(403);
    const ticket = (await openTickets(tokens.contractor!)).find((x) => x.workOrderId === filed.workOrderId);
    expect(ticket?.files.filter((f) => f.fileName === 'water-heater.png')).toHaveLength(1);
  });

  it('follows the contractor’s work status on the timeline', async () => {
    const ticket = (await openTickets(tokens.contractor!)).find((x) => x.workOrderId === filed.workOrderId);
    if (!ticket) throw new Error('no ticket');
    const res = await call('POST', `/api/contractor/dispatch/${ticket.dispatchId}`, tokens.contractor, {
      dispatchId: ticket.dispatchId,
      version: ticket.version,
      workStatus: 'Scheduled',
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await call('GET', `/api/account/servicerequest?contractIds=${CONTRACT}`, tokens.homeowner);
    const mine = history
      .json()
      .find((r: { serviceRequestId: string }) => r.serviceRequestId === filed.serviceRequestId);
    expect(mine.timeline.map((e: { event: string }) => e.event)).toEqual([
      'submitted',
      'sentToContractor',
      'scheduled',
    ]);
  });

  it('schedules from the status page, and shows the visit', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const body = {
      ScheduleDateTime: workOrderShortDate(localDay(inTwoDays)),
      ScheduledStartWindow: '8AM',
      ScheduledEndWindow: '12PM',
      Id: filed.workOrderId,
      Status: 'Scheduled',
      Tenant: WORK_ORDER_TENANT,
      Token: await linkToken(filed.workOrderId),
    };
    const res = await call('POST', '/api/workorder/statusUpdate', undefined, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(true);
    const history = await call('GET', `/api/account/servicerequest?contractIds=${CONTRACT}`, tokens.homeowner);
    const mine = history
      .json()
      .find((r: { serviceRequestId: string }) => r.serviceRequestId === filed.serviceRequestId);
    expect(mine).toMatchObject({ scheduledDate: localDay(inTwoDays), scheduledWindow: '8AM to 12PM' });
    expect(mine.timeline.find((e: { event: string }) => e.event === 'scheduled').detail).toBe(
      `${body.ScheduleDateTime}, 8AM to 12PM`,
    );
  });

  it('refuses a bad schedule naming each field, and an unknown work order', async () => {
    const far = new Date();
    far.setMonth(far.getMonth() + 7);
    const res = await call('POST', '/api/workorder/statusUpdate', undefined, {
      ScheduleDateTime: workOrderShortDate(localDay(far)),
      ScheduledStartWindow: '',
      ScheduledEndWindow: '13PM',
      Id: filed.workOrderId,
      Status: 'Done',
      Tenant: WORK_ORDER_TENANT,
      Token: await linkToken(filed.workOrderId),
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['ScheduleDateTime', 'ScheduledEndWindow', 'ScheduledStartWindow', 'Status']);
    const unknown = await call('POST', '/api/workorder/cancel', undefined, {
      WorkOrderId: 'WO-0000000',
      CancellationNotes: 'No longer needed',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels with a reason: the ticket and request close, the fee is refunded, and it cannot be cancelled twice', async () => {
    const blank = await call('PATCH', '/api/order/cancelServiceRequest', tokens.homeowner, {
      serviceRequestId: filed.serviceRequestId,
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const res = await call('PATCH', '/api/order/cancelServiceRequest', tokens.homeowner, {
      serviceRequestId: filed.serviceRequestId,
      reason: 'Fixed it myself',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', closedAt: expect.any(String) });
    expect(res.json().timeline.at(-1)).toMatchObject({ event: 'cancelled', detail: 'Fixed it myself' });
    const ticket = (await openTickets(tokens.contractor!)).find((x) => x.workOrderId === filed.workOrderId);
    expect(ticket).toBeUndefined();
    const notes = await call('GET', `/api/account/servicerequest/note/${filed.serviceRequestId}`, tokens.homeowner);
    expect(notes.json().at(-1).note).toBe('The service call fee of $75.00 was refunded to your card.');
    const twice = await call('PATCH', '/api/order/cancelServiceRequest', tokens.homeowner, {
      serviceRequestId: filed.serviceRequestId,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].code).toBe('serviceRequestClosed');
    const schedule = await call('POST', '/api/workorder/cancel', undefined, {
      WorkOrderId: filed.workOrderId,
      CancellationNotes: 'x',
      Token: await linkToken(filed.workOrderId),
    });
    expect(schedule.statusCode).toBe(422);
  });

  it('cancels a work order from the status page, closing its request', async () => {
    const other = (await fileRequest({})).json();
    const res = await call('POST', '/api/workorder/cancel', undefined, {
      WorkOrderId: other.workOrderId,
      CancellationNotes: 'Moving out this week',
      Token: await linkToken(other.workOrderId),
    });
    expect(res.json()).toBe(true);
    const history = await call('GET', `/api/account/servicerequest?contractIds=${CONTRACT}`, tokens.homeowner);
    const mine = history
      .json()
      .find((r: { serviceRequestId: string }) => r.serviceRequestId === other.serviceRequestId);
    expect(mine).toMatchObject({ status: 'cancelled' });
    expect(mine.timeline.at(-1)).toMatchObject({ event: 'cancelled', detail: 'Moving out this week' });
  });
});
