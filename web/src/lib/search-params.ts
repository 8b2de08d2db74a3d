/**
 * A route's query parameters, described by a TypeBox object schema (the project's schema library) and checked by
 * the router (`validateSearch: searchParams(schema)`). Each parameter is optional: one that is missing, or whose
 * value does not fit its schema, is left out rather than failing the page, since a link typed or cut short by
 * hand must still open the page.
 *
 * Every page loads its route's parameters, so TypeBox's value checker (some 23 KiB compressed) is not used here:
 * a parameter's schema may only be a string (with `minLength`), a constant (`Type.Literal`) or a list of strings
 * (`Type.Enum`), and any other schema is refused when the route is defined. The router reads `?t=123` as the
 * number 123 and `?reset=true` as true: a string parameter takes the text of a number, a constant its text.
 */
import type { Static, TObject, TSchema } from 'typebox';

type Check = (value: unknown) => unknown;
const LEFT_OUT = Symbol('left out');

function parameterCheck(name: string, schema: TSchema): Check {
  const { type, minLength, const: constant, enum: values, ...rest } = schema as Record<string, unknown>;
  const other = Object.keys(rest).filter((key) => !key.startsWith('~') && key !== 'description');
  if (other.length) throw new Error(`Query parameter "${name}": unsupported schema keywords ${other.join(', ')}`);
  if (constant !== undefined) {
    return (value) => (value === constant || value === String(constant) ? constant : LEFT_OUT);
  }
  if (Array.isArray(values)) return (value) => (values.includes(value) ? value : LEFT_OUT);
  if (type === 'string') {
    const least = typeof minLength === 'number' ? minLength : 0;
    return (value) => {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      return typeof text === 'string' && text.length >= least ? text : LEFT_OUT;
    };
  }
  throw new Error(`Query parameter "${name}": a string, a constant or a list of strings`);
}

export function searchParams<Schema extends TObject>(
  schema: Schema,
): (search: Record<string, unknown>) => Partial<Static<Schema>> {
  const checks = Object.entries(schema.properties).map(
    ([name, property]) => [name, parameterCheck(name, property)] as const,
  );
  return (search) => {
    const kept: Record<string, unknown> = {};
    for (const [name, check] of checks) {
      if (search[name] === undefined) continue;
      const value = check(search[name]);
      if (value !== LEFT_OUT) kept[name] = value;
    }
    return kept as Partial<Static<Schema>>;
  };
}
