import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ContactEmailBody } from './content.ts';
import { maxLengthOf } from './max-length.ts';
import { QuickOrderBody } from './ordering.ts';

describe('a field maxLength read from its schema', () => {
  it('reads plain, optional, nullable and union text fields', () => {
    const schema = Type.Object({
      plain: Type.String({ maxLength: 10 }),
      optional: Type.Optional(Type.String({ maxLength: 20 })),
      nullable: Type.Union([Type.String({ maxLength: 30 }), Type.Null()]),
    });
    expect(maxLengthOf(schema, 'plain')).toBe(10);
    expect(maxLengthOf(schema, 'optional')).toBe(20);
    expect(maxLengthOf(schema, 'nullable')).toBe(30);
    expect(maxLengthOf(ContactEmailBody, 'message')).toBe(5000);
    expect(maxLengthOf(QuickOrderBody, 'budgetAmount')).toBe(20);
  });

  it('refuses a field without one', () => {
    expect(() => maxLengthOf(Type.Object({ n: Type.Number() }), 'n')).toThrow("The schema's n has no maxLength.");
  });
});
