import fc from 'fast-check';
import { type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { oneOf, type SearchParameter, searchParams, text } from './search-params.ts';

/**
 * A parameter a route may declare, the TypeBox schema saying the same (the oracle: what TypeBox accepts is what the
 * parameter must keep), and the texts worth trying against it.
 */
type GeneratedProperty = { parameter: SearchParameter<unknown>; schema: TSchema; samples: string[] };

const literal = fc.oneof(
  fc.stringMatching(/^[a-zA-Z]{1,8}$/),
  fc.constantFrom(true, false),
  fc.integer({ min: 0, max: 99 }),
);

const textProperty: fc.Arbitrary<GeneratedProperty> = fc
  .record({
    minLength: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    maxLength: fc.option(fc.integer({ min: 4, max: 12 }), { nil: undefined }),
    pattern: fc.option(fc.constantFrom('^[0-9]+$', '^[A-Za-z0-9_-]+$', '^HW-'), { nil: undefined }),
  })
  .map((options) => {
    const rules = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    return { parameter: text(rules), schema: Type.String(rules), samples: [] };
  });

const literalsProperty: fc.Arbitrary<GeneratedProperty> = fc
  .uniqueArray(literal, { minLength: 1, maxLength: 4, selector: (value) => String(value) })
  .chain((values) => {
    // Each literal as written, and the near misses a hand-typed link brings.
    const samples = values.flatMap((value) => [String(value), String(value).toUpperCase(), ` ${value}`]);
    return fc.constantFrom<GeneratedProperty>(
      { parameter: oneOf(values), schema: Type.Union(values.map((value) => Type.Literal(value))), samples },
      {
        parameter: oneOf([values[0] as string | number | boolean]),
        schema: Type.Literal(values[0] as string),
        samples,
      },
      { parameter: oneOf(values.map(String)), schema: Type.Enum(values.map(String)), samples },
    );
  });

const routeSchema = fc.dictionary(fc.stringMatching(/^[a-z][A-Za-z]{0,7}$/), fc.oneof(textProperty, literalsProperty), {
  minKeys: 1,
  maxKeys: 4,
});

const anyText = fc.oneof(fc.string({ maxLength: 14 }), fc.stringMatching(/^[0-9]{1,14}$/), fc.constant(''));

describe('search parameters checked against the TypeBox schema saying the same', () => {
  it('keeps exactly the parameters TypeBox accepts, and its answer always passes TypeBox', () => {
    fc.assert(
      fc.property(
        routeSchema.chain((properties) =>
          fc.tuple(
            fc.constant(properties),
            fc.record(
              Object.fromEntries(
                Object.entries(properties).map(([name, { samples }]) => [
                  name,
                  fc.option(samples.length > 0 ? fc.oneof(fc.constantFrom(...samples), anyText) : anyText, {
                    nil: undefined,
                  }),
                ]),
              ),
            ),
          ),
        ),
        ([properties, given]) => {
          const schema = Type.Object(
            Object.fromEntries(Object.entries(properties).map(([name, { schema }]) => [name, Type.Optional(schema)])),
          );
          const parameters = Object.fromEntries(
            Object.entries(properties).map(([name, { parameter }]) => [name, parameter]),
          );
          const kept = searchParams(parameters)(given) as Record<string, unknown>;
          expect(Value.Check(schema, kept)).toBe(true);
          for (const [name, { schema: property }] of Object.entries(properties)) {
            const text = given[name];
            if (text === undefined) {
              expect(kept).not.toHaveProperty(name);
              continue;
            }
            const accepted = [text, ...literalsOf(property).filter((value) => String(value) === text)].find((value) =>
              Value.Check(property, value),
            );
            if (accepted === undefined) expect(kept).not.toHaveProperty(name);
            else expect(kept[name]).toBe(accepted);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads values a navigation passes as they would read in the address bar', () => {
    const validate = searchParams({ passwordReset: oneOf([true]) });
    expect(validate({ passwordReset: true })).toEqual({ passwordReset: true });
    expect(validate({ passwordReset: 'true' })).toEqual({ passwordReset: true });
    expect(validate({ passwordReset: 'yes' })).toEqual({});
    expect(validate({ passwordReset: { nested: true } })).toEqual({});
  });
});

function literalsOf(schema: TSchema): unknown[] {
  const keywords = schema as { const?: unknown; enum?: unknown[]; anyOf?: TSchema[] };
  if ('const' in keywords) return [keywords.const];
  if (keywords.enum) return keywords.enum;
  return (keywords.anyOf ?? []).flatMap(literalsOf);
}
