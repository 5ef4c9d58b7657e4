/**
 * fast-check expressions for the checker differential against cel-go v0.26.0: variables of many declared
 * types and expressions over the operators, macros and functions of the Kubernetes environment, mixed
 * without regard to types, so that both well-typed expressions (their output type is compared) and
 * ill-typed ones (their error display is compared) come out. The edges the checker has: `dyn` and type
 * parameters meeting concrete types, `null` against wrappers and aggregates, optional values, cross-type
 * numeric comparisons, list/map literal element unification (and the homogeneous literal validator),
 * conditionals joining two types, comprehension variables, and field selection on types without fields.
 */
import fc from "fast-check";
import type { OracleCase } from "./answer.js";

const scalarSpecs = [
  "int",
  "uint",
  "double",
  "string",
  "bytes",
  "bool",
  "null",
  "dyn",
  "timestamp",
  "duration",
  "wrapper(int)",
  "wrapper(uint)",
  "wrapper(double)",
  "wrapper(string)",
  "wrapper(bool)",
  "wrapper(bytes)",
];

/** A declared type: scalars, wrappers and lists, maps and optionals of them, nested twice at most. */
const typeSpec: fc.Arbitrary<string> = fc.letrec<{ t: string }>((tie) => ({
  t: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...scalarSpecs),
    tie("t").map((e) => `list(${e})`),
    fc
      .tuple(fc.constantFrom("int", "uint", "string", "bool", "dyn", "double"), tie("t"))
      .map(([k, v]) => `map(${k}, ${v})`),
    tie("t").map((e) => `optional_type(${e})`),
  ),
})).t;

/**
 * Object types every case has, as a schema's objects reach the checker (apiserver's DeclTypeProvider):
 * nested objects, lists and maps of objects, and fields named like CEL keywords.
 */
export const fixedStructs: NonNullable<OracleCase["structs"]> = {
  Obj: {
    a: "int",
    s: "string",
    spec: "Obj.spec",
    items: "list(Obj.item)",
    m: "map(string, Obj.item)",
    d: "dyn",
    w: "wrapper(int)",
    in: "string",
  },
  "Obj.spec": { x: "list(string)", y: "int" },
  "Obj.item": { k: "string", v: "int" },
};

/** Variables every case has, one of each interesting type. */
export const fixedVariables: OracleCase["vars"] = [
  { name: "i", type: "int" },
  { name: "u", type: "uint" },
  { name: "d", type: "double" },
  { name: "s", type: "string" },
  { name: "b", type: "bytes" },
  { name: "t", type: "bool" },
  { name: "n", type: "null" },
  { name: "x", type: "dyn" },
  { name: "ts", type: "timestamp" },
  { name: "du", type: "duration" },
  { name: "li", type: "list(int)" },
  { name: "ls", type: "list(string)" },
  { name: "ld", type: "list(dyn)" },
  { name: "lli", type: "list(list(int))" },
  { name: "msi", type: "map(string, int)" },
  { name: "mid", type: "map(int, dyn)" },
  { name: "msd", type: "map(string, dyn)" },
  { name: "mso", type: "map(string, optional_type(string))" },
  { name: "oi", type: "optional_type(int)" },
  { name: "od", type: "optional_type(dyn)" },
  { name: "ols", type: "optional_type(list(string))" },
  { name: "wi", type: "wrapper(int)" },
  { name: "ws", type: "wrapper(string)" },
  { name: "wd", type: "wrapper(double)" },
  { name: "lwi", type: "list(wrapper(int))" },
  { name: "lo", type: "list(optional_type(int))" },
  { name: "o", type: "Obj" },
  { name: "oo", type: "optional_type(Obj)" },
  { name: "lit", type: "list(Obj.item)" },
];

const literals = [
  "1",
  "-2",
  "0",
  "1u",
  "0u",
  "1.5",
  "-0.0",
  "'a'",
  "''",
  "b'a'",
  "true",
  "false",
  "null",
  "[]",
  "{}",
  "[1]",
  "['a']",
  "[1, 2u]",
  "[null, 1]",
  "[1, null]",
  "{'a': 1}",
  "{1: 'a', 2u: 'b'}",
  "duration('1s')",
  "timestamp('2000-01-01T00:00:00Z')",
  "optional.none()",
  "optional.of(1)",
  "int",
  "string",
  "list",
  "map",
  "null_type",
  "dyn",
  "type",
  "optional_type",

  "undeclared",
  "a.b.c",
  "duration(1)",
  "ip('1.2.3.4')",
  "cidr('1.2.3.0/24')",
  "url('https://a/b?c=d')",
  "net.IP",
  "Obj",
  "Obj.spec{y: 1}",
  "Obj.item{k: 'a', v: 1}",
  "Obj{a: 'x'}",
];

const binaryOperators = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "in"];

const memberFunctions0 = [
  "size",
  "lowerAscii",
  "upperAscii",
  "trim",
  "reverse",
  "value",
  "hasValue",
  "getSeconds",
  "getHours",
  "getFullYear",
  "getDayOfWeek",
  "getMilliseconds",
  "isSorted",
  "sum",
  "min",
  "max",
  "flatten",
  "sort",
  "distinct",
  "split",
  "join",
  "charAt",
  "family",
  "isLoopback",
  "ip",
  "masked",
  "prefixLength",
  "getHost",
  "getQuery",
];
const memberFunctions1 = [
  "contains",
  "startsWith",
  "endsWith",
  "matches",
  "indexOf",
  "lastIndexOf",
  "charAt",
  "split",
  "join",
  "substring",
  "or",
  "orValue",
  "find",
  "findAll",
  "slice",
  "flatten",
  "getHours",
  "format",
  "getFullYear",
  "containsIP",
  "containsCIDR",
];
const memberFunctions2 = ["replace", "substring", "slice", "split", "findAll", "indexOf"];
const globalFunctions1 = [
  "size",
  "int",
  "uint",
  "double",
  "string",
  "bytes",
  "bool",
  "dyn",
  "type",
  "duration",
  "timestamp",
  "optional.of",
  "optional.ofNonZeroValue",
  "strings.quote",
  "lists.range",
  "matches",
  "ip",
  "cidr",
  "url",
  "isIP",
  "ip.isCanonical",
  "isURL",
];
const globalFunctions2 = ["sets.contains", "sets.equivalent", "sets.intersects", "matches", "contains"];

function variableNames(vars: OracleCase["vars"]): string[] {
  return vars.map((v) => v.name);
}

/** An expression over the given variables, of bounded depth. */
function expression(vars: OracleCase["vars"]): fc.Arbitrary<string> {
  const names = variableNames(vars);
  const atom = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...names) },
    { weight: 2, arbitrary: fc.constantFrom(...literals) },
  );
  return fc.letrec<{ e: string }>((tie) => {
    const e = tie("e");
    return {
      e: fc.oneof(
        { maxDepth: 3, depthSize: "small", withCrossShrink: true },
        atom,
        fc.tuple(e, fc.constantFrom(...binaryOperators), e).map(([l, op, r]) => `(${l} ${op} ${r})`),
        fc.tuple(fc.constantFrom("!", "-"), e).map(([op, v]) => `${op}(${v})`),
        fc.tuple(e, e, e).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
        fc.tuple(e, e).map(([a, i]) => `${a}[${i}]`),
        fc.tuple(e, e).map(([a, i]) => `${a}[?${i}]`),
        fc
          .tuple(e, fc.constantFrom("a", "f", "value", "spec", "items", "k", "x"))
          .map(([a, f]) => `${a}.${f}`),
        fc.tuple(e, fc.constantFrom("a", "f", "spec", "k")).map(([a, f]) => `${a}.?${f}`),
        fc.tuple(e, fc.constantFrom("a", "f", "spec", "k")).map(([a, f]) => `has(${a}.${f})`),
        fc.array(e, { maxLength: 3 }).map((items) => `[${items.join(", ")}]`),
        fc
          .array(fc.tuple(fc.boolean(), e), { maxLength: 3 })
          .map((items) => `[${items.map(([opt, v]) => (opt ? `?${v}` : v)).join(", ")}]`),
        fc
          .array(fc.tuple(fc.boolean(), e, e), { maxLength: 3 })
          .map((entries) => `{${entries.map(([opt, k, v]) => `${opt ? "?" : ""}${k}: ${v}`).join(", ")}}`),
        fc.tuple(e, fc.constantFrom(...memberFunctions0)).map(([t, f]) => `${t}.${f}()`),
        fc.tuple(e, fc.constantFrom(...memberFunctions1), e).map(([t, f, a]) => `${t}.${f}(${a})`),
        fc
          .tuple(e, fc.constantFrom(...memberFunctions2), e, e)
          .map(([t, f, a, b]) => `${t}.${f}(${a}, ${b})`),
        fc.tuple(fc.constantFrom(...globalFunctions1), e).map(([f, a]) => `${f}(${a})`),
        fc.tuple(fc.constantFrom(...globalFunctions2), e, e).map(([f, a, b]) => `${f}(${a}, ${b})`),
        fc
          .tuple(e, fc.constantFrom("all", "exists", "exists_one", "existsOne", "map", "filter", "sortBy"), e)
          .map(([r, m, body]) => `${r}.${m}(v, ${body})`),
        fc
          .tuple(e, fc.constantFrom("all", "exists", "existsOne", "transformList", "transformMap"), e)
          .map(([r, m, body]) => `${r}.${m}(k, v, ${body})`),
        fc.tuple(e, e, e).map(([r, f, body]) => `${r}.map(v, ${f}, ${body})`),
        fc.tuple(e, e).map(([r, body]) => `${r}.optMap(v, ${body})`),
        fc.tuple(e, e).map(([r, body]) => `${r}.optFlatMap(v, ${body})`),
        fc.tuple(e, e).map(([r, body]) => `${r}.transformMapEntry(k, v, {k: ${body}})`),
      ),
    };
  }).e;
}

/** A case: the fixed variables, up to two more of random types, and an expression over them. */
export const oracleCase: fc.Arbitrary<OracleCase> = fc.array(typeSpec, { maxLength: 2 }).chain((extra) => {
  const vars = [...fixedVariables, ...extra.map((type, index) => ({ name: `y${index}`, type }))];
  return expression(vars).map((expr) => ({ expr, vars, structs: fixedStructs }));
});

/** The types the well-typed generator builds expressions of. */
type Shape =
  | "int"
  | "uint"
  | "double"
  | "string"
  | "bool"
  | "bytes"
  | "null"
  | "dyn"
  | "timestamp"
  | "duration"
  | { readonly list: Shape }
  | { readonly map: Shape }
  | { readonly optional: Shape };

const scalarShapes: readonly Shape[] = [
  "int",
  "uint",
  "double",
  "string",
  "bool",
  "bytes",
  "null",
  "dyn",
  "timestamp",
  "duration",
];

const shape: fc.Arbitrary<Shape> = fc.letrec<{ s: Shape }>((tie) => ({
  s: fc.oneof(
    { maxDepth: 2, depthSize: "small" },
    fc.constantFrom(...scalarShapes),
    tie("s").map((s): Shape => ({ list: s })),
    tie("s").map((s): Shape => ({ map: s })),
    tie("s").map((s): Shape => ({ optional: s })),
  ),
})).s;

/** A literal or variable of each scalar shape (the fixed variables). */
const scalarLeaves: Readonly<Record<string, readonly string[]>> = {
  int: ["i", "1", "-2", "li[0]", "msi['a']", "size(s)", "wi", "oi.value()", "o.a", "o.items[0].v", "o.w"],
  uint: ["u", "1u", "uint(i)"],
  double: ["d", "1.5", "-0.0", "wd"],
  string: ["s", "'a'", "ls[0]", "ws", "mso['a'].orValue('')", "o.m['a'].k", "oo.?s.orValue('')"],
  bool: ["t", "true", "i < d", "u == i", "x == null", "has(o.spec)", "o == oo.value()", "lit[0] in o.items"],
  bytes: ["b", "b'a'"],
  null: ["null", "n"],
  dyn: ["x", "ld[0]", "msd['a']", "x.f", "dyn(1)", "od.value()", "mid[1]", "o.d", "dyn(o)"],
  timestamp: ["ts", "timestamp('2000-01-01T00:00:00Z')"],
  duration: ["du", "duration('1s')", "ts - ts"],
};

/** The arbitraries built so far, by shape and depth: building one builds those of its parts. */
const typedArbitraries = new Map<string, fc.Arbitrary<string>>();

/** An expression of the given shape (or of `dyn`, which is also assignable), built from typed parts. */
function typed(s: Shape, depth: number): fc.Arbitrary<string> {
  const key = `${JSON.stringify(s)}@${String(depth)}`;
  let arbitrary = typedArbitraries.get(key);
  if (arbitrary === undefined) {
    arbitrary = buildTyped(s, depth);
    typedArbitraries.set(key, arbitrary);
  }
  return arbitrary;
}

function buildTyped(s: Shape, depth: number): fc.Arbitrary<string> {
  const sub = (t: Shape) => typed(t, depth - 1);
  const any = shape.chain((t) => sub(t));
  const common: fc.Arbitrary<string>[] =
    depth <= 0
      ? []
      : [
          fc.tuple(sub("bool"), sub(s), sub(s)).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
          fc.tuple(sub({ list: s }), fc.constantFrom("0", "i", "x")).map(([l, i]) => `${l}[${i}]`),
          fc.tuple(sub({ map: s }), fc.constantFrom("'a'", "s", "x")).map(([m, k]) => `${m}[${k}]`),
          sub({ optional: s }).map((o) => `${o}.value()`),
          fc.tuple(sub({ optional: s }), sub(s)).map(([o, v]) => `${o}.orValue(${v})`),
          fc
            .tuple(sub({ list: s }), sub(s))
            .map(([l, e]) => `${l}.map(v, ${e})`)
            .map((l) => `${l}[0]`),
        ];
  if (typeof s === "string") {
    const leaves = fc.constantFrom(...(scalarLeaves[s] ?? ["x"]));
    const own: fc.Arbitrary<string>[] = [];
    if (depth > 0) {
      switch (s) {
        case "int":
        case "uint":
        case "double":
          own.push(
            fc
              .tuple(sub(s), fc.constantFrom("+", "-", "*", "/"), sub(s))
              .map(([a, op, b]) => `(${a} ${op} ${b})`),
            sub({ list: s }).map((l) => `${l}.sum()`),
            sub({ list: s }).map((l) => `${l}.max()`),
            sub("dyn").map((e) => `${s}(${e})`),
          );
          if (s === "int") {
            own.push(
              any.map((e) => `size(${e})`),
              sub({ list: "int" }).map((l) => `${l}.indexOf(1)`),
            );
          }
          break;
        case "string":
          own.push(
            fc.tuple(sub("string"), sub("string")).map(([a, b]) => `(${a} + ${b})`),
            any.map((e) => `string(${e})`),
            sub({ list: "string" }).map((l) => `${l}.join(',')`),
            fc.tuple(sub("string"), sub({ list: "dyn" })).map(([f, l]) => `${f}.format(${l})`),
            sub("string").map((e) => `${e}.lowerAscii()`),
          );
          break;
        case "bool":
          own.push(
            fc
              .tuple(any, fc.constantFrom("==", "!=", "<", "<=", ">", ">="), any)
              .map(([a, op, b]) => `(${a} ${op} ${b})`),
            fc.tuple(sub("dyn"), sub({ list: "dyn" })).map(([a, l]) => `(${a} in ${l})`),
            fc
              .tuple(any, shape)
              .chain(([, t]) => fc.tuple(sub(t), sub({ list: t })).map(([a, l]) => `(${a} in ${l})`)),
            fc
              .tuple(sub({ list: "dyn" }), fc.constantFrom("all", "exists", "exists_one"), sub("bool"))
              .map(([l, m, p]) => `${l}.${m}(v, ${p})`),
            fc.tuple(sub({ map: "int" }), sub("bool")).map(([m, p]) => `${m}.all(k, v, ${p})`),
            sub({ optional: "dyn" }).map((o) => `${o}.hasValue()`),
            fc.tuple(sub({ list: "dyn" }), sub({ list: "dyn" })).map(([a, b]) => `sets.contains(${a}, ${b})`),
            sub({ map: "dyn" }).map((m) => `has(${m}.a)`),
            sub({ list: "int" }).map((l) => `${l}.isSorted()`),
          );
          break;
        case "dyn":
          own.push(
            any.map((e) => `dyn(${e})`),
            sub({ list: "dyn" }).map((l) => `${l}[0]`),
          );
          break;
        case "duration":
          own.push(fc.tuple(sub("duration"), sub("duration")).map(([a, b]) => `(${a} + ${b})`));
          break;
        case "timestamp":
          own.push(fc.tuple(sub("timestamp"), sub("duration")).map(([a, b]) => `(${a} - ${b})`));
          break;
        default:
          break;
      }
    }
    return depth <= 0 ? leaves : fc.oneof(leaves, ...own, ...common);
  }
  if ("list" in s) {
    const e = s.list;
    const leaves = depth <= 0 ? fc.constantFrom("[]", "ld") : sub(e).map((v) => `[${v}]`);
    if (depth <= 0) return leaves;
    return fc.oneof(
      leaves,
      fc.array(sub(e), { minLength: 1, maxLength: 3 }).map((items) => `[${items.join(", ")}]`),
      fc.tuple(sub({ optional: e }), sub(e)).map(([o, v]) => `[?${o}, ${v}]`),
      fc.tuple(sub({ list: "dyn" }), sub(e)).map(([l, v]) => `${l}.map(v, ${v})`),
      fc.tuple(sub(s), sub("bool")).map(([l, p]) => `${l}.filter(v, ${p})`),
      fc.tuple(sub(s), sub(s)).map(([a, b]) => `(${a} + ${b})`),
      fc.tuple(sub(s), sub("dyn")).map(([l, k]) => `${l}.sortBy(v, ${k})`),
      sub({ list: s }).map((l) => `${l}.flatten()`),
      sub(s).map((l) => `${l}.distinct()`),
      sub(s).map((l) => `${l}.slice(0, 1)`),
      fc.tuple(sub({ map: "dyn" }), sub(e)).map(([m, v]) => `${m}.transformList(k, v, ${v})`),
      ...common,
    );
  }
  if ("map" in s) {
    const e = s.map;
    if (depth <= 0) return fc.constantFrom("{}", "msd");
    return fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom("'a'", "'b'", "s", "x"), sub(e)), { minLength: 1, maxLength: 3 })
        .map((entries) => `{${entries.map(([k, v]) => `${k}: ${v}`).join(", ")}}`),
      fc.tuple(sub({ optional: e })).map(([o]) => `{?'a': ${o}}`),
      fc.tuple(sub({ map: "dyn" }), sub(e)).map(([m, v]) => `${m}.transformMap(k, v, ${v})`),
      fc.tuple(sub({ list: "string" }), sub(e)).map(([l, v]) => `${l}.transformMapEntry(i, v, {v: ${v}})`),
      ...common,
    );
  }
  const e = s.optional;
  if (depth <= 0) return fc.constantFrom("optional.none()", "od");
  return fc.oneof(
    sub(e).map((v) => `optional.of(${v})`),
    sub(e).map((v) => `optional.ofNonZeroValue(${v})`),
    fc.constant("optional.none()"),
    sub({ map: e }).map((m) => `${m}[?'a']`),
    sub({ map: e }).map((m) => `${m}.?a`),
    sub({ list: e }).map((l) => `${l}[?0]`),
    fc.tuple(sub({ optional: "dyn" }), sub(e)).map(([o, v]) => `${o}.optMap(v, ${v})`),
    fc.tuple(sub({ optional: "dyn" }), sub(s)).map(([o, v]) => `${o}.optFlatMap(v, ${v})`),
    fc.tuple(sub(s), sub(s)).map(([a, b]) => `${a}.or(${b})`),
    ...common,
  );
}

/** A well-typed case (mostly: `dyn` parts may still meet an overload they do not fit). */
export const typedCase: fc.Arbitrary<OracleCase> = shape
  .chain((s) => typed(s, 3))
  .map((expr) => ({ expr, vars: fixedVariables, structs: fixedStructs }));
