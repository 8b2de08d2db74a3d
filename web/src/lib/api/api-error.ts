import { messages } from '@hw/shared';

export interface ApiErrorEntry {
  message: string;
  field?: string;
}

interface ApiErrorInit {
  status: number;
  errors: ApiErrorEntry[];
  isNetworkError?: boolean;
  body?: unknown;
}

/** Every failed call of the transport. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorEntry[];
  readonly isNetworkError: boolean;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.errors.map((e) => e.message).join(' ') || messages.transport.serverErrorWithCode(init.status));
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors;
    this.isNetworkError = init.isNetworkError ?? false;
    this.body = init.body ?? null;
  }

  static network(): ApiError {
    return new ApiError({ status: 0, errors: [{ message: messages.transport.networkError }], isNetworkError: true });
  }

  /** A status >= 400: the body's own errors when it has some, else "Server Error. Response Code N". */
  static fromStatus(status: number, body: unknown): ApiError {
    const listed = errorsOf(body);
    const errors = listed?.length ? listed : [{ message: messages.transport.serverErrorWithCode(status) }];
    return new ApiError({ status, errors, body });
  }
}

export function errorsOf(body: unknown): ApiErrorEntry[] | undefined {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return undefined;
  return body.errors as ApiErrorEntry[];
}

export function hasErrorsFlag(body: unknown): boolean {
  return Boolean(body && typeof body === 'object' && 'hasErrors' in body && body.hasErrors === true);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
