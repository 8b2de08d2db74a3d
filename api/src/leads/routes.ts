import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrochureBody,
  BrochureForm,
  BrochureQuery,
  BrochureResponse,
  brochureFormErrors,
  brochureUrl,
  errorResponses,
  HOMEOWNER_PLAN_TYPE_ID,
  LeadBody,
  LeadResponse,
  messages,
  QuoteBody,
  QuoteForm,
  QuoteResponse,
  quoteFormErrors,
  REAL_ESTATE_PLAN_TYPE_ID,
} from '@hw/shared';
import { httpError, RATE_LIMITED, refuseProblems } from '../plugins/index.ts';
import { marketStateOfZip, splitContactName, storeLead, zipOf } from './queries.ts';

const tags = ['leads'];
/** Public: no sign-in, so no security requirement in the OpenAPI description. */
const publicRoute = { tags, security: [] };

/** Leads, quotes and brochure requests: POST /lead, POST /order/quote, POST /lead/brochure. */
export const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db, t } = database;

  app.post(
    '/lead',
    {
      schema: {
        ...publicRoute,
        summary: 'Save a lead',
        operationId: 'createLead',
        description:
          'Stores a lead and answers its id. The order pages send one when the user leaves them without ' +
          'submitting and an owner e-mail exists: e-mail, names, address, postal code and ' +
          'first phone; `type` defaults to incompleteOrder. The state is read from the postal code when it is a ' +
          'known US zip. Nothing a lead stores is sent anywhere else. ' +
          RATE_LIMITED,
        body: LeadBody,
        response: { 200: LeadResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'lead' }),
    },
    async (request) => {
      const { type = 'incompleteOrder', ...fields } = request.body;
      const leadId = await database.transaction((tx) => storeLead(tx, t, { ...fields, type }));
      return { leadId };
    },
  );

  app.post(
    '/order/quote',
    {
      config: { documentedBody: QuoteForm },
      schema: {
        ...publicRoute,
        summary: 'Ask for a quote',
        operationId: 'requestQuote',
        description:
          'The quote form. Every bad field is answered at once, 400 with the ' +
          "form's own messages: contactName, email (missing or malformed), address, postalCode (at least 5 " +
          'characters), homePhone (at least 10 digits). A zip outside the market states is 422 `noService`. ' +
          'Otherwise stores a quote lead and answers its id, the state of the zip, and the plan type to show: ' +
          'real estate when `isRecentPurchase` is true (bought in the last 30 days), else homeowner. ' +
          RATE_LIMITED,
        body: QuoteBody,
        response: { 200: QuoteResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'quote' }),
    },
    async (request) => {
      const quote = request.body;
      const errors = quoteFormErrors(quote);
      refuseProblems(Object.entries(errors).map(([field, message]) => ({ field, message })));

      const stateCode = await marketStateOfZip(db, t, zipOf(quote.postalCode));
      if (!stateCode) throw httpError(422, 'noService', messages.noService.text, 'postalCode');

      const planTypeId = quote.isRecentPurchase ? REAL_ESTATE_PLAN_TYPE_ID : HOMEOWNER_PLAN_TYPE_ID;
      const contactName = (quote.contactName ?? '').trim();
      const leadId = await database.transaction((tx) =>
        storeLead(tx, t, {
          type: 'quote',
          email: quote.email ?? '',
          ...splitContactName(contactName),
          address: quote.address,
          postalCode: quote.postalCode,
          stateCode,
          homePhone: quote.homePhone,
          planTypeId,
          details: { contactName, isRecentPurchase: quote.isRecentPurchase ?? false },
        }),
      );
      return { leadId, stateCode, planTypeId };
    },
  );

  app.post(
    '/lead/brochure',
    {
      config: { documentedBody: BrochureForm },
      schema: {
        ...publicRoute,
        summary: 'Request the brochure',
        operationId: 'requestBrochure',
        description:
          "The brochure form: contactName and email are required (the form's own " +
          'messages), postalCode has at least 5 characters; address and homePhone are kept as sent. A zip outside ' +
          'the market states is 422 `noService` with the No Service text. Otherwise stores a lead of type brochure ' +
          '(`leadBrochureTypeId` Homeowner, the default, or RealEstate) and answers `url`, the brochure PDF in the ' +
          'language of `culture` (en-US, the default, or es-MX). ' +
          RATE_LIMITED,
        querystring: BrochureQuery,
        body: BrochureBody,
        response: { 200: BrochureResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'brochure' }),
    },
    async (request) => {
      const form = request.body;
      const culture = request.query.culture ?? 'en-US';
      const errors = brochureFormErrors(form);
      refuseProblems(Object.entries(errors).map(([field, message]) => ({ field, message })));

      const stateCode = await marketStateOfZip(db, t, zipOf(form.postalCode));
      if (!stateCode) throw httpError(422, 'noService', messages.noService.text, 'postalCode');

      const leadBrochureTypeId = form.leadBrochureTypeId ?? 'Homeowner';
      const contactName = (form.contactName ?? '').trim();
      const leadId = await database.transaction((tx) =>
        storeLead(tx, t, {
          type: 'brochure',
          email: form.email ?? '',
          ...splitContactName(contactName),
          address: form.address,
          postalCode: form.postalCode,
          stateCode,
          homePhone: form.homePhone,
          planTypeId: leadBrochureTypeId === 'RealEstate' ? REAL_ESTATE_PLAN_TYPE_ID : HOMEOWNER_PLAN_TYPE_ID,
          details: { contactName, leadBrochureTypeId, language: culture },
        }),
      );
      return { url: brochureUrl(culture), leadId };
    },
  );
};
