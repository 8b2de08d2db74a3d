/**
 * One error shape everywhere: every item has a `code` from shared/src/error-codes.ts;
 * validation failures list every bad field once; 5xx details never leak.
 */
import {
  DATE_WINDOW_KEYWORD,
  type ErrorBody,
  type ErrorCode,
  type ErrorItem,
  NotAnAmountError,
  notAnAmountMessage,
} from '@hw/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: readonly ErrorItem[],
  ) {
    super(errors.map((error) => error.message).join(' '));
  }
}

/** A refusal with one error item. */
export const httpError = (statusCode: number, code: ErrorCode, message: string, field?: string) =>
  new HttpError(statusCode, [{ message, code, ...(field ? { field } : {}) }]);

/** A field that breaks a rule checked outside the schema. */
export interface FieldProblem {
  field: string;
  message: string;
}

export const badRequest = (message: string, field?: string) => httpError(400, 'validation', message, field);
/** 400 naming every bad field once (the first problem of a field wins). */
export function invalidFields(problems: readonly FieldProblem[]): HttpError {
  const byField = new Map<string, ErrorItem>();
  for (const { field, message } of problems) {
    if (!byField.has(field)) byField.set(field, { message, field, code: 'validation' });
  }
  return new HttpError(400, [...byField.values()]);
}
/** Throws 400 naming every problem, when there is one. */
export function refuseProblems(problems: readonly FieldProblem[]) {
  if (problems.length > 0) throw invalidFields(problems);
}
export const notFound = (message = 'Not found.') => httpError(404, 'notFound', message);
export const forbidden = (message = 'You do not have permission to do this.', code: ErrorCode = 'forbidden') =>
  httpError(403, code, message);
export const unauthorized = (message = 'Please sign in.', code: ErrorCode = 'unauthorized') =>
  httpError(401, code, message);

export function errorBody(errors: readonly ErrorItem[]): ErrorBody {
  return { hasErrors: true, errors: [...errors] };
}

/** The code of an error that did not name one, by its status. */
export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return 'serverError';
  const byStatus: Record<number, ErrorCode> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'notFound',
    405: 'notFound',
    409: 'inProgress',
    413: 'tooLarge',
    414: 'tooLarge',
    415: 'unsupportedMediaType',
    429: 'rateLimited',
  };
  return byStatus[status] ?? 'validation';
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The parts Fastify validates, in its order, with the request property each is read from. */
const REQUEST_PARTS = [
  { part: 'params', property: 'params' },
  { part: 'body', property: 'body' },
  { part: 'querystring', property: 'query' },
  { part: 'headers', property: 'headers' },
] as const;

function fieldName(error: AjvError, part: string): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = error.params.missingProperty as string | undefined;
  return [path, missing].filter(Boolean).join('.') || part;
}

function humanMessage(error: AjvError, field: string): string {
  switch (error.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'type':
      return `${field} must be ${error.params.type === 'integer' ? 'a whole number' : `a ${error.params.type}`}.`;
    case 'minLength':
      return error.params.limit === 1
        ? `${field} is required.`
        : `${field} must be at least ${error.params.limit} characters.`;
    case 'maxLength':
      return `${field} must be at most ${error.params.limit} characters.`;
    case 'pattern':
    case 'format':
      return `${field} is not in a valid format.`;
    case 'enum':
    case 'const':
      return `${field} must be one of the allowed values.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} must be at least ${error.params.limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} must be at most ${error.params.limit}.`;
    case 'finite':
      return `${field} is out of range.`;
    case DATE_WINDOW_KEYWORD:
      return error.message ?? `${field} is out of range.`;
    default:
      return `${field} is invalid.`;
  }
}

/** A value that may be of several types (anyOf) fails each: its own type's problem says what is wrong with it. */
const isTypeMismatch = (error: AjvError) => error.keyword === 'type' || error.keyword === 'anyOf';

/**
 * One entry per bad field, in the order found: its first problem, or the first that is not a type mismatch.
 * `part` names a whole part that is wrong (e.g. no body).
 */
export function validationErrors(validation: AjvError[], part = 'body'): ErrorItem[] {
  const byField = new Map<string, { item: ErrorItem; mismatch: boolean }>();
  for (const error of validation) {
    const field = fieldName(error, part);
    const found = byField.get(field);
    if (found && !(found.mismatch && !isTypeMismatch(error))) continue;
    const item: ErrorItem = { field, message: humanMessage(error, field), code: 'validation' };
    byField.set(field, { item, mismatch: isTypeMismatch(error) });
  }
  return [...byField.values()].map(({ item }) => item);
}

type PartValidator = ((data: unknown) => unknown) & { errors?: AjvError[] | null };

/**
 * Fastify validates params, body, query string and headers in turn and stops at the first part that
 * fails; the parts it did not reach are checked here so that every bad field of the request is listed.
 */
function otherPartErrors(request: FastifyRequest, failed: string | undefined) {
  const found: { part: string; errors: AjvError[] }[] = [];
  for (const { part, property } of REQUEST_PARTS) {
    if (part === failed) continue;
    const validate = request.getValidationFunction(part) as PartValidator | undefined;
    if (typeof validate !== 'function') continue;
    // A copy of the headers: the validator drops unknown fields, and the headers are still read later.
    const data = (property === 'headers' ? { ...request.headers } : request[property]) ?? null;
    try {
      if (validate(data) === false && validate.errors) found.push({ part, errors: validate.errors });
    } catch {
      // A part that cannot be checked again adds nothing; the failure already found is answered.
    }
  }
  return found;
}

function allValidationErrors(error: FastifyError, request: FastifyRequest): ErrorItem[] {
  const failedPart = error.validationContext;
  const items = validationErrors(error.validation as AjvError[], failedPart ?? 'body');
  const seen = new Set(items.map((item) => item.field));
  for (const { part, errors } of otherPartErrors(request, failedPart)) {
    for (const item of validationErrors(errors, part)) {
      if (seen.has(item.field)) continue;
      seen.add(item.field);
      items.push(item);
    }
  }
  return items;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A refusal with more than the errors (e.g. the new price of a changed order) keeps its fields.
      const details = 'details' in error ? (error.details as Record<string, unknown>) : {};
      return reply.status(error.statusCode).send({ ...errorBody(error.errors), ...details });
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(allValidationErrors(error, request)));
    }
    // The schemas bound every amount; one that still cannot be counted in cents is the caller's, not ours.
    if (error instanceof NotAnAmountError) {
      return reply.status(400).send(errorBody([{ message: notAnAmountMessage(), code: 'validation' }]));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody([{ message: 'The request is too large.', code: 'tooLarge' }]));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(400)
        .send(errorBody([{ message: 'The request body is not valid JSON.', code: 'invalidJson' }]));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody([{ message: error.message, code: codeForStatus(status) }]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(
      errorBody([
        {
          // The request id, so that support finds this failure's log lines from what the customer saw.
          message: `Something went wrong on our side. Please try again. If it happens again, quote reference ${request.id}.`,
          code: 'serverError',
        },
      ]),
    );
  });
});
