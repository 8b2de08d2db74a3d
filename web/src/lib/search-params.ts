/**
 * A route's search parameters, declared as a TypeBox object of optional properties and handed to the router as its
 * `validateSearch`. The address bar gives every value as text (see `parseSearch` in router.tsx), so each property is
 * text, bounded and patterned, or one of a set of literal values (`true` is the text "true"). A parameter that does
 * not fit its schema is dropped rather than refused: an old or hand-edited link still opens its page.
 *
 * Only the keywords a query string can carry are read. A schema using any other keyword fails when its route is
 * declared, so a gap shows on the first test run rather than as an ignored rule in a visitor's browser. TypeBox's own
 * checker is not used here because it would add its whole engine to every page's first load.
 */
import { type Static, type TObject, type TSchema, Type } from 'typebox';

type Literal = string | number | boolean;
type ParameterRule = (text: string) => { value: unknown } | undefined;

const KNOWN_KEYWORDS = new Set([
  'type',
  'const',
  'enum',
  'anyOf',
  'minLength',
  'maxLength',
  'pattern',
  '~kind',
  '~optional',
]);

function literalRule(values: readonly Literal[]): ParameterRule {
  return (text) => {
    const value = values.find((candidate) => String(candidate) === text);
    return value === undefined ? undefined : { value };
  };
}

function parameterRule(schema: TSchema, name: string): ParameterRule {
  const keywords = schema as Record<string, unknown>;
  const unknown = Object.keys(keywords).filter((key) => !KNOWN_KEYWORDS.has(key) && keywords[key] !== undefined);
  if (unknown.length > 0)
    throw new Error(`Search parameter "${name}" uses ${unknown.join(', ')}, which a link cannot carry`);
  if (Array.isArray(keywords.anyOf)) {
    const rules = (keywords.anyOf as TSchema[]).map((member) => parameterRule(member, name));
    return (text) => rules.reduce<ReturnType<ParameterRule>>((found, rule) => found ?? rule(text), undefined);
  }
  if ('const' in keywords) return literalRule([keywords.const as Literal]);
  if (Array.isArray(keywords.enum)) return literalRule(keywords.enum as Literal[]);
  if (keywords.type !== 'string') throw new Error(`Search parameter "${name}" must be text or a set of literal values`);
  const minLength = typeof keywords.minLength === 'number' ? keywords.minLength : 0;
  const maxLength = typeof keywords.maxLength === 'number' ? keywords.maxLength : Number.POSITIVE_INFINITY;
  const pattern = typeof keywords.pattern === 'string' ? new RegExp(keywords.pattern, 'u') : undefined;
  return (text) => {
    const length = [...text].length;
    if (length < minLength || length > maxLength || (pattern && !pattern.test(text))) return undefined;
    return { value: text };
  };
}

/** The key a mailed or texted link carries (`?t=`, `?token=`). */
export const LinkToken = Type.String({ minLength: 1, maxLength: 512 });

/** The router's `validateSearch` for `schema`: keeps each parameter that fits, drops the rest. */
export function searchParams<Schema extends TObject>(
  schema: Schema,
): (search: Record<string, unknown>) => Static<Schema> {
  const rules = Object.entries(schema.properties).map(
    ([name, property]) => [name, parameterRule(property, name)] as const,
  );
  return (search) => {
    const kept: Record<string, unknown> = {};
    for (const [name, rule] of rules) {
      const given = search[name];
      if (given === undefined || given === null || typeof given === 'object') continue;
      const found = rule(String(given));
      if (found) kept[name] = found.value;
    }
    return kept as Static<Schema>;
  };
}
