/**
 * The cases of the cost differential against cel-go v0.26.0 (see celgo-cost-vectors.json and SOURCES.md): a
 * fast-check generator of well-typed expressions over declared variables with size hints and activations, the
 * wire format the Go oracle reads (tagged JSON values), and crdgen's answer in the same shape: the static
 * estimate of `env.EstimateCost(ast, &library.CostEstimator{SizeEstimator: hints})` in the Kubernetes 1.35
 * environment (`PresenceTestHasCost(false)`, the ext estimators) and the actual cost of a program with
 * `OptOptimize`, `OptTrackCost`, `CostLimit`, `PresenceTestHasCost(false)` and `CostTracking(&library.CostEstimator{})`.
 */
import fc from "fast-check";
import {
  type AstNode,
  type CelType,
  type CelValue,
  ErrorValue,
  KubernetesCostEstimator,
  ListValue,
  MapValue,
  OptionalValue,
  UintValue,
  celTypes,
  compileKubernetes,
  estimateKubernetesCost,
  evaluate,
  kubernetesCallCost,
  kubernetesEnvironment,
  kubernetesOverloads,
  listType,
  mapType,
  variableDecl,
} from "../../src/index.js";
import { planTimeError } from "../../src/rules/plan-time-errors.js";

/** A value as the oracle reads it: one tag per CEL type, 64-bit integers as decimal strings. */
export type Tagged =
  | { readonly s: string }
  | { readonly i: string }
  | { readonly u: string }
  | { readonly d: number }
  | { readonly b: boolean }
  | { readonly y: string }
  | { readonly l: readonly Tagged[] }
  | { readonly m: readonly (readonly [Tagged, Tagged])[] };

export interface CostCase {
  readonly expr: string;
  /** Variable name to type text: string, int, uint, double, bool, bytes, dyn, list(T), map(K,V). */
  readonly vars: Readonly<Record<string, string>>;
  /** Size hints by field path (`l.@items`), [min, max]. */
  readonly sizes: Readonly<Record<string, readonly [string, string]>>;
  readonly act?: Readonly<Record<string, Tagged>>;
  readonly limit?: string;
}

/** The answer: compile error, estimate, and for each distinct run (Go's map order varies) cost and outcome. */
export interface CostAnswer {
  readonly err?: string;
  readonly estMin?: string;
  readonly estMax?: string;
  readonly costs?: readonly string[];
  readonly results?: readonly string[];
}

export const variables: Readonly<Record<string, string>> = {
  s: "string",
  t: "string",
  i: "int",
  j: "int",
  u: "uint",
  d: "double",
  b: "bool",
  y: "bytes",
  l: "list(string)",
  n: "list(int)",
  m: "map(string,int)",
  ml: "map(string,list(string))",
  ll: "list(list(int))",
  lm: "list(map(string,string))",
};

/** The paths the size estimator is asked for, as checker.AstNode.Path() joins them. */
const sizedPaths = [
  "s",
  "t",
  "y",
  "l",
  "l.@items",
  "n",
  "m",
  "m.@keys",
  "m.@values",
  "ml",
  "ml.@keys",
  "ml.@values",
  "ml.@values.@items",
  "ll",
  "ll.@items",
  "lm",
  "lm.@items",
  "lm.@items.@keys",
  "lm.@items.@values",
];

function parseTypeText(text: string): [CelType, string] {
  if (text.startsWith("list(")) {
    const [elem, rest] = parseTypeText(text.slice(5));
    return [listType(elem), rest.slice(1)];
  }
  if (text.startsWith("map(")) {
    const [key, rest] = parseTypeText(text.slice(4));
    const [value, rest2] = parseTypeText(rest.slice(1));
    return [mapType(key, value), rest2.slice(1)];
  }
  const end = text.search(/[,)]/);
  const name = end < 0 ? text : text.slice(0, end);
  const rest = end < 0 ? "" : text.slice(end);
  const scalar: Record<string, CelType> = {
    string: celTypes.string,
    int: celTypes.int,
    uint: celTypes.uint,
    double: celTypes.double,
    bool: celTypes.bool,
    bytes: celTypes.bytes,
    dyn: celTypes.dyn,
  };
  const type = scalar[name];
  if (type === undefined) throw new Error(`type ${text}`);
  return [type, rest];
}

function toValue(tagged: Tagged): CelValue {
  if ("s" in tagged) return tagged.s;
  if ("i" in tagged) return BigInt(tagged.i);
  if ("u" in tagged) return new UintValue(BigInt(tagged.u));
  if ("d" in tagged) return tagged.d;
  if ("b" in tagged) return tagged.b;
  if ("y" in tagged) return Uint8Array.from(Buffer.from(tagged.y, "base64"));
  if ("l" in tagged) return new ListValue(tagged.l.map(toValue));
  return new MapValue(tagged.m.map(([k, v]) => [toValue(k), toValue(v)] as const));
}

/** cel-go's `ref.Type.TypeName()` of a result. */
function typeName(value: CelValue): string {
  if (typeof value === "string") return "string";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return "double";
  if (typeof value === "boolean") return "bool";
  if (value instanceof Uint8Array) return "bytes";
  if (value instanceof UintValue) return "uint";
  if (value instanceof ListValue) return "list";
  if (value instanceof MapValue) return "map";
  if (value instanceof OptionalValue) return "optional_type";
  return "other";
}

const environment = kubernetesEnvironment();
const overloads = kubernetesOverloads();

/** crdgen's answer to a case, in the oracle's shape (one run: crdgen's maps keep their insertion order). */
export function crdgenAnswer(c: CostCase): CostAnswer {
  const vars = Object.entries(c.vars).map(([name, text]) => variableDecl(name, parseTypeText(text)[0]));
  const compiled = compileKubernetes(c.expr, environment, { variables: vars });
  if (compiled.ast === undefined) return { err: compiled.errors.map((e) => e.message).join("; ") };
  const estimator = new KubernetesCostEstimator({
    estimateSize: (node: AstNode) => {
      const hint = node.path === undefined ? undefined : c.sizes[node.path.join(".")];
      return hint === undefined ? undefined : { min: BigInt(hint[0]), max: BigInt(hint[1]) };
    },
  });
  const estimate = estimateKubernetesCost(compiled.ast, estimator);
  const answer = { estMin: String(estimate.min), estMax: String(estimate.max) };
  if (c.act === undefined) return answer;
  // OptOptimize folds constants when the program is planned: a failing one fails cel.Program.
  const planError = planTimeError(compiled.ast);
  if (planError !== undefined) {
    const text = "error" in planError ? planError.error : `panic: ${planError.panic}`;
    return { ...answer, results: [`program: ${text}`] };
  }
  const activation = Object.fromEntries(Object.entries(c.act).map(([k, v]) => [k, toValue(v)]));
  const result = evaluate(compiled.ast, activation, {
    costLimit: BigInt(c.limit ?? "1000000"),
    overloads,
    callCost: kubernetesCallCost,
    optimize: true,
  });
  const outcome = result.cancelled
    ? "cancelled"
    : result.value instanceof ErrorValue
      ? result.value.message.startsWith("internal error")
        ? `error: ${result.value.message}`
        : "error"
      : `value:${typeName(result.value)}`;
  return { ...answer, costs: [String(result.cost)], results: [outcome] };
}

/** Whether crdgen's single run is one of Go's runs, and the estimates and compile outcome are the same. */
export function sameAnswer(go: CostAnswer, ts: CostAnswer): boolean {
  if ((go.err === undefined) !== (ts.err === undefined)) return false;
  if (go.err !== undefined) return true;
  if (go.estMin !== ts.estMin || go.estMax !== ts.estMax) return false;
  if (go.costs === undefined) return ts.costs === undefined;
  const runs = go.costs.map((cost, k) => `${cost}|${go.results?.[k]}`);
  return runs.includes(`${ts.costs?.[0]}|${ts.results?.[0]}`);
}

// ---- the generator --------------------------------------------------------------------------------------

type Kind = "string" | "int" | "uint" | "double" | "bool" | "strings" | "ints" | "map" | "bytes";

const strLit = fc.constantFrom("'abc'", "''", "'a,b,c'", "'héllo'", "'☃x'", "','", "'%s-%d'", "'b'");
const intLit = fc.constantFrom("0", "1", "2", "-3", "10", "9223372036854775807");

const expressions = fc.letrec<Record<Kind, string>>((tie) => {
  const s = tie("string");
  const i = tie("int");
  const u = tie("uint");
  const d = tie("double");
  const b = tie("bool");
  const ls = tie("strings");
  const li = tie("ints");
  const m = tie("map");
  const y = tie("bytes");
  const pick = (...options: fc.Arbitrary<string>[]) =>
    fc.oneof({ depthSize: "xsmall", maxDepth: 4, withCrossShrink: true }, ...options);
  return {
    string: pick(
      fc.constantFrom("s", "t"),
      strLit,
      fc.tuple(s, s).map(([a, c]) => `(${a} + ${c})`),
      fc.tuple(b, s, s).map(([c, x, z]) => `(${c} ? ${x} : ${z})`),
      fc.tuple(ls, i).map(([l, k]) => `${l}[${k}]`),
      ls.map((l) => `${l}.join(',')`),
      ls.map((l) => `${l}.join()`),
      fc.tuple(s, s, s).map(([a, x, z]) => `${a}.replace(${x}, ${z})`),
      fc.tuple(s, s, s, i).map(([a, x, z, k]) => `${a}.replace(${x}, ${z}, ${k})`),
      s.map((a) => `${a}.lowerAscii()`),
      s.map((a) => `${a}.upperAscii()`),
      s.map((a) => `${a}.trim()`),
      fc.tuple(s, i).map(([a, k]) => `${a}.substring(${k})`),
      fc.tuple(s, i).map(([a, k]) => `${a}.charAt(${k})`),
      fc.tuple(s, s, i).map(([f, a, k]) => `${f}.format([${a}, ${k}])`),
      fc.tuple(s, i).map(([a, k]) => `'%s-%d'.format([${a}, ${k}])`),
      s.map((a) => `strings.quote(${a})`),
      i.map((k) => `string(${k})`),
      u.map((k) => `string(${k})`),
      d.map((k) => `string(${k})`),
      y.map((k) => `string(${k})`),
      s.map((a) => `${a}.find('[a-z]+')`),
      fc.tuple(ls, s).map(([l, a]) => `${l}[?0].orValue(${a})`),
      fc.tuple(s).map(([a]) => `m.map(k, k + ${a}).join('')`),
      s.map((a) => `ml[${a}][0]`),
      s.map((a) => `lm[0][${a}]`),
      fc.constantFrom("lm[?0].k.orValue('z')", "ml[?'a'][?0].orValue('')", "lm.map(x, x['k']).join()"),
    ),
    int: pick(
      fc.constantFrom("i", "j"),
      intLit,
      fc.tuple(i, i, fc.constantFrom("+", "-", "*", "/", "%")).map(([a, c, op]) => `(${a} ${op} ${c})`),
      s.map((a) => `size(${a})`),
      s.map((a) => `${a}.size()`),
      ls.map((l) => `${l}.size()`),
      li.map((l) => `size(${l})`),
      m.map((x) => `${x}.size()`),
      fc.tuple(m, s).map(([x, a]) => `${x}[${a}]`),
      fc.tuple(li, i).map(([l, k]) => `${l}[${k}]`),
      li.map((l) => `${l}.sum()`),
      li.map((l) => `${l}.max()`),
      li.map((l) => `${l}.min()`),
      fc.tuple(s, s).map(([a, c]) => `${a}.indexOf(${c})`),
      fc.tuple(s, s).map(([a, c]) => `${a}.lastIndexOf(${c})`),
      fc.tuple(ls, s).map(([l, a]) => `${l}.indexOf(${a})`),
      fc.tuple(li, i).map(([l, a]) => `${l}.lastIndexOf(${a})`),
      fc.tuple(b, i, i).map(([c, x, z]) => `(${c} ? ${x} : ${z})`),
      u.map((k) => `int(${k})`),
      d.map((k) => `int(${k})`),
      s.map((a) => `int(${a})`),
      y.map((k) => `size(${k})`),
      fc.tuple(m, s).map(([x, a]) => `${x}[?${a}].orValue(0)`),
      fc.constantFrom("m.a", "ll[0][0]", "ll.size()"),
    ),
    uint: pick(
      fc.constantFrom("u", "1u", "0u", "18446744073709551615u"),
      fc.tuple(u, u, fc.constantFrom("+", "-", "*", "/")).map(([a, c, op]) => `(${a} ${op} ${c})`),
      i.map((k) => `uint(${k})`),
    ),
    double: pick(
      fc.constantFrom("d", "1.5", "-0.0", "1e300"),
      fc.tuple(d, d, fc.constantFrom("+", "*", "/")).map(([a, c, op]) => `(${a} ${op} ${c})`),
      i.map((k) => `double(${k})`),
      s.map((a) => `double(${a})`),
    ),
    bool: pick(
      fc.constantFrom("b", "true", "false"),
      fc.tuple(b, b).map(([a, c]) => `(${a} && ${c})`),
      fc.tuple(b, b).map(([a, c]) => `(${a} || ${c})`),
      b.map((a) => `!${a}`),
      fc.tuple(b, b, b).map(([c, x, z]) => `(${c} ? ${x} : ${z})`),
      fc.tuple(s, s, fc.constantFrom("==", "!=", "<", ">=")).map(([a, c, op]) => `(${a} ${op} ${c})`),
      fc.tuple(i, d, fc.constantFrom("==", "<", ">")).map(([a, c, op]) => `(${a} ${op} ${c})`),
      fc.tuple(i, u, fc.constantFrom("==", "<=")).map(([a, c, op]) => `(${a} ${op} ${c})`),
      fc.tuple(ls, ls).map(([a, c]) => `(${a} == ${c})`),
      fc.tuple(li, li).map(([a, c]) => `(${a} != ${c})`),
      fc.tuple(m, m).map(([a, c]) => `(${a} == ${c})`),
      fc.tuple(y, y).map(([a, c]) => `(${a} == ${c})`),
      fc.tuple(s, s).map(([a, c]) => `${a}.contains(${c})`),
      fc.tuple(s, s).map(([a, c]) => `${a}.startsWith(${c})`),
      fc.tuple(s, s).map(([a, c]) => `${a}.endsWith(${c})`),
      fc.tuple(s, s).map(([a, c]) => `${a}.matches(${c})`),
      s.map((a) => `${a}.matches('^[a-z]+$')`),
      fc.tuple(s, ls).map(([a, l]) => `(${a} in ${l})`),
      fc.tuple(i, li).map(([a, l]) => `(${a} in ${l})`),
      fc.tuple(s, m).map(([a, x]) => `(${a} in ${x})`),
      fc.constantFrom("has(m.a)", "has(lm[0].k)", "has(ml.a)"),
      fc.tuple(ls, b).map(([l, p]) => `${l}.all(x, ${p} || x.size() > 1)`),
      fc.tuple(ls, s).map(([l, a]) => `${l}.exists(x, x == ${a})`),
      fc.tuple(li, i).map(([l, a]) => `${l}.exists_one(x, x > ${a})`),
      fc.tuple(li, i).map(([l, a]) => `${l}.exists_one(x, x <= ${a})`),
      fc.tuple(m, i).map(([x, a]) => `${x}.all(k, ${x}[k] > ${a})`),
      fc.tuple(m, i).map(([x, a]) => `${x}.exists(k, v, v == ${a})`),
      fc.tuple(m, s).map(([x, a]) => `${x}.all(k, v, k != ${a} || v > 0)`),
      fc.tuple(ls, s).map(([l, a]) => `${l}.all(i, x, i < 2 || x != ${a})`),
      fc.tuple(ls, s).map(([l, a]) => `${l}.exists_one(i, x, x == ${a})`),
      li.map((l) => `${l}.all(x, ll.exists(y, x in y))`),
      fc.tuple(ls, ls).map(([a, c]) => `sets.contains(${a}, ${c})`),
      fc.tuple(li, li).map(([a, c]) => `sets.equivalent(${a}, ${c})`),
      fc.tuple(ls, ls).map(([a, c]) => `sets.intersects(${a}, ${c})`),
      ls.map((l) => `${l}.isSorted()`),
      li.map((l) => `${l}.isSorted()`),
      fc.tuple(ls).map(([l]) => `${l}[?0].hasValue()`),
      fc.tuple(m, s).map(([x, a]) => `${x}[?${a}].hasValue()`),
      fc.tuple(s, s).map(([a, c]) => `${a}.find(${c}) == ''`),
    ),
    strings: pick(
      fc.constantFrom("l"),
      fc.tuple(s, s).map(([a, c]) => `[${a}, ${c}]`),
      fc.constant("[]"),
      fc.tuple(ls, ls).map(([a, c]) => `(${a} + ${c})`),
      s.map((a) => `${a}.split(',')`),
      fc.tuple(s, s, i).map(([a, c, k]) => `${a}.split(${c}, ${k})`),
      fc.tuple(ls, s).map(([l, a]) => `${l}.map(x, x + ${a})`),
      fc.tuple(ls, i).map(([l, k]) => `${l}.filter(x, x.size() > ${k})`),
      fc.tuple(ls, b).map(([l, p]) => `${l}.map(x, ${p}, x + x)`),
      ls.map((l) => `${l}.sort()`),
      ls.map((l) => `${l}.distinct()`),
      ls.map((l) => `${l}.reverse()`),
      fc.tuple(ls, i, i).map(([l, a, c]) => `${l}.slice(${a}, ${c})`),
      s.map((a) => `${a}.findAll('[a-z]')`),
      fc.tuple(s, s, i).map(([a, r, k]) => `${a}.findAll(${r}, ${k})`),
      m.map((x) => `${x}.map(k, k)`),
      fc.tuple(ls, ls).map(([a, c]) => `[${a}, ${c}].flatten()`),
      ls.map((l) => `${l}.sortBy(x, x.size())`),
      fc.tuple(ls, s).map(([l, a]) => `${l}.transformList(i, x, x + ${a})`),
      fc.tuple(ls, s).map(([l, a]) => `${l}.transformList(i, x, i > 0, ${a})`),
      s.map((a) => `ml[${a}]`),
      fc.tuple(ls, ls).map(([a, c]) => `${a}.map(x, ${c}.map(z, x + z)).flatten()`),
      fc.constantFrom("lm.map(x, x.map(k, k)).flatten()", "ml.map(k, k)"),
    ),
    ints: pick(
      fc.constantFrom("n"),
      fc.tuple(i, i).map(([a, c]) => `[${a}, ${c}, 3]`),
      fc.tuple(li, li).map(([a, c]) => `(${a} + ${c})`),
      fc.tuple(li, i).map(([l, a]) => `${l}.map(x, x * ${a})`),
      fc.constantFrom("lists.range(3)", "lists.range(0)", "lists.range(-1)", "lists.range(size(l))"),
      li.map((l) => `${l}.sort()`),
      li.map((l) => `${l}.distinct()`),
      ls.map((l) => `${l}.map(x, size(x))`),
      fc.constantFrom("ll.flatten()", "ll[0]", "ll.map(x, x.size())"),
      fc.tuple(li, i).map(([l, a]) => `${l}.transformList(k, x, k * x + ${a})`),
      fc.tuple(m).map(([x]) => `${x}.map(k, ${x}[k])`),
    ),
    map: pick(
      fc.constantFrom("m", "{}"),
      fc.tuple(s, i).map(([a, k]) => `{${a}: ${k}}`),
      fc.tuple(s, s, i).map(([a, c, k]) => `{'z': 1, ${a}: ${k}, ${c}: 2}`),
      fc.tuple(m, i).map(([x, k]) => `${x}.transformMap(k, v, v + ${k})`),
      fc.tuple(m, s).map(([x, a]) => `${x}.transformMap(k, v, k != ${a}, v * 2)`),
      fc.tuple(ls).map(([l]) => `${l}.transformMapEntry(i, x, {x: i})`),
      fc.tuple(m).map(([x]) => `${x}.transformMapEntry(k, v, v > 0, {k + 'x': v})`),
    ),
    bytes: pick(
      fc.constantFrom("y", "b'ab'", "b''"),
      fc.tuple(y, y).map(([a, c]) => `(${a} + ${c})`),
      s.map((a) => `bytes(${a})`),
    ),
  };
});

const actString = fc.oneof(
  fc.constantFrom("", "a", "abc", "a,b", "b,a,c", "héllo", "☃", "A b ", "%s", "12", "-4", "1.5", "z"),
  fc.string({ maxLength: 12 }),
);
const tagS = actString.map((s) => ({ s }));
const tagI = fc.oneof(fc.integer({ min: -3, max: 5 }), fc.constantFrom(100)).map((n) => ({ i: String(n) }));
const tagKeys = fc.uniqueArray(fc.constantFrom("a", "b", "k", "", "é", "zz"), { maxLength: 3 });

const activation = fc.record({
  s: tagS,
  t: tagS,
  i: tagI,
  j: tagI,
  u: fc.constantFrom("0", "1", "7", "18446744073709551615").map((u) => ({ u })),
  d: fc.constantFrom(0, 1.5, -2, 1e300).map((d) => ({ d })),
  b: fc.boolean().map((b) => ({ b })),
  y: fc.constantFrom("", "YWI=", "4piD").map((y) => ({ y })),
  l: fc.array(tagS, { maxLength: 4 }).map((l) => ({ l })),
  n: fc.array(tagI, { maxLength: 4 }).map((l) => ({ l })),
  m: fc
    .tuple(tagKeys, fc.array(tagI, { minLength: 3, maxLength: 3 }))
    .map(([keys, vals]) => ({ m: keys.map((k, x) => [{ s: k }, vals[x] as Tagged] as const) })),
  ml: tagKeys.chain((keys) =>
    fc
      .array(fc.array(tagS, { maxLength: 3 }), { minLength: keys.length, maxLength: keys.length })
      .map((vals) => ({ m: keys.map((k, x) => [{ s: k }, { l: vals[x] ?? [] }] as const) })),
  ),
  ll: fc
    .array(
      fc.array(tagI, { maxLength: 3 }).map((l) => ({ l })),
      { maxLength: 3 },
    )
    .map((l) => ({ l })),
  lm: fc
    .array(
      tagKeys.chain((keys) =>
        fc
          .array(tagS, { minLength: keys.length, maxLength: keys.length })
          .map((vals) => ({ m: keys.map((k, x) => [{ s: k }, vals[x] as Tagged] as const) })),
      ),
      { maxLength: 3 },
    )
    .map((l) => ({ l })),
});

const sizeBound = fc.constantFrom(
  0n,
  1n,
  2n,
  3n,
  10n,
  100n,
  4294967296n,
  3074457345618258602n,
  (1n << 64n) - 1n,
);
const sizes = fc
  .dictionary(
    fc.constantFrom(...sizedPaths),
    fc.tuple(sizeBound, sizeBound).map(([a, c]) => (a <= c ? [a, c] : [c, a])),
    { maxKeys: 8 },
  )
  .map((d) =>
    Object.fromEntries(Object.entries(d).map(([k, [a, c]]) => [k, [String(a), String(c)] as const])),
  );

const kinds: readonly Kind[] = ["bool", "string", "int", "strings", "ints", "map", "uint", "double", "bytes"];

/** Cases: an expression of any kind, size hints, an activation and sometimes a small cost limit. */
export const costCases: fc.Arbitrary<CostCase> = fc
  .tuple(
    fc.constantFrom(...kinds).chain((k) => expressions[k]),
    sizes,
    activation,
    fc.option(fc.integer({ min: 0, max: 120 }), { freq: 3 }),
  )
  .map(([expr, hints, act, limit]) => ({
    expr,
    vars: variables,
    sizes: hints,
    act,
    ...(limit === null ? {} : { limit: String(limit) }),
  }));
