import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CelSchema, type DeclType, formatType, schemaDeclType } from "../../src/index.js";
import { DeclTypeKeys } from "../../src/schema/decl-type-key.js";

/**
 * What DeclTypeKeys must tell apart, written out as text: every part of a type that compiling and costing a
 * rule reads (its first version described each type this way and looked the text up).
 */
function describeType(type: DeclType): string {
  let text = `${JSON.stringify(type.name)}\n${formatType(type.celType)}\n${type.maxElements}\n${type.minSerializedSize}`;
  if (type.keyType !== undefined) text += `\nk(${describeType(type.keyType)})`;
  if (type.elemType !== undefined) text += `\ne(${describeType(type.elemType)})`;
  for (const field of type.fields?.values() ?? []) {
    text += `\n${JSON.stringify(field.name)}${field.required ? "!" : "?"}(${describeType(field.type)})`;
  }
  return text;
}

const names = fc.constantFrom("a", "b", "c-d", "namespace");
const leaf: fc.Arbitrary<CelSchema> = fc.oneof(
  fc.record({ type: fc.constant("string"), maxLength: fc.option(fc.nat(3), { nil: null }) }),
  fc.record({ type: fc.constant("string"), format: fc.constantFrom("date-time", "duration", "byte") }),
  fc.record({ type: fc.constantFrom("integer", "number", "boolean") }),
  fc.constant({ "x-kubernetes-int-or-string": true }),
);
const { schema } = fc.letrec<{ schema: CelSchema }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({
      type: fc.constant("array"),
      items: tie("schema"),
      maxItems: fc.option(fc.nat(2), { nil: null }),
    }),
    fc.record({ type: fc.constant("object"), additionalProperties: tie("schema") }),
    fc
      .tuple(fc.dictionary(names, tie("schema"), { maxKeys: 3 }), fc.subarray(["a", "b", "c-d"]))
      .map(([properties, required]) => ({ type: "object", properties, required })),
  ),
}));

function declTypeOf(s: CelSchema): DeclType | undefined {
  return schemaDeclType(s, false);
}

describe("DeclTypeKeys", () => {
  it("numbers two types alike exactly when everything a rule's compilation reads of them is equal (property)", () => {
    fc.assert(
      fc.property(fc.array(schema, { minLength: 2, maxLength: 6 }), (schemas) => {
        const keys = new DeclTypeKeys();
        const types = schemas.map(declTypeOf).filter((t): t is DeclType => t !== undefined);
        // Each schema converted twice: equal shapes from different objects, as two versions of a CRD give.
        const all = [...types, ...schemas.map(declTypeOf).filter((t): t is DeclType => t !== undefined)];
        for (const a of all) {
          for (const b of all) {
            expect(keys.key(a) === keys.key(b)).toBe(describeType(a) === describeType(b));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("tells apart types that differ only below the top (a field's size, a field's requiredness)", () => {
    const keys = new DeclTypeKeys();
    const object = (maxLength: number, required: string[]): CelSchema => ({
      type: "object",
      required,
      properties: { a: { type: "array", items: { type: "string", maxLength } } },
    });
    const first = declTypeOf(object(1, []));
    const same = declTypeOf(object(1, []));
    const longer = declTypeOf(object(2, []));
    const required = declTypeOf(object(1, ["a"]));
    if (!first || !same || !longer || !required) throw new Error("no decl type");
    expect(keys.key(same)).toBe(keys.key(first));
    expect(new Set([first, longer, required].map((t) => keys.key(t))).size).toBe(3);
  });
});
