// Properties of SchemaDeclType over arbitrary schemas: it never throws, every exposed object field is reachable
// through the provider by its path name, and every path through the type tree has a size estimate.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelSchema,
  type DeclType,
  DeclTypeProvider,
  estimateSize,
  schemaDeclType,
  unescape,
} from "../../src/index.js";

const numberOrNull = fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double(), fc.constant(null));
const leaf: fc.Arbitrary<CelSchema> = fc.record(
  {
    type: fc.constantFrom("string", "integer", "number", "boolean", "object", "array", "", null),
    format: fc.constantFrom("byte", "date", "date-time", "duration", "int64", "", null),
    maxLength: numberOrNull,
    maxItems: numberOrNull,
    maxProperties: numberOrNull,
    enum: fc.oneof(fc.constant(null), fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)))),
    default: fc.oneof(fc.constant(undefined), fc.constant(null), fc.string()),
    "x-kubernetes-int-or-string": fc.boolean(),
    "x-kubernetes-embedded-resource": fc.boolean(),
  },
  { requiredKeys: [] },
);

const { schema } = fc.letrec<{ schema: CelSchema }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc
      .tuple(
        leaf,
        fc.dictionary(
          fc.oneof(fc.string(), fc.constantFrom("kind", "metadata", "a-b", "if")),
          tie("schema"),
          {
            maxKeys: 4,
          },
        ),
        fc.array(fc.string(), { maxLength: 3 }),
      )
      .map(([base, properties, required]) => ({ ...base, type: "object", properties, required })),
    fc.tuple(leaf, tie("schema")).map(([base, items]) => ({ ...base, type: "array", items })),
    fc
      .tuple(leaf, fc.oneof(tie("schema"), fc.boolean()))
      .map(([base, additionalProperties]) => ({ ...base, type: "object", additionalProperties })),
  ),
}));

/** Every path from the root through fields, @items, @values and @keys, with the node it reaches. */
function paths(root: DeclType): [string[], DeclType][] {
  const out: [string[], DeclType][] = [];
  const walk = (path: string[], node: DeclType): void => {
    out.push([path, node]);
    for (const [name, field] of node.fields ?? []) walk([...path, name], field.type);
    if (node.keyType !== undefined) walk([...path, "@keys"], node.keyType);
    if (node.elemType !== undefined) walk([...path, node.isList() ? "@items" : "@values"], node.elemType);
  };
  walk(["self"], root);
  return out;
}

describe("SchemaDeclType over arbitrary schemas", () => {
  it("never throws, and the provider and size estimator agree with the type tree", () => {
    fc.assert(
      fc.property(schema, fc.boolean(), (s, isResourceRoot) => {
        const decl = schemaDeclType(s, isResourceRoot);
        if (decl === undefined) return;
        const named = decl.maybeAssignTypeName("Root");
        const provider = new DeclTypeProvider([named], { recognizeKeywordAsFieldName: true });
        for (const [path, node] of paths(named)) {
          expect(estimateSize(named, path)?.max).toBe(BigInt.asUintN(64, node.maxElements));
          if (!node.isObject()) continue;
          for (const [fieldName, field] of node.fields ?? []) {
            expect(unescape(fieldName)).toBeDefined();
            expect(provider.findStructFieldType(node.typeName(), fieldName)).toBe(field.type.celType);
          }
        }
        expect(decl.minSerializedSize).toBeGreaterThan(0n);
      }),
      { numRuns: 500 },
    );
  });
});
