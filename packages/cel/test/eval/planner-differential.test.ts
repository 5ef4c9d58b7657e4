/**
 * Planned evaluation (eval/planner.ts) against the tree-walking interpreter on the same checked expressions:
 * random expressions over random values, and every rule of the CRD corpus over random objects of its node's
 * schema, with Kubernetes' runtime (its overloads, call costs, OptOptimize) and with the plain standard one.
 * Both must give the same value or error text, the same actual cost and the same cancellation.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  type CheckedAst,
  DurationValue,
  ErrorValue,
  type EvalOptions,
  ListValue,
  MapValue,
  ObjectValue,
  OpaqueValue,
  OptionalValue,
  PreservedValue,
  type RuleSchema,
  TimestampValue,
  TypeValue,
  UintValue,
  UnstructuredSchemas,
  type ValueSchema,
  celTypes,
  compileKubernetes,
  evaluate,
  kubernetesCallCost,
  kubernetesEnvironment,
  kubernetesOverloads,
  schemaRules,
  unstructuredToVal,
  variableDecl,
} from "../../src/index.js";
import { interpretChecked } from "../../src/eval/program.js";

/** A value as plain data that `toEqual` compares completely (class, error text, contents). */
function plain(v: CelValue): unknown {
  if (v instanceof ErrorValue) return { error: v.message };
  if (v instanceof UintValue) return { uint: v.value };
  if (v instanceof ListValue) return { list: v.elements.map(plain), kind: v.kind };
  if (v instanceof MapValue) return { map: [...v.entries()].map(([k, x]) => [plain(k), plain(x)]) };
  if (v instanceof ObjectValue) return { object: [...v.fields].map(([k, x]) => [k, plain(x)]) };
  if (v instanceof OptionalValue) return { optional: v.value === undefined ? "none" : plain(v.value) };
  if (v instanceof TimestampValue) return { timestamp: v.nanos, offset: v.offsetSeconds };
  if (v instanceof DurationValue) return { duration: v.nanos };
  if (v instanceof TypeValue) return { type: v.name };
  if (v instanceof PreservedValue) return { preserved: v.json };
  if (v instanceof OpaqueValue) return { opaque: v.typeName, text: v.toString() };
  if (typeof v === "number" && Number.isNaN(v)) return "NaN";
  return v;
}

/** Evaluates both ways, each on its own conversion of the variables (lazy values convert as they are read). */
function expectSameEvaluation(
  ast: CheckedAst,
  vars: () => Record<string, CelValue>,
  options: EvalOptions,
): void {
  const planned = evaluate(ast, vars(), options);
  const interpreted = interpretChecked(ast, vars(), options);
  expect({ value: plain(planned.value), cost: planned.cost, cancelled: planned.cancelled }).toEqual({
    value: plain(interpreted.value),
    cost: interpreted.cost,
    cancelled: interpreted.cancelled,
  });
}

const kubernetes = { overloads: kubernetesOverloads(), callCost: kubernetesCallCost };
const runtimes = fc.record({
  kubernetes: fc.boolean(),
  optimize: fc.boolean(),
  presenceTestHasCost: fc.boolean(),
  costLimit: fc.option(fc.bigInt({ min: 0n, max: 60n }), { nil: undefined }),
});

function optionsOf(r: {
  kubernetes: boolean;
  optimize: boolean;
  presenceTestHasCost: boolean;
  costLimit: bigint | undefined;
}): EvalOptions {
  return {
    ...(r.kubernetes ? kubernetes : {}),
    optimize: r.optimize,
    presenceTestHasCost: r.presenceTestHasCost,
    ...(r.costLimit === undefined ? {} : { costLimit: r.costLimit }),
  };
}

const environment = kubernetesEnvironment();
const variables = ["a", "b"].map((name) => variableDecl(name, celTypes.dyn));

describe("planned evaluation agrees with the tree-walking interpreter", () => {
  const scalar: fc.Arbitrary<CelValue> = fc.oneof(
    fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
    fc.constantFrom(0n, 1n, 2n, -1n),
    fc.bigInt({ min: 0n, max: 3n }).map((u) => new UintValue(u)),
    fc.constantFrom(0, 1, 1.5, -0, Number.NaN),
    fc.constantFrom("", "s", "f", "a-b", "1", "x.y"),
    fc.boolean(),
    fc.constant(null),
  );
  const value: fc.Arbitrary<CelValue> = fc.letrec<{ v: CelValue }>((tie) => ({
    v: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      scalar,
      fc.array(tie("v"), { maxLength: 3 }).map((xs) => new ListValue(xs)),
      fc
        .array(fc.tuple(fc.constantFrom("f", "g", "s"), tie("v")), { maxLength: 3 })
        .map((es) => new MapValue(es)),
      fc
        .dictionary(fc.constantFrom("f", "g", "namespace", "__namespace__"), tie("v"), { maxKeys: 3 })
        .map((fields) => new ObjectValue("object", new Map(Object.entries(fields)))),
      tie("v").map((x) => new OptionalValue(x)),
      fc.constant(new OptionalValue(undefined)),
    ),
  })).v;

  const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
    e: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom(
        "a",
        "b",
        "1",
        "0",
        "-1",
        "2u",
        "1.5",
        "'s'",
        "'f'",
        "b'x'",
        "true",
        "null",
        "[]",
        "{}",
      ),
      fc.constantFrom("int", "string", "[1, 2u, 'f']", "['f', 'g']", "{'f': 1}", "int('1')", "[a, 1]"),
      fc.constantFrom(
        "a.?f.or(b.?f)",
        "a.?f.orValue(b)",
        "optional.of(a).or(optional.none())",
        "a[?'g'].or(b.?g)",
      ),
      fc
        .tuple(
          tie("e"),
          fc.constantFrom("+", "-", "*", "/", "%", "==", "!=", "<", ">=", "&&", "||", "in"),
          tie("e"),
        )
        .map(([l, op, r]) => `(${l} ${op} ${r})`),
      tie("e").map((x) => `(${x} in [1, 2u, 1.5, 's', true])`),
      tie("e").map((x) => `(${x} in [])`),
      fc.tuple(tie("e"), tie("e"), tie("e")).map(([c, t, f]) => `(${c} ? ${t} : ${f})`),
      fc.tuple(tie("e"), tie("e")).map(([c, t]) => `(${c} ? a.f : ${t})`),
      fc.tuple(tie("e"), tie("e")).map(([l, k]) => `${l}[${k}]`),
      fc.tuple(tie("e"), tie("e")).map(([l, k]) => `${l}[?${k}]`),
      tie("e").map((x) => `${x}.f`),
      tie("e").map((x) => `${x}.__namespace__`),
      tie("e").map((x) => `${x}.namespace`),
      tie("e").map((x) => `has(${x}.namespace)`),
      tie("e").map((x) => `has(${x}.f)`),
      tie("e").map((x) => `${x}.?f`),
      tie("e").map((x) => `[${x}, ?optional.of(${x})]`),
      fc.tuple(tie("e"), tie("e")).map(([k, v]) => `{${k}: ${v}}`),
      fc.tuple(tie("e"), tie("e")).map(([k, v]) => `{${k}: ${v}, ?'g': optional.of(${v})}`),
      tie("e").map((x) => `${x}.all(v, v == ${x})`),
      tie("e").map((x) => `${x}.exists(v, has(v.f))`),
      tie("e").map((x) => `${x}.exists_one(v, v == 1)`),
      tie("e").map((x) => `${x}.map(v, v)`),
      tie("e").map((x) => `${x}.filter(v, v != null)`),
      tie("e").map((x) => `${x}.all(k, v, k == v)`),
      // The first variable alone: a list's index (a CEL int) or a map's key.
      tie("e").map((x) => `${x}.exists(k, v, k == 1)`),
      fc
        .tuple(
          fc.constantFrom(
            "size",
            "int",
            "uint",
            "double",
            "string",
            "bytes",
            "type",
            "dyn",
            "timestamp",
            "duration",
            "bool",
            "optional.of",
            "optional.ofNonZeroValue",
          ),
          tie("e"),
        )
        .map(([f, x]) => `${f}(${x})`),
      fc
        .tuple(
          fc.constantFrom(
            "contains",
            "startsWith",
            "matches",
            "orValue",
            "or",
            "indexOf",
            "split",
            "lowerAscii",
          ),
          tie("e"),
          tie("e"),
        )
        .map(([f, x, y]) => (f === "lowerAscii" ? `${x}.${f}()` : `${x}.${f}(${y})`)),
      fc.tuple(tie("e"), tie("e")).map(([x, y]) => `sets.contains(${x}, ${y})`),
      tie("e").map((x) => `${x}.isSorted()`),
      tie("e").map((x) => `!${x}`),
      tie("e").map((x) => `-${x}`),
    ),
  })).e;

  it("on random expressions over random values, with every runtime option", () => {
    let compared = 0;
    fc.assert(
      fc.property(expr, value, value, runtimes, (text, a, b, runtime) => {
        const { ast } = compileKubernetes(text, environment, { variables });
        if (ast === undefined) return;
        expectSameEvaluation(ast, () => ({ a, b }), optionsOf(runtime));
        compared++;
      }),
      { numRuns: 5000 },
    );
    // About one random expression in eight type-checks: enough that the comparison is not vacuous.
    expect(compared).toBeGreaterThan(500);
  });

  const corpus = corpusRules();

  it("on every rule of the CRD corpus, over random objects of its node's schema", () => {
    expect(corpus.length).toBeGreaterThan(100);
    const schemas = new UnstructuredSchemas();
    fc.assert(
      fc.property(
        fc
          .constantFrom(...corpus)
          .chain((rule) =>
            fc.tuple(fc.constant(rule), objectOf(rule.schema), objectOf(rule.schema), runtimes),
          ),
        ([rule, self, oldSelf, runtime]) => {
          const vars = (): Record<string, CelValue> => ({
            self: unstructuredToVal(self, rule.schema, schemas),
            oldSelf: unstructuredToVal(oldSelf, rule.schema, schemas),
          });
          // Kubernetes' runtime as crdgen validate runs it, with the per-call limit or a small one.
          const options = optionsOf({
            ...runtime,
            kubernetes: true,
            optimize: true,
            presenceTestHasCost: false,
          });
          expectSameEvaluation(rule.ast, vars, { ...options, costLimit: runtime.costLimit ?? 1_000_000n });
          if (rule.messageAst !== undefined) expectSameEvaluation(rule.messageAst, vars, options);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

interface CorpusRule {
  readonly ast: CheckedAst;
  readonly messageAst?: CheckedAst;
  readonly schema: ValueSchema;
}

/** Every compiled rule of the corpus CRDs' served versions, with its node's schema. */
function corpusRules(): CorpusRule[] {
  const dir = fileURLToPath(new URL("../../../../testdata/corpus/crds", import.meta.url));
  const out: CorpusRule[] = [];
  const visitCrd = (doc: unknown): void => {
    const versions = (doc as { spec?: { versions?: { schema?: { openAPIV3Schema?: RuleSchema } }[] } } | null)
      ?.spec?.versions;
    for (const version of versions ?? []) {
      const root = version.schema?.openAPIV3Schema;
      if (root === undefined) continue;
      for (const rule of schemaRules(root, "openAPIV3Schema").rules) {
        const { ast, messageAst } = rule.compiled;
        if (ast === undefined) continue;
        out.push({
          ast,
          ...(messageAst === undefined ? {} : { messageAst }),
          schema: rule.schema,
        });
      }
    }
  };
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".yaml")) yaml.loadAll(readFileSync(path, "utf8")).forEach(visitCrd);
    }
  };
  walk(dir);
  return out;
}

/**
 * Random JSON for a schema: mostly valid, with fields left out, nulls, wrong types and odd strings (invalid
 * durations, dates) now and then, so that rules meet missing fields and conversion errors too.
 */
function objectOf(schema: ValueSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || depth > 6) return fc.constant(null);
  const wrong = fc.constantFrom<unknown>(null, "x", 1, true, [], {});
  return fc.oneof({ weight: 12, arbitrary: validOf(schema, depth) }, { weight: 1, arbitrary: wrong });
}

function validOf(schema: ValueSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema["x-kubernetes-int-or-string"] === true) {
    return fc.oneof(fc.integer({ min: -3, max: 100 }), fc.constantFrom("50%", "1", "abc", ""));
  }
  const enumValues = (schema as { enum?: unknown[] }).enum;
  if (Array.isArray(enumValues) && enumValues.length > 0) return fc.constantFrom(...enumValues);
  switch (schema.type) {
    case "object": {
      const properties = schema.properties ?? {};
      const names = Object.keys(properties);
      if (names.length > 0) {
        return fc.record(
          Object.fromEntries(names.map((n) => [n, objectOf(properties[n] as ValueSchema, depth + 1)])),
          { requiredKeys: [] },
        );
      }
      const additional = schema.additionalProperties;
      if (typeof additional === "object" && additional !== null) {
        return fc.dictionary(
          fc.constantFrom("a", "b", "key-1"),
          objectOf(additional as ValueSchema, depth + 1),
          { maxKeys: 3 },
        );
      }
      return fc.dictionary(fc.constantFrom("a", "b"), fc.oneof(fc.string(), fc.integer()), { maxKeys: 2 });
    }
    case "array": {
      const items: ValueSchema | null | undefined = Array.isArray(schema.items)
        ? (schema.items as readonly ValueSchema[])[0]
        : (schema.items as ValueSchema | null | undefined);
      return fc.array(objectOf(items ?? undefined, depth + 1), { maxLength: 4 });
    }
    case "string":
      switch (schema.format) {
        case "date-time":
          return fc.constantFrom("2024-01-02T03:04:05Z", "2024-01-02T03:04:05.5+02:00", "yesterday");
        case "date":
          return fc.constantFrom("2024-02-29", "2024-13-01", "x");
        case "duration":
          return fc.constantFrom("1s", "90m", "1h30m", "2 days", "-5ms", "soon");
        case "byte":
          return fc.constantFrom("aGk=", "", "!!");
      }
      return fc.oneof(
        fc.constantFrom(
          "",
          "a",
          "abc",
          "Always",
          "None",
          "10.0.0.1",
          "https://example.com/x",
          "1Gi",
          "a.b-c",
        ),
        fc.string({ maxLength: 12 }),
      );
    case "integer":
      return fc.oneof(fc.integer({ min: -5, max: 70000 }), fc.constantFrom(0, 1, 2 ** 40));
    case "number":
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    case "boolean":
      return fc.boolean();
  }
  return fc.oneof(
    fc.string({ maxLength: 4 }),
    fc.integer(),
    fc.dictionary(fc.string({ maxLength: 2 }), fc.integer()),
  );
}
