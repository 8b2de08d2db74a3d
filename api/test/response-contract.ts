/**
 * Every answer the API test suite receives is held to the OpenAPI description, as a validating proxy
 * (Stoplight Prism) holds a server to it: the status must be declared for the operation (exactly, as
 * `4XX`, or as `default`), the content type must be one the status declares, and a JSON body must match
 * the declared schema. buildTestApp installs the check; the setup file fails a test on any mismatch.
 */
import { appendFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

interface MediaType {
  schema?: object;
}
interface Response {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

// On globalThis, so the setup file and the test files share it however often this module is loaded.
const key = Symbol.for('hw.response-contract');
const store = globalThis as { [key]?: string[] };
const mismatches = () => {
  store[key] ??= [];
  return store[key];
};

/** The mismatches found since the last call. */
export function takeContractMismatches(): string[] {
  const found = mismatches().splice(0);
  return found;
}

/** `/api/x/:id` as the document writes it: `/api/x/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const ajv = addFormats(new Ajv({ strict: false, allErrors: false, validateFormats: true }));
const validators = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: object, components: Document['components']): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    // The document's own references (#/components/schemas/...) resolve against a copy of its components.
    validate = ajv.compile({ ...schema, components });
    validators.set(schema, validate);
  }
  return validate;
}

function declaredResponse(operation: Operation, status: number): Response | undefined {
  const responses = operation.responses ?? {};
  const family = `${String(status)[0]}XX`;
  return responses[String(status)] ?? responses[family] ?? responses[family.toLowerCase()] ?? responses.default;
}

/** The body of an answer sent as a stream or a file, which is not read here. */
export const STREAMED = Symbol('streamed');

/** The value at a JSON pointer. */
function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (at, key) => (at as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      value,
    );
}

/** Holds one answer to the document; the problem in words, or undefined when it matches. */
export function contractProblem(
  document: Document,
  method: string,
  url: string,
  status: number,
  contentType: string | undefined,
  body: string | typeof STREAMED | undefined,
): string | undefined {
  const name = `${method} ${url} answered ${status}`;
  const operation = document.paths[documentPath(url)]?.[method.toLowerCase()];
  if (!operation) return `${method} ${url} is not in the document`;
  const response = declaredResponse(operation, status);
  if (!response) return `${name}, a status the document does not declare`;
  if (status === 204 || status === 304 || method === 'HEAD' || !body) return undefined;
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const content = response.content ?? {};
  const declared = content[media] ?? content[`${media.split('/')[0]}/*`] ?? content['*/*'] ?? Object.values(content)[0];
  if (!response.content || !(media in content || `${media.split('/')[0]}/*` in content || '*/*' in content)) {
    return `${name} with ${media || 'no content type'}, which the document does not declare (it declares ${
      Object.keys(content).join(', ') || 'no body'
    })`;
  }
  if (media !== 'application/json' || !declared?.schema || body === STREAMED) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return `${name} with a body that is not JSON`;
  }
  const validate = validatorOf(declared.schema, document.components);
  if (validate(value)) return undefined;
  const [first] = validate.errors ?? [];
  const found = JSON.stringify(valueAt(value, first?.instancePath ?? ''))?.slice(0, 80);
  return `${name} with a body the document does not describe: ${first?.instancePath || '(the body)'} ${first?.message} (it is ${found})`;
}

/**
 * With API_EXAMPLES_FILE set (`npm run docs:examples`), the first successful JSON answer of each operation and
 * the request that got it are written there, one line each, for the document's examples.
 */
const examplesFile = process.env.API_EXAMPLES_FILE;
const recorded = new Set<string>();
function recordExample(method: string, url: string, status: number, request: unknown, body: string) {
  if (!examplesFile || status < 200 || status > 299) return;
  const operation = `${method.toLowerCase()} ${documentPath(url)}`;
  if (recorded.has(operation)) return;
  recorded.add(operation);
  let response: unknown;
  try {
    response = JSON.parse(body);
  } catch {
    return;
  }
  appendFileSync(examplesFile, `${JSON.stringify({ operation, status, request, response })}\n`);
}

/** A JSON answer as the API compressed it for the client (api/src/plugins/compression.ts), read back. */
function decoded(payload: Buffer, encoding: unknown): Buffer {
  if (encoding === 'br') return brotliDecompressSync(payload);
  if (encoding === 'gzip') return gunzipSync(payload);
  return payload;
}

/** Checks every answer of the app's /api routes against its own OpenAPI description. */
export function checkResponsesAgainstDocument(app: FastifyInstance) {
  let document: Document | undefined;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    // A HEAD answers as its GET without the body; the document lists only the GET (and tus's HEAD in words).
    if (!url?.startsWith('/api/') || request.routeOptions.schema?.hide || request.method === 'HEAD') return payload;
    document ??= app.swagger() as unknown as Document;
    const body =
      payload === null || payload === undefined
        ? undefined
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? decoded(payload, reply.getHeader('content-encoding')).toString('utf8')
            : STREAMED;
    const contentType = reply.getHeader('content-type');
    const problem = contractProblem(
      document,
      request.method,
      url,
      reply.statusCode,
      typeof contentType === 'string' ? contentType : undefined,
      body,
    );
    if (problem) mismatches().push(problem);
    else if (typeof body === 'string' && String(contentType).startsWith('application/json')) {
      recordExample(request.method, url, reply.statusCode, request.body, body);
    }
    return payload;
  });
}
