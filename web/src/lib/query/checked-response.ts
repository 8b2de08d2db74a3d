/**
 * Server answers checked against the API contract's TypeBox schemas (shared/src/schemas). In
 * development and tests a mismatch throws at once, naming the call and the first differences, so a
 * drift between server and client is caught where it happens; production builds skip the walk.
 */
import type { Static, TSchema } from 'typebox';
import { Check, Errors } from 'typebox/value';

export class ResponseShapeError extends Error {
  constructor(
    readonly call: string,
    readonly problems: string[],
  ) {
    super(`The answer of ${call} does not match its schema: ${problems.join('; ')}`);
    this.name = 'ResponseShapeError';
  }
}

export function checkedResponse<S extends TSchema>(schema: S, data: unknown, call: string): Static<S> {
  // Written inline, not through a constant, so a production build drops the check and TypeBox's checker with it.
  if ((import.meta.env.DEV || import.meta.env.MODE === 'test') && !Check(schema, data)) {
    const problems = Errors(schema, data)
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message}`);
    throw new ResponseShapeError(call, problems);
  }
  return data as Static<S>;
}
