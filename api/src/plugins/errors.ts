/** One error shape everywhere (DESIGN.md section 2); 5xx details never leak. */
import type { ErrorBody, ErrorItem } from '@hw/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: ErrorItem[] = [{ message }],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, [{ message, ...(field ? { field } : {}) }]);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const unauthorized = (message = 'Please sign in.') => new HttpError(401, message);

export function errorBody(errors: ErrorItem[]): ErrorBody {
  return { hasErrors: true, errors };
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldName(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = error.params.missingProperty as string | undefined;
  return [path, missing].filter(Boolean).join('.') || 'body';
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
    default:
      return `${field} is invalid.`;
  }
}

/** One entry per bad field, first problem wins. */
export function validationErrors(validation: AjvError[]): ErrorItem[] {
  const byField = new Map<string, ErrorItem>();
  for (const error of validation) {
    const field = fieldName(error);
    if (!byField.has(field)) byField.set(field, { field, message: humanMessage(error, field) });
  }
  return [...byField.values()];
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError & { errors?: ErrorItem[] }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.errors));
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(validationErrors(error.validation as AjvError[])));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody([{ message: 'The request is too large.' }]));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody([{ message: 'The request body is not valid JSON.' }]));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody([{ message: error.message }]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody([{ message: 'Something went wrong on our side. Please try again.' }]));
  });
});
