/**
 * A route's query parameters, described by a TypeBox object schema (the project's schema library) and checked by
 * the router (`validateSearch: searchParams(schema)`). Each parameter is optional: one that is missing, or whose
 * value does not fit its schema, is left out rather than failing the page, since a link typed or cut short by
 * hand must still open the page. The router reads `?t=123` as the number 123: values are converted to the
 * schema's type before they are checked.
 */
import type { Static, TObject } from 'typebox';
import { Check, Convert } from 'typebox/value';

export function searchParams<Schema extends TObject>(
  schema: Schema,
): (search: Record<string, unknown>) => Partial<Static<Schema>> {
  return (search) => {
    const kept: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      if (search[name] === undefined) continue;
      const value = Convert(property, search[name]);
      if (Check(property, value)) kept[name] = value;
    }
    return kept as Partial<Static<Schema>>;
  };
}
