/**
 * A text field's longest value as the API's schema allows it, so that a form's `maxLength` is read from the
 * schema the server validates with and never typed again by hand.
 */
import type { TObject } from 'typebox';

function maxLengthIn(schema: unknown): number | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { maxLength, anyOf } = schema as { maxLength?: unknown; anyOf?: unknown };
  if (typeof maxLength === 'number') return maxLength;
  // A nullable or number-or-text field: the text member's limit.
  if (Array.isArray(anyOf)) {
    for (const member of anyOf) {
      const found = maxLengthIn(member);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function maxLengthOf<T extends TObject>(schema: T, field: keyof T['properties'] & string): number {
  const found = maxLengthIn(schema.properties[field]);
  if (found === undefined) throw new Error(`The schema's ${field} has no maxLength.`);
  return found;
}
