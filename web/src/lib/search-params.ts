/**
 * A route's search parameters, each declared as text (bounded, patterned) or as one of a set of literal values, and
 * handed to the router as its `validateSearch`. The address bar gives every value as text (see `parseSearch` in
 * router.tsx), so a literal matches its text (`true` is the text "true"). Every parameter is optional, and one that
 * does not fit its rule is dropped rather than refused: an old or hand-edited link still opens its page.
 *
 * The rules are plain functions, not a schema library: every page declares its routes on its first load, so what
 * they need travels to every visitor.
 */

type Literal = string | number | boolean;

/** How one parameter reads its text: the value it stands for, or undefined when the text does not fit. */
export interface SearchParameter<Value> {
  readonly read: (text: string) => { value: Value } | undefined;
}

type ValueOf<Parameter> = Parameter extends SearchParameter<infer Value> ? Value : never;

/** The search a route's parameters give: each one present only when its text fitted. */
export type SearchOf<Parameters extends Record<string, SearchParameter<unknown>>> = {
  [Name in keyof Parameters]?: ValueOf<Parameters[Name]>;
};

/** Text of `minLength` to `maxLength` characters (code points), matching `pattern` when one is given. */
export function text(
  rules: { minLength?: number; maxLength?: number; pattern?: string } = {},
): SearchParameter<string> {
  const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = rules;
  const pattern = rules.pattern === undefined ? undefined : new RegExp(rules.pattern, 'u');
  return {
    read: (given) => {
      const length = [...given].length;
      if (length < minLength || length > maxLength || (pattern && !pattern.test(given))) return undefined;
      return { value: given };
    },
  };
}

/** One of `values`, written as its text. */
export function oneOf<const Values extends readonly Literal[]>(values: Values): SearchParameter<Values[number]> {
  return {
    read: (given) => {
      const value = values.find((candidate) => String(candidate) === given);
      return value === undefined ? undefined : { value };
    },
  };
}

/** The key a mailed or texted link carries (`?t=`, `?token=`). */
export const LinkToken = text({ minLength: 1, maxLength: 512 });

/** The router's `validateSearch` for `parameters`: keeps each parameter that fits, drops the rest. */
export function searchParams<Parameters extends Record<string, SearchParameter<unknown>>>(
  parameters: Parameters,
): (search: Record<string, unknown>) => SearchOf<Parameters> {
  const entries = Object.entries(parameters);
  return (search) => {
    const kept: Record<string, unknown> = {};
    for (const [name, parameter] of entries) {
      const given = search[name];
      if (given === undefined || given === null || typeof given === 'object') continue;
      const found = parameter.read(String(given));
      if (found) kept[name] = found.value;
    }
    return kept as SearchOf<Parameters>;
  };
}
