/**
 * The OpenAPI description at /api/docs/json is fit for tools: Redocly's recommended rules find no error,
 * and openapi-typescript turns it into types that a small typed client compiles against with the
 * repository's own compiler (TypeScript 7, `npx tsc`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const redoclyCli = join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');

// The description does not depend on the database: one dialect is enough.
const skip = process.env.TEST_DB === 'postgres';

let dir: string;
let docFile: string;
interface DocOperation {
  operationId?: string;
  summary?: string;
  security?: unknown;
  requestBody?: { content?: unknown };
  responses?: Record<string, { content?: unknown }>;
}
let doc: { paths: Record<string, Record<string, DocOperation>>; components?: unknown };

beforeAll(async () => {
  if (skip) return;
  const t = await buildTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  } finally {
    await t.close();
  }
  dir = mkdtempSync(join(tmpdir(), 'hw-openapi-'));
  docFile = join(dir, 'openapi.json');
  writeFileSync(docFile, JSON.stringify(doc, null, 2));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

describe.skipIf(skip)('OpenAPI description', () => {
  it('passes `redocly lint --extends=recommended` with no errors', () => {
    const run = spawnSync(process.execPath, [redoclyCli, 'lint', '--extends=recommended', '--format=json', docFile], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      },
    });
    expect(run.stdout, run.stderr).toContain('"totals"');
    const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: LintProblem[] };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(run.status).toBe(0);
  });

  it('gives every operation a summary, a unique operationId and its security', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, ...op })),
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) {
      expect(op.summary, op.name).toBeTruthy();
      expect(op.operationId, op.name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(Array.isArray(op.security), op.name).toBe(true);
    }
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares 400 on every operation: any address holding a NUL or other text no field takes is refused so', () => {
    const without400 = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !op.responses?.['400'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(without400).toEqual([]);
  });

  // Skipped while the examples are being recorded (scripts/api-examples.ts), which is when they may be missing.
  it.skipIf(process.env.API_EXAMPLES_FILE)(
    'gives every operation with a JSON request or answer a recorded example that matches its schema',
    () => {
      const ajv = addFormats(new Ajv({ strict: false, allErrors: false }));
      const missing: string[] = [];
      const wrong: string[] = [];
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const name = `${method.toUpperCase()} ${path}`;
          const json = (content: unknown) =>
            (content as Record<string, { schema?: object; example?: unknown }> | undefined)?.['application/json'];
          const request = json(operation.requestBody?.content);
          const answers = Object.entries(operation.responses ?? {}).filter(
            ([status, answer]) => /^2/.test(status) && json(answer.content)?.schema,
          );
          const answered = answers.find(([, answer]) => json(answer.content)?.example !== undefined);
          if (answers.length > 0 && !answered) missing.push(`${name}: no example answer`);
          if (request?.schema && answered && request.example === undefined) missing.push(`${name}: no example request`);
          for (const [status, media] of [
            ['request', request],
            ...answers.map(([status, answer]) => [status, json(answer.content)] as const),
          ] as const) {
            if (!media?.schema || media.example === undefined) continue;
            const validate = ajv.compile({ ...media.schema, components: doc.components });
            if (!validate(media.example)) {
              wrong.push(`${name} ${status}: ${validate.errors?.[0]?.instancePath} ${validate.errors?.[0]?.message}`);
            }
          }
        }
      }
      // Recorded by `npm run docs:examples` from the API test suite: an operation no test calls successfully has none.
      expect(missing).toEqual([]);
      expect(wrong).toEqual([]);
    },
  );

  it('generates types with openapi-typescript that a typed client compiles against (tsc 7)', async () => {
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(JSON.parse(JSON.stringify(doc)))));
    writeFileSync(join(dir, 'client.ts'), TYPED_CLIENT);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'preserve',
          moduleResolution: 'bundler',
          lib: ['es2022', 'dom'],
          types: [],
          noUnusedLocals: false,
        },
        files: ['client.ts'],
      }),
    );
    const typescript = JSON.parse(readFileSync(join(repoRoot, 'node_modules/typescript/package.json'), 'utf8'));
    expect(typescript.version).toMatch(/^7\./);
    const compile = spawnSync('npx', ['tsc', '-p', join(dir, 'tsconfig.json')], { cwd: repoRoot, encoding: 'utf8' });
    expect(compile.stdout + compile.stderr).not.toMatch(/error TS/);
    expect(compile.status).toBe(0);
  });
});

/**
 * A client a consumer could write on the generated types. The `@ts-expect-error` lines fail the compile
 * when the types lose their shape (an `any` accepts everything, so the expected error would be missing).
 */
const TYPED_CLIENT = `
import type { operations, paths } from './api';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Body<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type Ticket = Json<operations['getDispatchTicket']['responses'][200]>;
export type TicketUpdate = Body<operations['updateDispatchTicket']>;
export type ErrorBody = Json<operations['updateDispatchTicket']['responses'][422]>;
export type ErrorCode = ErrorBody['errors'][number]['code'];
export type SignIn = Body<operations['authenticate']>;
export type SignedIn = Json<operations['authenticate']['responses'][200]>;

export class ApiFailure extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(body.errors.map((e) => e.message).join(' '));
  }
  has(code: ErrorCode): boolean {
    return this.body.errors.some((e) => e.code === code);
  }
}

async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = 'Bearer ' + token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data: unknown = await res.json();
  if (!res.ok) throw new ApiFailure(res.status, data as ErrorBody);
  return data as T;
}

export const signIn = (input: SignIn) => call<SignedIn>('POST', '/api/authenticate', undefined, input);

export function getTicket(token: string, ref: operations['getDispatchTicket']['parameters']['path']['dispatchId']) {
  const path: keyof paths = '/api/contractor/dispatch/{dispatchId}';
  return call<Ticket>('GET', path.replace('{dispatchId}', encodeURIComponent(ref)), token);
}

export async function lowerDiscount(token: string, ticket: Ticket, discountAmount: number): Promise<Ticket> {
  const update: TicketUpdate = { version: ticket.version, discountAmount };
  try {
    return await call<Ticket>('POST', '/api/contractor/dispatch/' + ticket.dispatchId, token, update);
  } catch (error) {
    if (error instanceof ApiFailure && error.has('preAuthorizedLimit')) {
      const suggested: number | undefined = error.body.suggestedDiscount;
      return lowerDiscount(token, ticket, suggested ?? discountAmount);
    }
    throw error;
  }
}

const session: SignIn = { grant_type: 'password', username: 'contractor@example.com', password: 'demo-password' };
const versionConflict: ErrorCode = 'versionConflict';
const status: Ticket['status'] = 'workComplete';
// @ts-expect-error not an error code of the API
const unknownCode: ErrorCode = 'noSuchCode';
// @ts-expect-error a ticket's version is a number
const textVersion: Ticket['version'] = 'one';
// @ts-expect-error grant_type is one of the grants
const badGrant: SignIn = { grant_type: 'magic' };
// @ts-expect-error no such path
const noPath: keyof paths = '/api/no/such/path';
export const examples = [session, versionConflict, status, unknownCode, textVersion, badGrant, noPath];
`;
