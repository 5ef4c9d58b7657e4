// Properties of SchemaDeclType over arbitrary schemas: it never throws, every exposed object field is reachable
// through the provider by its path name, and every path through the type tree has a size estimate.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelSchema,
  type DeclType,
  DeclTypeProvider,
  estimateSize,
  formatType,
  ruleScope,
  schemaDeclType,
  selfTypeName,
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

  // ruleScope names a tree of unnamed objects as the checker reads it (pathNamedType) and finds types by the
  // path their names spell; the answers must be those of naming the whole tree and registering every type.
  it("a rule scope names the type and finds its types as MaybeAssignTypeName and NewDeclTypeProvider do", () => {
    fc.assert(
      fc.property(schema, fc.boolean(), fc.boolean(), (s, isResourceRoot, keywords) => {
        const decl = schemaDeclType(s, isResourceRoot);
        if (decl !== undefined) expectScopeLikeEagerNaming(decl, keywords);
      }),
      { numRuns: 500 },
    );
  });

  it("a rule scope over nested lists, maps and objects is named and found as MaybeAssignTypeName names it", () => {
    const object = (properties: Record<string, CelSchema>): CelSchema => ({ type: "object", properties });
    const list = (items: CelSchema): CelSchema => ({ type: "array", items });
    const map = (additionalProperties: CelSchema): CelSchema => ({ type: "object", additionalProperties });
    const leafObject = object({ x: { type: "integer" }, "a-b": { type: "string" }, if: { type: "boolean" } });
    const root = object({
      items: list(leafObject),
      nested: list(list(leafObject)),
      byName: map(list(map(leafObject))),
      strings: list({ type: "string" }),
      labels: map({ type: "string" }),
      spec: object({ template: object({ spec: object({ containers: list(leafObject) }) }) }),
    });
    const roots: [CelSchema, boolean][] = [
      [root, false],
      [root, true],
      // Rules on lists and maps: buildDeclTypes registers their objects by name, themselves by `list.…` paths.
      [list(root), false],
      [list(list(leafObject)), false],
      [map(root), false],
      [map(list({ type: "string" })), false],
    ];
    for (const [schema, isResourceRoot] of roots) {
      const decl = schemaDeclType(schema, isResourceRoot);
      if (decl === undefined) throw new Error("expected a type");
      expectScopeLikeEagerNaming(decl, true);
      expectScopeLikeEagerNaming(decl, false);
    }
  });
});

function expectScopeLikeEagerNaming(decl: DeclType, keywords: boolean): void {
  const eager = decl.maybeAssignTypeName(selfTypeName);
  const eagerProvider = new DeclTypeProvider([eager], { recognizeKeywordAsFieldName: keywords });
  const scope = ruleScope(decl, { recognizeKeywordAsFieldName: keywords });
  const names = eagerProvider.typeNames();
  const probes = [...names, selfTypeName, "object", "list", "map", "int", `${selfTypeName}x`, "list.@idx"];
  for (const name of names) probes.push(`${name}.@idx`, `${name}.@elem`, `${name}.if`, `${name}.`);
  for (const name of probes) {
    const found = scope.provider.findStructType(name);
    const expected = eagerProvider.findStructType(name);
    expect(found && formatType(found), name).toBe(expected && formatType(expected));
    const fields = eagerProvider.findDeclType(name)?.fields?.keys() ?? [];
    for (const field of [...fields, "nope", "if", "__if__"]) {
      const fieldType = scope.provider.findStructFieldType(name, field);
      const expectedType = eagerProvider.findStructFieldType(name, field);
      expect(fieldType && formatType(fieldType), `${name} ${field}`).toBe(
        expectedType && formatType(expectedType),
      );
    }
  }
  // After the lookups, which find types before the tree is made (it is made as it is read).
  expect(describeTree(scope.scopedType)).toBe(describeTree(eager));
}

/** Everything of a type tree that compiling reads: names, CEL types, sizes, fields with their requiredness. */
function describeTree(type: DeclType): string {
  const parts = [
    type.typeName(),
    formatType(type.celType),
    String(type.maxElements),
    String(type.minSerializedSize),
  ];
  if (type.keyType !== undefined) parts.push(`key ${describeTree(type.keyType)}`);
  if (type.elemType !== undefined) parts.push(`elem ${describeTree(type.elemType)}`);
  for (const [name, field] of type.fields ?? []) {
    parts.push(`${name}=${field.name}${field.required ? "!" : ""} ${describeTree(field.type)}`);
  }
  return `(${parts.join(" ")})`;
}
