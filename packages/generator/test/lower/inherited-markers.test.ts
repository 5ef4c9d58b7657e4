import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { TypeConflict } from "../../src/lower/flatten-all-of.js";
import { flattenAllOfInto } from "../../src/lower/flatten-all-of.js";
import { fixturesRoot, runFixture } from "../support/fixtures.js";
import { firstSchema, generateInMemory, header, summary } from "../support/memory.js";

/*
 * What a type inherits from the types it extends, as controller-gen treats Go's embedded structs
 * (controller-tools at 434758187ddd): structToSchema (pkg/crd/schema.go) puts each `json:",inline"` field into
 * the struct's allOf, with the embedded type's schema (its type markers applied, its optional immutable
 * fields' rules first); the flattener resolves each reference into `allOf: [type, field]` (flatten.go,
 * preserveFields); FlattenEmbedded then merges every allOf into its node, top down, with flattenAllOfInto
 * (an allOf member's own allOf first; the member's CEL rules before the node's).
 */

const schemaOf = (source: string): JSONSchemaProps =>
  firstSchema(generateInMemory({ "/app/input.ts": source })) as JSONSchemaProps;
const messages = (schema: JSONSchemaProps | undefined): string[] =>
  (schema?.["x-kubernetes-validations"] ?? []).map((r) => r.message ?? "");

const rule = (message: string): string =>
  `+kubebuilder:validation:XValidation:rule="true",message="${message}"`;

function root(spec: string, markers = "", bases = ""): string {
  return `/**\n * +kubebuilder:object:root=true\n${markers}\n */\nexport interface Widget ${bases}{\n  apiVersion?: string;\n  kind?: string;\n  metadata?: ObjectMeta;\n  spec?: ${spec};\n}\n`;
}

describe("type markers of what a type extends", () => {
  it("where a field refers to the type: its own rules first, then the last base's, a base's own bases last", () => {
    const source = `${header}
/** ${rule("grand")} */
export interface Grand { g?: string }
/** ${rule("first")} */
export interface First extends Grand { a?: string }
/** ${rule("second")} */
export interface Second { b?: string }
/** ${rule("own")} */
export interface Spec extends First, Second { c?: string }
${root("Spec")}`;
    const spec = schemaOf(source).properties?.spec;
    expect(messages(spec)).toEqual(["own", "second", "first", "grand"]);
  });

  it("on the root kind: the bases' rules before its own (its allOf merges into its own schema)", () => {
    const source = `${header}
/** ${rule("part")} */
export interface Part { p?: string }
${root("string", ` * ${rule("root")}`, "extends Part ")}`;
    expect(messages(schemaOf(source))).toEqual(["part", "root"]);
  });

  it("keeps two different MinProperties side by side in an allOf, the same one once", () => {
    const source = (a: number, b: number): string => `${header}
/** +kubebuilder:validation:MinProperties=${a} */
export interface A { a?: string }
/** +kubebuilder:validation:MinProperties=${b} */
export interface B { b?: string }
export interface Spec extends A, B { c?: string }
${root("Spec")}`;
    const different = schemaOf(source(1, 2)).properties?.spec;
    expect(different?.minProperties).toBeUndefined();
    expect(different?.allOf).toEqual([{ minProperties: 1 }, { minProperties: 2 }]);
    const same = schemaOf(source(2, 2)).properties?.spec;
    expect(same?.minProperties).toBe(2);
    expect(same?.allOf).toBeUndefined();
  });

  it("does not take the base's doc as the type's description", () => {
    const source = `${header}
/** The base's doc. */
export interface Base { b?: string }
export interface Spec extends Base { c?: string }
${root("Spec")}`;
    expect(schemaOf(source).properties?.spec?.description).toBeUndefined();
  });

  it("writes an optional immutable field's rule where the base that declares it merges", () => {
    const source = `${header}
export interface Base {
  /** +k8s:immutable */
  b?: string;
}
/** ${rule("own")} */
export interface Spec extends Base {
  /** +k8s:immutable */
  c?: string;
}
${root("Spec")}`;
    const spec = schemaOf(source).properties?.spec;
    expect(messages(spec)).toEqual(["field c is immutable once set", "own", "field b is immutable once set"]);
  });

  it("takes an alias's markers after the type's, and Partial<T>'s as T's", () => {
    const source = `${header}
/** ${rule("base")} */
export interface Base { b?: string }
/** ${rule("alias")} */
export type Alias = Base;
export interface ViaAlias extends Alias { c?: string }
export interface ViaPartial extends Partial<Base> { c?: string }
export interface ViaPick extends Pick<Base, "b"> { c?: string }
export interface Spec { alias?: ViaAlias; partial?: ViaPartial; pick?: ViaPick }
${root("Spec")}`;
    const spec = schemaOf(source).properties?.spec?.properties;
    expect(messages(spec?.alias)).toEqual(["alias", "base"]);
    expect(messages(spec?.partial)).toEqual(["base"]);
    // Pick and Omit have no Go counterpart; a rule of the whole type may name a field they leave out.
    expect(messages(spec?.pick)).toEqual([]);
  });

  it("merges an intersection's named members as extends does", () => {
    const source = `${header}
/** ${rule("a")} */
export interface A { a?: string }
/** ${rule("b")} */
export interface B { b?: string }
${root("A & B")}`;
    expect(messages(schemaOf(source).properties?.spec)).toEqual(["b", "a"]);
  });

  it("merges a core type's own keywords: ObjectReference's x-kubernetes-map-type", () => {
    const schema = firstSchema(runFixture(path.join(fixturesRoot, "embedding"))) as JSONSchemaProps;
    expect(schema.properties?.clusterRef?.["x-kubernetes-map-type"]).toBe("atomic");
  });

  it("reports controller-gen's error when a base says another type", () => {
    const source = `${header}
/** +kubebuilder:validation:Type=string */
export type Text = { t?: string };
export interface Spec extends Text { c?: string }
${root("Spec")}`;
    const lines = summary(generateInMemory({ "/app/input.ts": source }));
    expect(lines.filter((l) => l.startsWith("CRD1012"))).toEqual([
      "CRD1012 input.ts:6:5 +kubebuilder:validation:Type=string: conflicting types in allOf branches in schema: string vs object (controller-gen's error when a type and a type it extends have different types)",
    ]);
  });

  it("reports it when the type says another type than a base without markers (a struct is an object)", () => {
    // controller-gen refuses `// +kubebuilder:validation:Type=integer` on `type Outer struct{ Base \`json:",inline"\` }`
    // with a plain `type Base struct{ A string }`: the embedded struct's schema is `type: object`.
    const source = `${header}
export interface Base { a?: string }
/** +kubebuilder:validation:Type=integer */
export interface Outer extends Base { b?: string }
${root("Outer")}`;
    const lines = summary(generateInMemory({ "/app/input.ts": source }));
    expect(lines.filter((l) => l.startsWith("CRD1012"))).toEqual([
      "CRD1012 input.ts:7:5 +kubebuilder:validation:Type=integer: conflicting types in allOf branches in schema: object vs integer (controller-gen's error when a type and a type it extends have different types)",
    ]);
  });
});

/*
 * A differential against a model of controller-gen's own steps, written from the Go: the unflattened schema
 * of each type (structToSchema, then its type markers), each base a reference that the flattener turns into
 * `allOf: [base, {}]`, and FlattenEmbedded's flattenAllOfInto of the node's allOf, members in order
 * (flattenAllOfInto itself is checked against Go's in flatten-all-of.test.ts).
 */

/** A type of the model, before it is named: whether it has a rule, a bound, an immutable field, its bases. */
interface TypeTree {
  readonly rule: boolean;
  readonly minProperties: number | undefined;
  readonly immutable: boolean;
  readonly bases: readonly TypeTree[];
}

interface TypeSpec extends TypeTree {
  readonly name: string;
  readonly bases: readonly TypeSpec[];
}

function typeTree(depth: number): fc.Arbitrary<TypeTree> {
  const bases: fc.Arbitrary<readonly TypeTree[]> =
    depth === 0 ? fc.constant([]) : fc.array(typeTree(depth - 1), { maxLength: 2 });
  return fc.record({
    rule: fc.boolean(),
    minProperties: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
    immutable: fc.boolean(),
    bases,
  });
}

function named(tree: TypeTree, prefix: string): TypeSpec {
  return { ...tree, name: prefix, bases: tree.bases.map((b, i) => named(b, `${prefix}${String(i)}`)) };
}

function all(type: TypeSpec): TypeSpec[] {
  return [type, ...type.bases.flatMap(all)];
}

function declaration(type: TypeSpec): string {
  const markers = [
    ...(type.rule ? [rule(type.name)] : []),
    ...(type.minProperties === undefined
      ? []
      : [`+kubebuilder:validation:MinProperties=${String(type.minProperties)}`]),
  ];
  const doc = markers.length === 0 ? "" : `/**\n${markers.map((m) => ` * ${m}`).join("\n")}\n */\n`;
  const bases = type.bases.length === 0 ? "" : ` extends ${type.bases.map((b) => b.name).join(", ")}`;
  const field = `${type.immutable ? "  /** +k8s:immutable */\n" : ""}  f${type.name}?: string;\n`;
  return `${doc}export interface ${type.name}${bases} {\n${field}}\n`;
}

// structToSchema: the fields (an optional immutable one's rule after them), the embedded types in allOf as
// references; then the type markers (XValidation appends, MinProperties sets).
function unflattened(type: TypeSpec): JSONSchemaProps {
  const rules = [
    ...(type.immutable ? [{ message: `field f${type.name} is immutable once set` }] : []),
    ...(type.rule ? [{ message: type.name }] : []),
  ];
  return {
    type: "object",
    ...(rules.length === 0 ? {} : { "x-kubernetes-validations": rules }),
    ...(type.minProperties === undefined ? {} : { minProperties: type.minProperties }),
    ...(type.bases.length === 0 ? {} : { allOf: type.bases.map((b) => ({ allOf: [unflattened(b), {}] })) }),
  };
}

// FlattenEmbedded's visit of one node: its allOf cleared, each member flattened into it in order.
function flattenNode(node: JSONSchemaProps): JSONSchemaProps {
  const { allOf, ...rest } = node;
  const out: JSONSchemaProps = rest;
  const conflicts: TypeConflict[] = [];
  for (const member of allOf ?? []) flattenAllOfInto(out, member, conflicts);
  return out;
}

function inherited(schema: JSONSchemaProps | undefined): unknown {
  return { rules: messages(schema), minProperties: schema?.minProperties, allOf: schema?.allOf };
}

describe("a property a type declares again over a base's", () => {
  // TypeScript's type of the child has the child's declaration alone; Go has no such construct (controller-gen
  // would merge two fields' schemas), so crdgen takes that declaration wholly: its doc and markers, none of the
  // base's, even where an editor shows the base's doc for an undocumented re-declaration.
  it("keeps only the child's declaration: doc, markers and presence", () => {
    const source = `${header}
export interface Base {
  /**
   * Base mode.
   * +kubebuilder:validation:MaxLength=10
   * ${rule("base")}
   */
  mode: string;
  /**
   * Base name.
   * +kubebuilder:default=x
   * +optional
   */
  name: string;
}
export interface Spec extends Base {
  /**
   * Child mode.
   * +kubebuilder:validation:MinLength=1
   */
  mode: "fast" | "slow";
  name: "a" | "b";
}
${root("Spec")}`;
    const spec = schemaOf(source).properties?.spec;
    expect(spec?.properties).toEqual({
      mode: { type: "string", description: "Child mode.", minLength: 1, enum: ["fast", "slow"] },
      name: { type: "string", enum: ["a", "b"] },
    });
    expect(spec?.required).toEqual(["mode", "name"]);
  });
});

describe("inherited markers against a model of controller-gen's steps (fast-check)", () => {
  it("gives the same rules and bounds for the spec (a reference) and the root", () => {
    fc.assert(
      fc.property(
        typeTree(2),
        fc.array(typeTree(1), { maxLength: 2 }),
        fc.boolean(),
        (specTree, rootBases, rootRule) => {
          const spec = named(specTree, "S");
          const bases = rootBases.map((b, i) => named(b, `R${String(i)}`));
          const rootType: TypeSpec = {
            name: "Widget",
            rule: rootRule,
            minProperties: undefined,
            immutable: false,
            bases,
          };
          const types = [...all(spec), ...bases.flatMap(all)];
          const rootMarkers = rootRule ? ` * ${rule("Widget")}` : "";
          const extendsClause = bases.length === 0 ? "" : `extends ${bases.map((b) => b.name).join(", ")} `;
          const source = `${header}\n${types.map(declaration).join("\n")}\n${root(spec.name, rootMarkers, extendsClause)}`;
          const schema = schemaOf(source);
          // a field refers to the spec: the reference becomes allOf [spec, field], flattened into the field's node
          expect(inherited(schema.properties?.spec)).toEqual(
            inherited(flattenNode({ allOf: [unflattened(spec), {}] })),
          );
          // the root is flattened in place
          expect(inherited(schema)).toEqual(inherited(flattenNode(unflattened(rootType))));
        },
      ),
      { numRuns: 25, seed: 15 },
    );
  });
});
