/** OpenAPI description at /api/docs (JSON at /api/docs/json), built from the route schemas. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const docsPlugin = fp(async (app: FastifyInstance, opts: { brandName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${opts.brandName} API`,
        version: '1.0.0',
        description:
          'Home-warranty platform API. Errors answer `{ hasErrors: true, errors: [{ message, field }] }`. ' +
          'Money is dollars; dates are ISO 8601. Authenticated calls send `Authorization: Bearer <access_token>`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
