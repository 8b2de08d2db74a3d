/**
 * OpenAPI description at /api/docs (JSON at /api/docs/json), built from the route schemas. Every route
 * declares a summary, a unique operationId and its security (`[]` for public calls), so that
 * `redocly lint --extends=recommended` passes and client generators (openapi-typescript) can use it;
 * api/test/openapi.test.ts checks both.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@hw/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DESCRIPTION = [
  'Home-warranty platform API. Money is dollars; dates are ISO 8601. Authenticated calls send ',
  '`Authorization: Bearer <access_token>` (from POST /api/authenticate).',
  '\n\nEvery failure answers a status of 400 or above and `{ "hasErrors": true, "errors": [{ "message", "field", "code" }] }`: ',
  '`message` is for people, `field` names the bad field when there is one, and `code` is a stable name to branch on. ',
  'A validation failure (400, `validation`) lists every bad field once. Codes: ',
  ERROR_CODES.map((code) => `\`${code}\``).join(', '),
  '.',
].join('');

export const docsPlugin = fp(async (app: FastifyInstance, opts: { brandName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${opts.brandName} API`,
        version: '1.0.0',
        description: DESCRIPTION,
        // The product's terms (marketing site, /terms-of-use) govern use of the API too.
        license: { name: 'Terms of use', url: '/terms-of-use' },
      },
      // Same origin as the web app: the paths already carry /api.
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'reference', description: 'Public reference data: states, zip codes, trades, property types.' },
        { name: 'features', description: 'Feature flags.' },
        { name: 'auth', description: 'Sign-in, sessions, passwords and impersonation.' },
        { name: 'account', description: 'The signed-in user’s account.' },
        { name: 'contractor', description: 'Dispatch tickets, files, closing items, agreement and statistics.' },
        { name: 'mail', description: 'The mail outbox (staff).' },
        {
          name: 'ordering',
          description: 'Offers, coupons, limits and exclusions, price breakdowns, orders, quick orders and payments.',
        },
        { name: 'payments', description: 'Card profiles and tokens: the card goes to the gateway and nowhere else.' },
        { name: 'partners', description: 'Real-estate partners: agents, escrow and title companies, loan officers.' },
        { name: 'leads', description: 'Incomplete orders and quote requests.' },
        { name: 'notices', description: 'Site-wide notices staff publish (maintenance, outages).' },
        { name: 'log', description: 'Unexpected errors in the browser, for the server’s log.' },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
