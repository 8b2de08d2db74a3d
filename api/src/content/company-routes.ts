import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Award,
  AwardImageParams,
  CountParams,
  Executive,
  errorResponses,
  MARKET_STATE_CODES,
  Review,
  ReviewParams,
  SalesRep,
  SalesRepParams,
  SalesRepStateParams,
} from '@hw/shared';
import { Type } from 'typebox';
import { notFound } from '../plugins/index.ts';
import { awardBadgeSvg } from './illustrations.ts';
import { portraitSvg } from './portraits.ts';
import { award, awards, executives, reviewsOf, salesRep, salesRepsOfState } from './queries.ts';
import { CONTENT_CACHE_CONTROL, SvgImage, sendSvg } from './responses.ts';

const tags = ['content'];
/** Public: no sign-in, so no security requirement in the OpenAPI description. */
const publicRoute = { tags, security: [] };
const repNotFound = 'There is no sales representative with this id.';

/** Reviews, sales representatives, awards and executives. */
export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, t } = app.database;

  app.get(
    '/review/:group/:count',
    {
      schema: {
        ...publicRoute,
        summary: 'List reviews of a group',
        operationId: 'listReviews',
        description:
          'Up to `count` reviews of one group, `customer`, `contractor`, `homeowner` or `realEstate` (any other ' +
          'group is 400), in the order the site shows them. The pages ask for 10. `name` is a first name and last ' +
          'initial, `location` a city and state, `rating` 1 to 5.',
        params: ReviewParams,
        response: { 200: Type.Array(Review), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return reviewsOf(db, t, request.params.group, request.params.count);
    },
  );

  app.get(
    '/salesRep/state/:stateCode',
    {
      schema: {
        ...publicRoute,
        summary: 'List the sales representatives of a state',
        operationId: 'listSalesRepsOfState',
        description:
          'The sales representatives of a state (two-letter code, any case), in display order; the site shows ' +
          `them four to a row. Every market state (${MARKET_STATE_CODES.join(', ')}) has at least two; another ` +
          'state has none (an empty list).',
        params: SalesRepStateParams,
        response: { 200: Type.Array(SalesRep), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return salesRepsOfState(db, t, request.params.stateCode);
    },
  );

  app.get(
    '/salesRep/:id',
    {
      schema: {
        ...publicRoute,
        summary: 'Get a sales representative',
        operationId: 'getSalesRep',
        description: 'One sales representative by `salesRepId`, with the address of their photo; unknown is 404.',
        params: SalesRepParams,
        response: { 200: SalesRep, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rep = await salesRep(db, t, request.params.id);
      if (!rep) throw notFound(repNotFound);
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return rep;
    },
  );

  app.get(
    '/salesRep/:id/photo',
    {
      schema: {
        ...publicRoute,
        summary: "Get a sales representative's photo",
        operationId: 'getSalesRepPhoto',
        description:
          'An illustrated portrait of the representative (400 x 400 SVG), the same on every request; cacheable for ' +
          'a day. Unknown is 404.',
        params: SalesRepParams,
        response: { 200: SvgImage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rep = await salesRep(db, t, request.params.id);
      if (!rep) throw notFound(repNotFound);
      return sendSvg(reply, portraitSvg(rep));
    },
  );

  app.get(
    '/awards/:count',
    {
      schema: {
        ...publicRoute,
        summary: 'List the awards',
        operationId: 'listAwards',
        description:
          'Up to `count` awards, newest first (the about page asks for 12 and shows four in its logo banner), each ' +
          'with the address of its badge image.',
        params: CountParams,
        response: { 200: Type.Array(Award), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return awards(db, t, request.params.count);
    },
  );

  app.get(
    '/awards/image/:id.svg',
    {
      schema: {
        ...publicRoute,
        summary: "Get an award's badge",
        operationId: 'getAwardImage',
        description: 'The badge of an award (320 x 320 SVG) with its year; cacheable for a day. Unknown is 404.',
        params: AwardImageParams,
        response: { 200: SvgImage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await award(db, t, request.params.id);
      if (!found) throw notFound('There is no award with this id.');
      return sendSvg(reply, awardBadgeSvg(found));
    },
  );

  app.get(
    '/company/executive',
    {
      schema: {
        ...publicRoute,
        summary: 'List the executives',
        operationId: 'listExecutives',
        description: 'The company’s executives in the order the about page shows them: name, title and a short bio.',
        response: { 200: Type.Array(Executive), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return executives(db, t);
    },
  );
};
