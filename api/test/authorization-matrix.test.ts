/**
 * Who may call what (docs/api.md, "Who may call what"), for every route the app registers: the routes are
 * collected from the app itself (an onRoute hook), and a route missing from the table below fails.
 * Outside /api the app serves only the files of the built site, read-only.
 * - A guarded route called as nobody is 401; as a signed-in caller of the wrong type 403; as a caller of
 *   the right type, on an object that is not theirs, 403 or 404; the callers it is meant for get through.
 * - A public route called with nothing (no body fields, placeholder path parameters, no query) answers
 *   only where the table says so; a public write must refuse such a request with a 4xx.
 * - The OpenAPI `security` of each route agrees with the table.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, buildTestApp, type TestApp } from './helper.ts';

type SignedIn = 'homeowner' | 'agent' | 'contractor' | 'staff';
type Caller = 'nobody' | SignedIn;
const CALLERS: Caller[] = ['nobody', 'homeowner', 'agent', 'contractor', 'staff'];
/** A day (YYYY-MM-DD) from today: dates sent are within their field's window around today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const ALL_SIGNED_IN: SignedIn[] = ['homeowner', 'agent', 'contractor', 'staff'];
const EMAILS: Record<SignedIn, string> = {
  homeowner: 'homeowner@example.com',
  agent: 'agent@example.com',
  contractor: 'contractor@example.com',
  staff: 'staff@example.com',
};

interface Sample {
  name: string;
  url: string;
  payload?: object;
}

/** A route anyone may call: what a request with nothing in it gets (`url` when the default does not fit). */
interface PublicRoute {
  access: 'anyone';
  empty: 'answers' | 'refuses';
  url?: string;
}

/** A guarded route: the callers allowed through the guard, and requests to make as every caller. */
interface GuardedRoute {
  access: readonly SignedIn[];
  samples: Sample[];
}

type Entry = PublicRoute | GuardedRoute;

const docs: PublicRoute = { access: 'anyone', empty: 'answers' };

/** Guarded routes whose success is a file, by sample URL: the type of that file. */
const DOWNLOADS: Record<string, string> = {
  '/api/account/dataExport': 'application/gzip',
  '/api/account/agent/flyer': 'application/pdf',
};

/** Every route under /api, by `METHOD url` as registered (HEAD routes mirror their GET and are left out). */
const ROUTES: Record<string, Entry> = {
  'GET /api/docs': docs,
  'GET /api/docs/json': docs,
  'GET /api/sampleContract/:planType/:stateCode': {
    access: 'anyone',
    empty: 'answers',
    url: '/api/sampleContract/consumer/TX',
  },
  'GET /api/sampleContract/:planType/:stateCode/pdf': {
    access: 'anyone',
    empty: 'answers',
    url: '/api/sampleContract/realEstate/AZ/pdf',
  },
  'GET /api/docs/yaml': docs,
  'GET /api/docs/static/index.html': docs,
  'GET /api/docs/static/swagger-initializer.js': docs,
  'GET /api/docs/static/*': { ...docs, url: '/api/docs/static/swagger-ui.css' },

  'GET /api/status': { access: 'anyone', empty: 'answers' },
  'GET /api/health/live': { access: 'anyone', empty: 'answers' },
  'GET /api/health/ready': { access: 'anyone', empty: 'answers' },
  'GET /api/reference/enumerations': { access: 'anyone', empty: 'answers' },
  'GET /api/reference/states': { access: 'anyone', empty: 'answers' },
  'GET /api/reference/propertyTypes': { access: 'anyone', empty: 'answers' },
  'GET /api/reference/trades': { access: 'anyone', empty: 'answers' },
  'GET /api/reference/stateByZipCode/:zip': { access: 'anyone', empty: 'refuses' },
  'GET /api/zipcode/:code': { access: 'anyone', empty: 'refuses' },
  'GET /api/location': { access: 'anyone', empty: 'refuses' },
  'GET /api/feature': { access: 'anyone', empty: 'answers' },
  'GET /api/notices/global': { access: 'anyone', empty: 'answers' },
  'POST /api/log/clientError': { access: 'anyone', empty: 'refuses' },
  'POST /api/authenticate': { access: 'anyone', empty: 'refuses' },
  'POST /api/authenticate/withToken': { access: 'anyone', empty: 'refuses' },
  'POST /api/authenticate/withUser': { access: 'anyone', empty: 'refuses' },
  'POST /api/authenticate/forgotPassword': { access: 'anyone', empty: 'refuses' },

  'POST /api/authenticate/withUser/helper': {
    access: ['staff'],
    samples: [
      {
        name: 'sign-in-on-behalf helper',
        url: '/api/authenticate/withUser/helper',
        payload: { userId: 'u-homeowner-0001' },
      },
    ],
  },
  'POST /api/authenticate/as/me': {
    access: [],
    samples: [{ name: 'impersonation end (not impersonating)', url: '/api/authenticate/as/me' }],
  },
  'POST /api/authenticate/as/:userId': {
    access: ['staff'],
    samples: [{ name: 'impersonation start', url: '/api/authenticate/as/u-agent-0001' }],
  },
  'POST /api/authenticate/logout': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'logout', url: '/api/authenticate/logout', payload: {} }],
  },
  'POST /api/authenticate/changePassword': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'change password', url: '/api/authenticate/changePassword', payload: { newPassword: 'short' } }],
  },
  'GET /api/account/user': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'the caller’s account', url: '/api/account/user' }],
  },
  'GET /api/account/user/:id': {
    access: ALL_SIGNED_IN,
    samples: [
      { name: 'account user record (homeowner’s)', url: '/api/account/user/u-homeowner-0001' },
      { name: 'account user record (contractor’s)', url: '/api/account/user/u-contractor-0001' },
    ],
  },
  // Contracts, agent orders, invoices and saved cards (api/test/account-contracts.test.ts, account-payments.test.ts).
  'GET /api/account/contract/agent': {
    access: ['agent'],
    samples: [{ name: 'the agent’s orders', url: '/api/account/contract/agent' }],
  },
  // Escrow invoices and the agent's flyer (api/test/escrow-invoices.test.ts).
  'PUT /api/account/order/:contractId/closingDate': {
    access: ['agent'],
    samples: [
      {
        name: 'move a closing (unknown order: 404 once through the guard)',
        url: '/api/account/order/c-none/closingDate',
        payload: { closingDate: dayFromNow(60) },
      },
    ],
  },
  'GET /api/account/agent/flyer': {
    access: ['agent'],
    samples: [{ name: 'the agent’s flyer', url: '/api/account/agent/flyer' }],
  },
  'POST /api/account/agent/flyer': {
    access: ['agent'],
    samples: [
      { name: 'the agent’s flyer with a photo (not multipart: 415)', url: '/api/account/agent/flyer', payload: {} },
    ],
  },
  'GET /api/account/contract/:id': {
    access: ALL_SIGNED_IN,
    samples: [
      { name: 'a contract (homeowner’s)', url: '/api/account/contract/c-homeowner-0001' },
      { name: 'a contract (unknown)', url: '/api/account/contract/c-none' },
    ],
  },
  'GET /api/account/contract/coverage/:id': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'a contract’s coverage (agent’s order)', url: '/api/account/contract/coverage/c-agent-0001' }],
  },
  'GET /api/account/contract/:id/money': {
    access: ALL_SIGNED_IN,
    samples: [
      { name: 'a contract’s money (homeowner’s)', url: '/api/account/contract/c-homeowner-0001/money' },
      { name: 'a contract’s money (unknown)', url: '/api/account/contract/c-none/money' },
    ],
  },
  'PUT /api/account/contract/:id/automaticPayment': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'automatic payment of an agent’s order (the buyer’s to set)',
        url: '/api/account/contract/c-agent-0001/automaticPayment',
        payload: { isEnabled: false },
      },
    ],
  },
  'PUT /api/account/contract/:id/autoRenew': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'auto-renewal of an unknown contract',
        url: '/api/account/contract/c-none/autoRenew',
        payload: { isAutoRenew: false },
      },
    ],
  },
  'PUT /api/account/contract/:id/renewalPlan': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'the plan an unknown contract renews to',
        url: '/api/account/contract/c-none/renewalPlan',
        payload: { planId: 'plan-ho-essentials' },
      },
    ],
  },
  'DELETE /api/account/contract/:id/renewalPlan': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'renew an unknown contract to its plan', url: '/api/account/contract/c-none/renewalPlan' }],
  },
  'GET /api/account/contract/:id/payInFull': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'pay in full quote (unknown)', url: '/api/account/contract/c-none/payInFull' }],
  },
  'POST /api/account/contract/:id/payInFull': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'pay in full (unknown)',
        url: '/api/account/contract/c-none/payInFull',
        payload: { confirmedAmount: 1, creditCardId: 'card-none' },
      },
    ],
  },
  'DELETE /api/account/contract/:id': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'cancel a contract (unknown)', url: '/api/account/contract/c-none' }],
  },
  'GET /api/account/invoices': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'invoices (homeowner’s)', url: '/api/account/invoices?contractIds=c-homeowner-0001' }],
  },
  'GET /api/account/invoices/:invoiceId/details': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'invoice details (homeowner’s)', url: '/api/account/invoices/inv-homeowner-0001/details' }],
  },
  'POST /api/account/invoices': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'pay invoices (unknown invoice: 404)',
        url: '/api/account/invoices',
        payload: { invoiceIds: ['inv-none'], creditCardId: 'card-none' },
      },
    ],
  },
  // Saved cards: holders of Payment:ManageCreditCard.
  'GET /api/account/payment/info': {
    access: ['homeowner', 'agent', 'staff'],
    samples: [{ name: 'saved cards', url: '/api/account/payment/info' }],
  },
  'POST /api/account/payment/info': {
    access: ['homeowner', 'agent', 'staff'],
    samples: [
      {
        name: 'save a card (unknown to the gateway: 400)',
        url: '/api/account/payment/info',
        payload: { authNetProfileId: 'cp-none', authNetPaymentProfileId: 'pp-none' },
      },
    ],
  },
  'PUT /api/account/payment': {
    access: ['homeowner', 'agent', 'staff'],
    samples: [{ name: 'update a card (unknown)', url: '/api/account/payment', payload: { creditCardId: 'card-none' } }],
  },
  'DELETE /api/account/payment/:id': {
    access: ['homeowner', 'agent', 'staff'],
    samples: [
      {
        name: 'remove a card (homeowner’s; it pays a monthly contract: 422)',
        url: '/api/account/payment/card-demo-homeowner',
      },
    ],
  },
  'GET /api/account/payment/syncPaymentProfiles': {
    access: ['homeowner', 'agent', 'staff'],
    samples: [{ name: 'sync saved cards', url: '/api/account/payment/syncPaymentProfiles' }],
  },
  'POST /api/account/payment/setDefaultPaymentMethod': {
    access: ['homeowner', 'agent', 'staff'],
    samples: [
      {
        name: 'choose a contract’s card (homeowner’s)',
        url: '/api/account/payment/setDefaultPaymentMethod',
        payload: { policyId: 'c-homeowner-0001', creditCardId: 'card-demo-homeowner' },
      },
    ],
  },
  'PUT /api/account/payment/:id/default': {
    access: ['homeowner', 'agent', 'staff'],
    samples: [
      {
        name: 'make a card the default (homeowner’s, already the default)',
        url: '/api/account/payment/card-demo-homeowner/default',
      },
    ],
  },
  'GET /api/account/payment/failed': {
    access: ['homeowner', 'agent', 'staff'],
    samples: [{ name: 'failed payments', url: '/api/account/payment/failed' }],
  },
  // Notices, service-request history, profile, text opt-in and merge (api/test/account-notices-profile.test.ts).
  'GET /api/account/notice/:id': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'notices (homeowner’s)', url: '/api/account/notice/u-homeowner-0001' }],
  },
  'DELETE /api/account/notice/:id': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'dismiss a notice (homeowner’s)', url: '/api/account/notice/n-homeowner-0001' }],
  },
  'DELETE /api/account/notices': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'dismiss all notices', url: '/api/account/notices' }],
  },
  'GET /api/account/servicerequest': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'service-request history (homeowner’s)',
        url: '/api/account/servicerequest?contractIds=c-homeowner-0001',
      },
    ],
  },
  'GET /api/account/servicerequest/note/:id': {
    access: ALL_SIGNED_IN,
    samples: [
      { name: 'service-request notes (homeowner’s)', url: '/api/account/servicerequest/note/sr-homeowner-0001' },
    ],
  },
  'GET /api/account/serviceRequest/:serviceRequestId/decision': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'decision on a claim (no diagnosis yet: null to the owner)',
        url: '/api/account/serviceRequest/sr-homeowner-0002/decision',
      },
    ],
  },
  'GET /api/staff/cashInLieu/candidates': {
    access: ['staff'],
    samples: [{ name: 'claims that may be offered cash in lieu', url: '/api/staff/cashInLieu/candidates' }],
  },
  'POST /api/account/serviceRequest/:serviceRequestId/cashInLieu': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'answer a cash-in-lieu offer (none made: 404 noCashInLieuOffer to the owner)',
        url: '/api/account/serviceRequest/sr-homeowner-0002/cashInLieu',
        payload: { accept: false },
      },
    ],
  },
  'GET /api/authorize/serviceRequest/:contractId': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'authorise a service request', url: '/api/authorize/serviceRequest/c-homeowner-0001' }],
  },
  'GET /api/account/serviceRequest/items/:contractId': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'warranty items', url: '/api/account/serviceRequest/items/c-homeowner-0001' }],
  },
  'GET /api/account/serviceRequest/flow/:warrantyItemId': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'question flow', url: '/api/account/serviceRequest/flow/si-cooling' }],
  },
  'POST /api/account/serviceRequest': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'file a service request (no answers: 400 once through the guard)',
        url: '/api/account/serviceRequest',
        payload: {
          contractId: 'c-homeowner-0001',
          warrantyItemId: 'si-cooling',
          questionsAndAnswers: [],
          contactPreferences: {
            contactName: 'Hannah Holt',
            phone: '512-555-0101',
            email: 'homeowner@example.com',
            preferredContactMethod: 'phone',
            bestTimeToContact: 'anytime',
            permissionToEnter: false,
          },
          confirmedServiceCallFee: 100,
          paymentInfo: {},
        },
      },
    ],
  },
  'POST /api/account/servicerequest/note': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'note on a service request (blank: 400 once through the guard)',
        url: '/api/account/servicerequest/note',
        payload: { serviceRequestId: 'sr-homeowner-0002', note: ' ' },
      },
    ],
  },
  'POST /api/order/sendStatusUpdate': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'ask for a status update (closed request: 422 once through the guard)',
        url: '/api/order/sendStatusUpdate',
        payload: { serviceRequestId: 'sr-homeowner-0001' },
      },
    ],
  },
  'PATCH /api/order/cancelServiceRequest': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'cancel a service request (blank reason: 400 once through the guard)',
        url: '/api/order/cancelServiceRequest',
        payload: { serviceRequestId: 'sr-homeowner-0002', reason: ' ' },
      },
    ],
  },
  'POST /api/account/serviceRequest/:serviceRequestId/fileFromUpload': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'resumable upload on a service request (no work order: 422 once through the guard)',
        url: '/api/account/serviceRequest/sr-homeowner-0002/fileFromUpload',
        payload: { uploadId: '0123456789abcdef0123456789abcdef', fileName: 'a.png' },
      },
    ],
  },
  'POST /api/account/serviceRequest/:serviceRequestId/file': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'photo on a service request (no work order: 422 once through the guard)',
        url: '/api/account/serviceRequest/sr-homeowner-0002/file',
      },
    ],
  },
  'GET /api/account/serviceRequest/slots/:contractId/:warrantyItemId': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'open visit windows', url: '/api/account/serviceRequest/slots/c-homeowner-0001/si-cooling' }],
  },
  'GET /api/account/serviceRequest/visit/:serviceRequestId': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'visit of a request (no work order: 422 once through the guard)',
        url: '/api/account/serviceRequest/visit/sr-homeowner-0002',
      },
    ],
  },
  'PUT /api/account/serviceRequest/visit/:serviceRequestId': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'move a visit (no work order: 422 once through the guard)',
        url: '/api/account/serviceRequest/visit/sr-homeowner-0002',
        payload: { appointment: { start: `${dayFromNow(7)}T08:00:00-06:00`, end: `${dayFromNow(7)}T10:00:00-06:00` } },
      },
    ],
  },
  'DELETE /api/account/serviceRequest/visit/:serviceRequestId': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'cancel a visit (no work order: 422 once through the guard)',
        url: '/api/account/serviceRequest/visit/sr-homeowner-0002',
      },
    ],
  },
  'GET /api/workorder/:workOrderId': { access: 'anyone', empty: 'refuses' },
  'GET /api/workorder/:workOrderId/visit': { access: 'anyone', empty: 'refuses' },
  'POST /api/workorder/visit': { access: 'anyone', empty: 'refuses' },
  'POST /api/workorder/statusUpdate': { access: 'anyone', empty: 'refuses' },
  'POST /api/workorder/cancel': { access: 'anyone', empty: 'refuses' },
  'GET /api/escrow-invoice/:invoiceId': { access: 'anyone', empty: 'refuses' },
  'POST /api/escrow-invoice/:invoiceId/pay': { access: 'anyone', empty: 'refuses' },
  'POST /api/account/user': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'save profile (blank names: 400 once through the guard)',
        url: '/api/account/user',
        payload: { firstName: ' ', lastName: ' ', phones: [] },
      },
    ],
  },
  // Push notices on this device (api/test/push.test.ts): each caller's own subscriptions.
  'GET /api/account/push/publicKey': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'the VAPID public key', url: '/api/account/push/publicKey' }],
  },
  'POST /api/account/push/subscriptions': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'subscribe a device (no keys: 400 once through the guard)',
        url: '/api/account/push/subscriptions',
        payload: { endpoint: 'https://push.example.com/device' },
      },
    ],
  },
  'DELETE /api/account/push/subscriptions': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'unsubscribe a device',
        url: '/api/account/push/subscriptions',
        payload: { endpoint: 'https://push.example.com/device' },
      },
    ],
  },
  'POST /api/account/user/smsOptIn': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'text opt-in (incomplete number: 400 once through the guard)',
        url: '/api/account/user/smsOptIn',
        payload: { smsPhoneNumber: '555' },
      },
    ],
  },
  'GET /api/account/messagePreferences': {
    access: ['homeowner'],
    samples: [{ name: 'message preferences', url: '/api/account/messagePreferences' }],
  },
  'PUT /api/account/messagePreferences': {
    access: ['homeowner'],
    samples: [
      {
        name: 'message preferences (an unknown kind: 400 once through the guard)',
        url: '/api/account/messagePreferences',
        payload: { choices: [{ kind: 'newsletter', channel: 'email', on: false }] },
      },
    ],
  },
  'PUT /api/account/user/merge': {
    access: ALL_SIGNED_IN,
    samples: [
      { name: 'merge accounts (empty: 400 once through the guard)', url: '/api/account/user/merge', payload: {} },
    ],
  },
  'GET /api/mail/outbox': { access: ['staff'], samples: [{ name: 'mail outbox', url: '/api/mail/outbox' }] },

  // Staff tools (api/test/staff.test.ts covers the staff roles: admin, contractorRelations, none).
  'PUT /api/feature/flag/:key/:isEnabled': {
    access: ['staff'],
    samples: [
      { name: 'switch a flag (to the value it has)', url: '/api/feature/flag/ChatWidget/true' },
      { name: 'switch a flag (unknown key: 404 once through the guard)', url: '/api/feature/flag/NoSuchFlag/false' },
    ],
  },
  'GET /api/staff/notices': {
    access: ['staff'],
    samples: [{ name: 'global notices', url: '/api/staff/notices' }],
  },
  'POST /api/staff/notices': {
    access: ['staff'],
    samples: [{ name: 'publish a global notice', url: '/api/staff/notices', payload: { text: 'Hi', kind: 'info' } }],
  },
  'POST /api/staff/notices/:noticeId/retire': {
    access: ['staff'],
    samples: [
      { name: 'retire a global notice (unknown: 404 once through the guard)', url: '/api/staff/notices/none/retire' },
    ],
  },
  'GET /api/staff/dataRequests': {
    access: ['staff'],
    samples: [{ name: 'privacy requests', url: '/api/staff/dataRequests' }],
  },
  'POST /api/staff/dataRequests/:id/complete': {
    access: ['staff'],
    samples: [
      {
        name: 'complete a privacy request (unknown: 404 once through the guard)',
        url: '/api/staff/dataRequests/none/complete',
        payload: { outcome: 'Answered by phone.' },
      },
    ],
  },
  'GET /api/account/dataExport': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'download my data', url: '/api/account/dataExport' }],
  },
  'GET /api/account/dataExport/summary': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'read my data', url: '/api/account/dataExport/summary' }],
  },
  'POST /api/account/deletionRequest': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'delete my account (no password: 400)', url: '/api/account/deletionRequest', payload: {} }],
  },
  'GET /api/staff/users': {
    access: ['staff'],
    samples: [{ name: 'user search', url: '/api/staff/users?q=holt' }],
  },
  'GET /api/staff/audit': {
    access: ['staff'],
    samples: [{ name: 'audit log', url: '/api/staff/audit?limit=5' }],
  },
  'GET /api/staff/disputes': {
    access: ['staff'],
    samples: [{ name: 'payments charged back', url: '/api/staff/disputes' }],
  },
  'POST /api/staff/payments/:policyPaymentId/dispute': {
    access: ['staff'],
    samples: [
      {
        name: 'decide a chargeback (not disputed: 404 once through the guard)',
        url: '/api/staff/payments/999999/dispute',
        payload: { decision: 'resumed' },
      },
    ],
  },
  'GET /api/staff/partners': {
    access: ['staff'],
    samples: [{ name: 'pending partners', url: '/api/staff/partners?status=pending' }],
  },
  'POST /api/staff/partners/:partnerId/approve': {
    access: ['staff'],
    samples: [
      { name: 'approve a partner (already approved: unchanged)', url: '/api/staff/partners/p-0001/approve' },
      { name: 'approve a partner (unknown: 404 once through the guard)', url: '/api/staff/partners/p-none/approve' },
    ],
  },
  'POST /api/staff/serviceRequests/:serviceRequestId/cashInLieu': {
    access: ['staff'],
    samples: [
      {
        name: 'offer cash in lieu (no diagnosis: 404 once through the guard)',
        url: '/api/staff/serviceRequests/sr-homeowner-0002/cashInLieu',
        payload: { amount: 100, note: 'Matrix sample' },
      },
    ],
  },
  'GET /api/staff/authorizationRequests': {
    access: ['staff'],
    samples: [{ name: 'open authorization requests', url: '/api/staff/authorizationRequests' }],
  },
  'POST /api/staff/authorizationRequests/:authorizationRequestId/decision': {
    access: ['staff'],
    samples: [
      {
        name: 'decide an authorization request (unknown: 404 once through the guard)',
        url: '/api/staff/authorizationRequests/ar-none/decision',
        payload: { approved: false },
      },
    ],
  },
  'POST /api/staff/invoices/:id/cheque': {
    access: ['staff'],
    samples: [
      {
        name: 'record a cheque (unknown invoice: 404 once through the guard)',
        url: '/api/staff/invoices/i-none/cheque',
        payload: { number: '1001', amount: 10, receivedOn: dayFromNow(-1) },
      },
    ],
  },
  'GET /api/staff/jobs': {
    access: ['staff'],
    samples: [{ name: 'the clock’s jobs', url: '/api/staff/jobs' }],
  },
  'POST /api/staff/jobs/:name/run': {
    access: ['staff'],
    samples: [
      { name: 'run a job now (nothing due)', url: '/api/staff/jobs/contract-lifecycle/run' },
      { name: 'run a job now (unknown: 404 once through the guard)', url: '/api/staff/jobs/no-such-job/run' },
    ],
  },
  'POST /api/sync/batch': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'queued changes together (each change checked as the caller)',
        url: '/api/sync/batch',
        payload: {
          mutations: [
            { method: 'POST', path: '/api/contractor/dispatch/createNote', idempotencyKey: 'matrix-batch', body: {} },
          ],
        },
      },
    ],
  },
  // The live change stream takes a stream ticket, not a bearer token (api/test/live.test.ts).
  'GET /api/live': { access: 'anyone', empty: 'refuses' },
  'POST /api/live/ticket': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'a live stream ticket', url: '/api/live/ticket' }],
  },
  'POST /api/contractorRelations/search': {
    access: ['staff'],
    samples: [{ name: 'contractor search', url: '/api/contractorRelations/search', payload: { term: 'castillo' } }],
  },
  'GET /api/contractorRelations/contractorStatistics/:contractorId': {
    access: ['staff'],
    samples: [
      {
        name: 'a contractor’s statistics',
        url: '/api/contractorRelations/contractorStatistics/u-contractor-0001?year=2026',
      },
      {
        name: 'a contractor’s statistics (not a contractor)',
        url: '/api/contractorRelations/contractorStatistics/u-agent-0001',
      },
    ],
  },
  'GET /api/contractorRelations/statistics/:username': {
    access: ['staff'],
    samples: [
      {
        name: 'a contractor’s statistics by username',
        url: '/api/contractorRelations/statistics/contractor@example.com',
      },
    ],
  },
  'GET /api/crr/statistics': {
    access: ['staff'],
    samples: [{ name: 'crr dashboard statistics', url: '/api/crr/statistics?year=2026' }],
  },
  'GET /api/crr/graphs': {
    access: ['staff'],
    samples: [{ name: 'crr dashboard graphs', url: '/api/crr/graphs' }],
  },

  // Contractor calls: the objects are the demo contractor's own (another contractor's are covered in
  // api/test/contractor-*.test.ts).
  'POST /api/contractor/dispatch/search': {
    access: ['contractor'],
    samples: [{ name: 'dispatch search', url: '/api/contractor/dispatch/search', payload: { page: 1 } }],
  },
  'GET /api/contractor/dispatch/:dispatchId': {
    access: ['contractor'],
    samples: [{ name: 'dispatch ticket', url: '/api/contractor/dispatch/WO-104275' }],
  },
  'POST /api/contractor/dispatch/:dispatchId': {
    access: ['contractor'],
    samples: [
      {
        name: 'dispatch update (no version: 400 once through the guard)',
        url: '/api/contractor/dispatch/DSP-500101',
        payload: {},
      },
    ],
  },
  'POST /api/contractor/dispatch/:dispatchId/visit': {
    access: ['contractor'],
    samples: [
      {
        name: 'visit event (no event: 400 once through the guard)',
        url: '/api/contractor/dispatch/DSP-500101/visit',
        payload: {},
      },
    ],
  },
  'POST /api/contractor/dispatch/:dispatchId/authorizationRequest': {
    access: ['contractor'],
    samples: [
      {
        name: 'authorization request (no amount: 400 once through the guard)',
        url: '/api/contractor/dispatch/DSP-500101/authorizationRequest',
        payload: {},
      },
    ],
  },
  'POST /api/contractor/dispatch/createNote': {
    access: ['contractor'],
    samples: [
      {
        name: 'dispatch note (empty: 400 once through the guard)',
        url: '/api/contractor/dispatch/createNote',
        payload: {},
      },
    ],
  },
  'POST /api/contractor/addFile': {
    access: ['contractor'],
    samples: [{ name: 'add file (not multipart: 415)', url: '/api/contractor/addFile', payload: {} }],
  },
  'POST /api/contractor/addFileFromUpload': {
    access: ['contractor'],
    samples: [{ name: 'attach an upload (empty: 400)', url: '/api/contractor/addFileFromUpload', payload: {} }],
  },
  'POST /api/uploads': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'create an upload (no Tus-Resumable: 412)', url: '/api/uploads', payload: {} }],
  },
  'PATCH /api/uploads/:uploadId': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'append to an upload (no Tus-Resumable: 412)', url: '/api/uploads/u-missing', payload: {} }],
  },
  'DELETE /api/uploads/:uploadId': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'drop an upload (no Tus-Resumable: 412)', url: '/api/uploads/u-missing' }],
  },
  'GET /api/contractor/file/:fileId': {
    access: ['contractor', 'staff'],
    samples: [{ name: 'file download (unknown file)', url: '/api/contractor/file/f-missing' }],
  },
  'GET /api/contractor/closingItems/categories': {
    access: ['contractor'],
    samples: [
      { name: 'closing-item categories', url: '/api/contractor/closingItems/categories?dispatchId=DSP-500101' },
    ],
  },
  'GET /api/contractor/closingItems': {
    access: ['contractor'],
    samples: [{ name: 'closing items', url: '/api/contractor/closingItems?closingItemCategoryId=cic-1-1' }],
  },
  'GET /api/contractor/availability': {
    access: ['contractor'],
    samples: [{ name: 'availability', url: '/api/contractor/availability' }],
  },
  'PUT /api/contractor/availability': {
    access: ['contractor'],
    samples: [
      {
        name: 'set availability',
        url: '/api/contractor/availability',
        payload: { weeklyHours: [{ weekday: 1, start: '08:00', end: '17:00' }], blockedDays: [] },
      },
    ],
  },
  'GET /api/contractor/agreement': {
    access: ['contractor'],
    samples: [{ name: 'service agreement', url: '/api/contractor/agreement' }],
  },
  'POST /api/contractor/agreement': {
    access: ['contractor'],
    samples: [{ name: 'service agreement accept', url: '/api/contractor/agreement', payload: { isAgreed: true } }],
  },
  'GET /api/contractor/user/:id': {
    access: ['contractor', 'staff'],
    samples: [{ name: 'contractor profile', url: '/api/contractor/user/u-contractor-0001' }],
  },
  'GET /api/contractor/dispatchStatistics/voc/:userId': {
    access: ['contractor'],
    samples: [{ name: 'voc statistics', url: '/api/contractor/dispatchStatistics/voc/u-contractor-0001' }],
  },
  'GET /api/contractor/dispatchStatistics/scores/:webUserId': {
    access: ['contractor'],
    samples: [{ name: 'scores', url: '/api/contractor/dispatchStatistics/scores/u-contractor-0001?year=2026' }],
  },
  // Ordering (api/test/ordering.test.ts covers another user's contract in depth).
  'GET /api/offers/:state/:planTypeId/:dwellingTypeId/:isListingCoverage': {
    access: 'anyone',
    empty: 'refuses',
    url: '/api/offers/TX/placeholder/placeholder/maybe',
  },
  'GET /api/offers/listingCoveragePrices': { access: 'anyone', empty: 'answers' },
  'GET /api/offers/:contractId/:isUpgrading': {
    access: ALL_SIGNED_IN,
    samples: [
      { name: 'offers for a contract (not found: 404 once through the guard)', url: '/api/offers/c-none/true' },
    ],
  },
  'POST /api/offers/coupons/validate': { access: 'anyone', empty: 'refuses' },
  'GET /api/coverageItem/limitsAndExclusions/:id': { access: 'anyone', empty: 'refuses' },
  'POST /api/order/priceBreakdown': { access: 'anyone', empty: 'refuses' },
  'POST /api/order': { access: 'anyone', empty: 'refuses' },
  'POST /api/order/quickOrder': { access: 'anyone', empty: 'refuses' },
  'POST /api/order/confirmOwner': { access: 'anyone', empty: 'refuses' },
  'POST /api/order/getCustomerProfileToken': { access: 'anyone', empty: 'refuses' },
  'POST /api/order/getCustomerPaymentProfile': { access: 'anyone', empty: 'refuses' },
  'POST /api/payments/webhooks/authorizenet': { access: 'anyone', empty: 'refuses' },
  'POST /api/sms/webhooks/twilio': { access: 'anyone', empty: 'refuses' },
  'POST /api/sms/webhooks/twilio/status': { access: 'anyone', empty: 'refuses' },
  'POST /api/order/processPayment': {
    access: ALL_SIGNED_IN,
    samples: [
      {
        name: 'pay a contract (not found: 404 once through the guard)',
        url: '/api/order/processPayment',
        payload: { billingInfo: { contractId: 'c-none', creditCardId: 'card-none' } },
      },
    ],
  },
  'GET /api/order/convert/:partnerType': {
    access: ALL_SIGNED_IN,
    samples: [
      { name: 'convert a listing coverage (not found)', url: '/api/order/convert/buyerAgent?contractId=c-none' },
    ],
  },
  'POST /api/order/complete': {
    access: ALL_SIGNED_IN,
    samples: [{ name: 'complete an order (not found)', url: '/api/order/complete', payload: { contractId: 'c-none' } }],
  },
  'POST /api/geocoding': { access: 'anyone', empty: 'refuses' },
  'GET /api/partners/search': { access: 'anyone', empty: 'refuses' },
  'GET /api/partners/findExistingPartner': { access: 'anyone', empty: 'refuses' },
  'GET /api/partners/findExistingParent': { access: 'anyone', empty: 'refuses' },
  'POST /api/partners': {
    access: ['agent', 'staff'],
    samples: [
      {
        name: 'add a partner (the first add answers 201, repeats the same partner)',
        url: '/api/partners',
        payload: { role: 'buyerAgent', name: 'Matrix Sample', email: 'matrix.sample@example.com' },
      },
    ],
  },
  'POST /api/lead': { access: 'anyone', empty: 'refuses' },
  'POST /api/order/quote': { access: 'anyone', empty: 'refuses' },
  'POST /api/lead/brochure': { access: 'anyone', empty: 'refuses' },
  // The public website's content (api/test/content.test.ts).
  'GET /api/forum/categories': { access: 'anyone', empty: 'answers' },
  'GET /api/forum/summaries/:count/:forumId': { access: 'anyone', empty: 'refuses' },
  'GET /api/forum/:id': { access: 'anyone', empty: 'refuses' },
  'GET /api/forum/image/:name.svg': { access: 'anyone', empty: 'refuses' },
  'POST /api/forum/subscribe/:email': { access: 'anyone', empty: 'refuses' },
  'POST /api/forum/subscribe/confirm': { access: 'anyone', empty: 'refuses' },
  'POST /api/forum/unsubscribe': { access: 'anyone', empty: 'refuses' },
  'GET /api/forum/unsubscribe': { access: 'anyone', empty: 'refuses' },
  'POST /api/forum/unsubscribe/page': { access: 'anyone', empty: 'refuses' },
  'GET /api/review/:group/:count': { access: 'anyone', empty: 'refuses' },
  'GET /api/salesRep/state/:stateCode': { access: 'anyone', empty: 'refuses' },
  'GET /api/salesRep/:id': { access: 'anyone', empty: 'refuses' },
  'GET /api/salesRep/:id/photo': { access: 'anyone', empty: 'refuses' },
  'GET /api/awards/:count': { access: 'anyone', empty: 'refuses' },
  'GET /api/awards/image/:id.svg': { access: 'anyone', empty: 'refuses' },
  'GET /api/company/executive': { access: 'anyone', empty: 'answers' },
  'POST /api/contact/email': { access: 'anyone', empty: 'refuses' },
  'POST /api/privacy/dataRequest': { access: 'anyone', empty: 'refuses' },
  'POST /api/contact/streemsignup': { access: 'anyone', empty: 'refuses' },
  'GET /api/brochure/:culture.pdf': { access: 'anyone', empty: 'refuses' },
};

/** Objects that belong to one user: other signed-in callers are refused even when their type may call. */
const OWNED_BY: Record<string, SignedIn[]> = {
  '/api/account/user/u-homeowner-0001': ['homeowner', 'staff'],
  '/api/account/user/u-contractor-0001': ['contractor', 'staff'],
  '/api/account/contract/c-homeowner-0001': ['homeowner', 'staff'],
  '/api/account/contract/c-agent-0001/automaticPayment': [],
  '/api/account/contract/coverage/c-agent-0001': ['agent', 'staff'],
  '/api/account/invoices?contractIds=c-homeowner-0001': ['homeowner', 'staff'],
  '/api/account/invoices/inv-homeowner-0001/details': ['homeowner', 'staff'],
  '/api/account/payment/card-demo-homeowner': ['homeowner'],
  '/api/account/payment/card-demo-homeowner/default': ['homeowner'],
  '/api/account/payment/setDefaultPaymentMethod': ['homeowner', 'staff'],
  '/api/account/notice/u-homeowner-0001': ['homeowner', 'staff'],
  '/api/account/notice/n-homeowner-0001': ['homeowner'],
  '/api/account/servicerequest?contractIds=c-homeowner-0001': ['homeowner', 'staff'],
  '/api/account/servicerequest/note/sr-homeowner-0001': ['homeowner', 'staff'],
  '/api/authorize/serviceRequest/c-homeowner-0001': ['homeowner'],
  '/api/account/serviceRequest/items/c-homeowner-0001': ['homeowner', 'staff'],
  '/api/account/serviceRequest/slots/c-homeowner-0001/si-cooling': ['homeowner'],
  '/api/account/serviceRequest/visit/sr-homeowner-0002': ['homeowner', 'staff'],
  '/api/account/serviceRequest': ['homeowner'],
  '/api/account/serviceRequest/sr-homeowner-0002/file': ['homeowner'],
  '/api/account/serviceRequest/sr-homeowner-0002/fileFromUpload': ['homeowner'],
  '/api/account/servicerequest/note': ['homeowner', 'staff'],
  '/api/account/serviceRequest/sr-homeowner-0002/decision': ['homeowner'],
  '/api/account/serviceRequest/sr-homeowner-0002/cashInLieu': ['homeowner'],
  '/api/order/sendStatusUpdate': ['homeowner', 'staff'],
  '/api/order/cancelServiceRequest': ['homeowner', 'staff'],
};

const isPublic = (entry: Entry): entry is PublicRoute => entry.access === 'anyone';
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const methodOf = (key: string) => key.slice(0, key.indexOf(' '));
const urlOf = (key: string) => key.slice(key.indexOf(' ') + 1);

interface Registered {
  key: string;
  security: unknown;
  hidden: boolean;
}

let t: TestApp;
/** Every route the app registers, /api or not. */
const everyRoute: Registered[] = [];
let registered: Registered[] = [];
const tokens = new Map<Caller, string>();
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => everyRoute.push(...describeRoute(route)) });
  registered = everyRoute.filter((route) => isApi(urlOf(route.key)));
  for (const caller of ALL_SIGNED_IN) tokens.set(caller, await accessTokenFor(t, EMAILS[caller]));
});
afterAll(async () => t.close());

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

function describeRoute(route: RouteOptions): Registered[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  const schema = route.schema as { security?: unknown; hide?: boolean } | undefined;
  return methods.map((method) => ({
    key: `${method} ${route.url}`,
    security: schema?.security,
    hidden: !!schema?.hide,
  }));
}

/** Whether a concrete address is one the route pattern (`:param`, `*`) matches. */
function matches(pattern: string, url: string): boolean {
  const escaped = pattern
    .split(/(:[A-Za-z]+|\*)/)
    .map((piece) =>
      piece === '*' ? '.*' : piece.startsWith(':') ? '[^/]+' : piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${escaped}$`).test(url.split('?')[0] ?? '');
}

function call(method: string, url: string, caller: Caller, payload?: object) {
  const token = tokens.get(caller);
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

describe('the route table', () => {
  it('lists every route the app registers, and only those', () => {
    const keys = registered.map((route) => route.key);
    expect(keys.length).toBeGreaterThan(30);
    expect(
      keys.filter((key) => !(key in ROUTES)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((key) => !keys.includes(key)),
      'table rows with no route',
    ).toEqual([]);
  });

  it('serves nothing outside /api but the files of the built site, robots.txt, the sitemap and the card form pages', () => {
    // The card gateway's pages: the iframe communicator the hosted form reports through, and the sandbox
    // gateway's own hosted form (a page of the gateway, not of our API: no card number reaches /api).
    const cardFormPages = [
      'GET /payments/iframe-communicator.html',
      'POST /sandbox-gateway/customer/addPayment',
      'POST /sandbox-gateway/customer/savePayment',
      'POST /sandbox-gateway/customer/cancel',
    ];
    const outside = everyRoute.filter((route) => !isApi(urlOf(route.key)));
    const notFiles = outside.filter(({ key }) => {
      if (key === 'GET /robots.txt' || key === 'GET /sitemap.xml' || cardFormPages.includes(key)) return false;
      const file = join(t.app.config.webDist, urlOf(key));
      return methodOf(key) !== 'GET' || !existsSync(file) || !statSync(file).isFile();
    });
    expect(
      notFiles.map((route) => route.key),
      'routes outside /api that are not files of the site',
    ).toEqual([]);
  });

  it('has requests for every guarded route, each calling that route', () => {
    for (const [key, entry] of Object.entries(ROUTES)) {
      if (isPublic(entry)) continue;
      expect(entry.samples.length, key).toBeGreaterThan(0);
      for (const sample of entry.samples) expect(matches(urlOf(key), sample.url), `${key}: ${sample.url}`).toBe(true);
    }
  });

  it('agrees with the security each route declares in the OpenAPI description', () => {
    for (const route of registered.filter((r) => !r.hidden)) {
      const entry = ROUTES[route.key];
      if (!entry) continue;
      expect(route.security, route.key).toEqual(isPublic(entry) ? [] : [{ bearer: [] }]);
    }
  });

  it('agrees with the user types each operation admits in the OpenAPI description (x-roles)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
    };
    const callerOf: Record<string, SignedIn> = {
      homeowner: 'homeowner',
      realEstateAgent: 'agent',
      contractor: 'contractor',
      employee: 'staff',
    };
    const disagreements: string[] = [];
    for (const route of registered.filter((r) => !r.hidden)) {
      const entry = ROUTES[route.key];
      if (!entry) continue;
      const path = urlOf(route.key).replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const roles = doc.paths[path]?.[methodOf(route.key).toLowerCase()]?.['x-roles'];
      const declared = roles?.flatMap((role) => callerOf[role] ?? []).sort();
      // A route only an impersonation session may call admits whoever is acted as: every kind of user.
      const table = isPublic(entry) ? undefined : [...(entry.access.length > 0 ? entry.access : ALL_SIGNED_IN)].sort();
      if (JSON.stringify(declared) !== JSON.stringify(table)) {
        disagreements.push(`${route.key}: document ${JSON.stringify(declared)}, table ${JSON.stringify(table)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('marks no public write as answering an empty request', () => {
    const answering = Object.entries(ROUTES)
      .filter(([key, entry]) => isPublic(entry) && entry.empty === 'answers' && isWrite(methodOf(key)))
      .map(([key]) => key);
    expect(answering).toEqual([]);
  });
});

const publicRoutes = Object.entries(ROUTES).flatMap(([key, entry]) => (isPublic(entry) ? [{ key, entry }] : []));

describe.each(publicRoutes)('$key (public)', ({ key, entry }) => {
  it(`${entry.empty} a request with nothing in it`, async () => {
    const method = methodOf(key);
    const url = entry.url ?? urlOf(key).replace(/:[A-Za-z]+/g, 'placeholder');
    const res = await call(method, url, 'nobody', isWrite(method) ? {} : undefined);
    if (entry.empty === 'answers') {
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(400);
    } else {
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errors[0].code).toBeTypeOf('string');
    }
  });
});

const guardedCalls = Object.entries(ROUTES).flatMap(([key, entry]) =>
  isPublic(entry)
    ? []
    : entry.samples.map((sample) => ({ key, method: methodOf(key), allowed: entry.access, ...sample })),
);

describe.each(guardedCalls)('$method $url ($name)', (c) => {
  it.for(CALLERS)('as %s', async (caller) => {
    const res = await call(c.method, c.url, caller, c.payload);
    const rightType = (c.allowed as readonly Caller[]).includes(caller);
    const owner = (OWNED_BY[c.url] ?? ALL_SIGNED_IN).includes(caller as SignedIn);
    if (caller === 'nobody') {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('unauthorized');
    } else if (!rightType) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().errors[0].code).toBe('forbidden');
    } else if (!owner) {
      expect([403, 404]).toContain(res.statusCode);
      expect(['forbidden', 'notFound']).toContain(res.json().errors[0].code);
    } else {
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    }
    const type = res.headers['content-type']?.toString() ?? '';
    const download = res.statusCode === 200 && DOWNLOADS[c.url] !== undefined && type === DOWNLOADS[c.url];
    expect(res.statusCode === 204 || download || type.includes('application/json')).toBe(true);
  });
});
