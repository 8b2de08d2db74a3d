/**
 * OpenAPI description at /api/docs (JSON at /api/docs/json), built from the route schemas. Every route
 * declares a summary, a unique operationId and its security (`[]` for public calls), so that
 * `redocly lint --extends=recommended` passes and client generators (openapi-typescript) can use it;
 * api/test/openapi.test.ts checks both.
 */
import { existsSync, readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@hw/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { admittedBy } from './auth.ts';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency.ts';

const DESCRIPTION = [
  'Home-warranty platform API. Money is dollars; dates are ISO 8601. Authenticated calls send ',
  '`Authorization: Bearer <access_token>` (from POST /api/authenticate).',
  '\n\nEvery failure answers a status of 400 or above and `{ "hasErrors": true, "errors": [{ "message", "field", "code" }] }`: ',
  '`message` is for people, `field` names the bad field when there is one, and `code` is a stable name to branch on. ',
  'A validation failure (400, `validation`) lists every bad field once. Codes: ',
  ERROR_CODES.map((code) => `\`${code}\``).join(', '),
  '.',
].join('');

/** Request headers a route reads, by the route config that says it does (TAKES_IDEMPOTENCY_KEY, TAKES_STAFF_REASON). */
const DECLARED_HEADERS = {
  idempotencyKey: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      description:
        'Makes the call happen at most once: the same key with the same request answers the first answer again ' +
        '(`Idempotent-Replayed: true`); with another request it is 422 `idempotencyKeyReused`; while the first ' +
        'is still running, 409 `inProgress`. Kept 24 hours, per caller.',
    },
  },
  staffReason: {
    'X-Staff-Reason': {
      type: 'string',
      maxLength: 500,
      description:
        'A staff member acting as the customer says why they use the customer’s saved card (kept in the staff ' +
        'audit log); without it such a call is 403.',
    },
  },
} as const;

type Schema = Record<string | symbol, unknown>;

const MULTIPART = Symbol('multipart');

/**
 * A multipart/form-data upload's parts, for the document: each named part is text, or a file's bytes
 * (`file`); each is required unless `optional`.
 */
export function multipartBody(
  parts: Record<string, { description: string; file?: boolean; optional?: boolean }>,
): object {
  const properties = Object.fromEntries(
    Object.entries(parts).map(([name, { description, file }]) => [
      name,
      file ? { type: 'string', format: 'binary', description } : { type: 'string', description },
    ]),
  );
  const required = Object.entries(parts).flatMap(([name, part]) => (part.optional ? [] : [name]));
  return { [MULTIPART]: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) } };
}
type OpenApiResponse = { headers?: Record<string, unknown>; description?: string; content?: unknown };
type OpenApiDocument = {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, OpenApiResponse>; requestBody?: unknown; parameters?: unknown }>
  >;
  components?: Record<string, Record<string, unknown>>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body as the document shows it, where the route reads it itself: a public form's fields as its rules
     * take them (documentedForm), or a multipart upload's parts (multipartBody).
     */
    documentedBody?: object;
  }
}

/** The route's schema as documented: the request headers its config says it reads, and a form's documented body. */
function asDocumented(schema: Schema | undefined, config: Record<string, unknown> | undefined) {
  const properties: Record<string, unknown> = {};
  for (const [flag, headers] of Object.entries(DECLARED_HEADERS)) {
    if (config?.[flag] === true) Object.assign(properties, headers);
  }
  const documentedBody = config?.documentedBody as Schema | undefined;
  if (Object.keys(properties).length === 0 && !documentedBody) return schema;
  const headers = (schema?.headers as Schema | undefined) ?? { type: 'object', properties: {} };
  return {
    ...schema,
    ...(documentedBody?.[MULTIPART]
      ? { body: documentedBody[MULTIPART], consumes: ['multipart/form-data'] }
      : documentedBody
        ? { body: documentedBody }
        : {}),
    ...(Object.keys(properties).length > 0
      ? { headers: { ...headers, properties: { ...(headers.properties as Schema), ...properties } } }
      : {}),
  };
}

/**
 * A field with a default is filled in when left out, so a request need not send it: the converter lists it
 * as required all the same, which would make a client send what it may leave out.
 */
function withDefaultedFieldsOptional(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) withDefaultedFieldsOptional(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (Array.isArray(schema.required) && properties) {
    schema.required = schema.required.filter((name: string) => properties[name]?.default === undefined);
    if ((schema.required as string[]).length === 0) delete schema.required;
  }
  if (schema.required === true && schema.schema && (schema.schema as Schema).default !== undefined) {
    schema.required = false;
  }
  for (const value of Object.values(schema)) withDefaultedFieldsOptional(value);
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as allowing null only when the enum lists it: the
 * converter writes a nullable enum without it, so a validating client would refuse the null it is sent.
 */
function withNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) withNullInNullableEnums(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const value of Object.values(schema)) withNullInNullableEnums(value);
}

/**
 * What every operation may answer besides its own: an X-Request-Id on each answer, Retry-After on a 429,
 * 431 when the request's headers are too large, and 414 when a path parameter is too long.
 */
function withAnswersOfEveryOperation(document: OpenApiDocument): OpenApiDocument {
  // The error body as the converter wrote it for every operation's own refusals.
  const errorContent = Object.values(document.paths ?? {})
    .flatMap((operations) => Object.values(operations))
    .map((operation) => operation.responses?.['400']?.content)
    .find(Boolean);
  document.components = {
    ...document.components,
    headers: {
      RequestId: {
        description: 'The request’s id, also in every log line about it: quote it to support.',
        schema: { type: 'string' },
      },
      RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
    },
    responses: {
      UriTooLong: {
        description: 'A path parameter is longer than any field takes (`tooLarge`).',
        content: errorContent,
      },
      HeadersTooLarge: { description: 'The request’s headers are too large (`tooLarge`).', content: errorContent },
    },
  };
  withNullInNullableEnums(document.paths);
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      withDefaultedFieldsOptional([operation.requestBody, operation.parameters]);
      const responses = operation.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        response.headers = { ...response.headers, 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
        if (status === '429' || status === '503') {
          response.headers['Retry-After'] = { $ref: '#/components/headers/RetryAfter' };
        }
      }
      if (path.includes('{')) responses['414'] = { $ref: '#/components/responses/UriTooLong' } as OpenApiResponse;
      responses['431'] = { $ref: '#/components/responses/HeadersTooLarge' } as OpenApiResponse;
      operation.responses = responses;
    }
  }
  return document;
}

/**
 * A real request and answer of each operation, recorded from the API test suite (`npm run docs:examples`,
 * scripts/api-examples.ts), by `method path` as the document writes them.
 */
type Example = { status: number; request?: unknown; response: unknown };
const EXAMPLES_FILE = new URL('../docs/examples.json', import.meta.url);
const examples: Record<string, Example> = existsSync(EXAMPLES_FILE)
  ? JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8'))
  : {};

type Content = Record<string, { schema?: unknown; example?: unknown }>;

/** Puts an operation's recorded example on its JSON request body and on the answer of the recorded status. */
function withExample(
  operation: { requestBody?: unknown; responses?: Record<string, OpenApiResponse> },
  example: Example | undefined,
): void {
  if (!example) return;
  const requestContent = (operation.requestBody as { content?: Content } | undefined)?.content?.['application/json'];
  if (requestContent && example.request !== undefined) requestContent.example = example.request;
  const responseContent = (operation.responses?.[String(example.status)]?.content as Content | undefined)?.[
    'application/json'
  ];
  if (responseContent) responseContent.example = example.response;
}

/** `/api/x/:id` as the document writes it: `/api/x/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export const docsPlugin = fp(async (app: FastifyInstance, opts: { brandName: string }) => {
  /**
   * Who each guarded operation admits, by `method path` as the document writes them: the user types its guard
   * lets through (`x-roles`) and the staff roles it asks for (`x-staff-roles`), read from the guard itself.
   */
  const admitted = new Map<string, NonNullable<ReturnType<typeof admittedBy>>>();
  await app.register(swagger, {
    transform: ({ schema, url, route }) => {
      const guard = admittedBy(route.onRequest) ?? admittedBy(route.preHandler);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (guard) for (const method of methods) admitted.set(`${method.toLowerCase()} ${documentPath(url)}`, guard);
      return {
        schema: asDocumented(
          schema as Schema | undefined,
          route.config as Record<string, unknown> | undefined,
        ) as typeof schema,
        url,
      };
    },
    transformObject: (documentObject) => {
      const document = withAnswersOfEveryOperation(
        (documentObject as { openapiObject: OpenApiDocument }).openapiObject,
      );
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          withExample(operation, examples[`${method} ${path}`]);
          const guard = admitted.get(`${method} ${path}`);
          if (!guard) continue;
          Object.assign(operation, {
            'x-roles': [...guard.userTypes],
            ...(guard.staffRoles ? { 'x-staff-roles': [...guard.staffRoles] } : {}),
          });
        }
      }
      return document;
    },
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
