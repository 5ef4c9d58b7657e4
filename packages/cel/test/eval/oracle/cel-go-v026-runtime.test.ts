/**
 * Run-time answers of cel-go v0.26.0 (Kubernetes 1.35's pin) that crdgen once gave differently, each case's
 * answer taken from the cel-go v0.26.0 oracle (SOURCES.md) and the Go source line that decides it.
 */
import { describe, expect, it } from "vitest";
import { type OracleAnswer, type OracleCase, crdgenAnswer } from "./harness.js";

interface Case extends OracleCase {
  readonly want: OracleAnswer;
}

const i = (n: string) => ["int", n];
const s = (v: string) => ["string", v];

function check(cases: readonly Case[]): void {
  for (const c of cases) {
    const { want, ...input } = c;
    it(c.expr, () => {
      expect(crdgenAnswer(input)).toEqual(want);
    });
  }
}

describe("no such overload texts (common/decls/decls.go:413-431, interpreter/interpretable.go:462-596)", () => {
  check([
    // Singleton operators: the trait the binding names is missing and the value is no receiver.
    { expr: "x / y", vars: { x: ["bool", true], y: i("1") }, want: { error: "no such overload: _/_" } },
    { expr: "-x", vars: { x: ["uint", "2"] }, want: { error: "no such overload: -_" } },
    { expr: "x % y", vars: { x: ["double", "1.5"], y: i("1") }, want: { error: "no such overload: _%_" } },
    { expr: "x > 5", vars: { x: ["list", []] }, want: { error: "no such overload: _>_" } },
    { expr: "size(x)", vars: { x: i("1") }, want: { error: "no such overload: size" } },
    { expr: "x.sort()", vars: { x: ["map", []] }, want: { error: "no such overload: sort" } },
    { expr: "matches(x, y)", vars: { x: i("1"), y: s("a") }, want: { error: "no such overload: matches" } },
    // The trait is there, or the value is a receiver (string, duration, timestamp): the implementation refuses.
    { expr: "x + y", vars: { x: i("1"), y: s("a") }, want: { error: "no such overload" } },
    { expr: "x - y", vars: { x: s("a"), y: s("a") }, want: { error: "no such overload" } },
    { expr: "x.sort()", vars: { x: s("ab") }, want: { error: "no such overload" } },
    { expr: "-x", vars: { x: ["bool", true] }, want: { error: "no such overload" } },
    { expr: "!x", vars: { x: i("1") }, want: { error: "no such overload" } },
    { expr: "x in y", vars: { x: s("a"), y: s("a") }, want: { error: "no such overload" } },
    // matches with a constant pattern runs OptOptimize's compiled regex (interpreter/optimizations.go).
    { expr: "x.matches('a')", vars: { x: i("1") }, want: { error: "no such overload" } },
    // contains, endsWith, startsWith disable the type guards (common/stdlib/standard.go:701-727).
    { expr: "x.contains(y)", vars: { x: s("a"), y: i("1") }, want: { error: "no such overload" } },
    { expr: "x.startsWith(y)", vars: { x: i("1"), y: i("1") }, want: { error: "no such overload" } },
    // Guarded overloads: the function name and the runtime type names.
    {
      expr: "timestamp(x)",
      vars: { x: ["double", "1.5"] },
      want: { error: "no such overload: timestamp(double)" },
    },
    { expr: "duration(x)", vars: { x: ["uint", "0"] }, want: { error: "no such overload: duration(uint)" } },
    {
      expr: "'abc'.charAt(x)",
      vars: { x: ["uint", "3"] },
      want: { error: "no such overload: charAt(string, uint)" },
    },
    { expr: "x.reverse()", vars: { x: s("ab") }, want: { error: "no such overload: reverse(string)" } },
    {
      expr: "sets.contains(x, y)",
      vars: { x: ["list", []], y: i("2") },
      want: { error: "no such overload: sets.contains(list, int)" },
    },
    {
      expr: "lists.range(x)",
      vars: { x: ["uint", "1"] },
      want: { error: "no such overload: lists.range(uint)" },
    },
    {
      expr: "[1, 2, 3].slice(x, y)",
      vars: { x: ["uint", "2"], y: ["uint", "1"] },
      want: { error: "no such overload: slice(list, uint, uint)" },
    },
  ]);
});

describe("presence tests on values without fields (interpreter/attributes.go:1325-1386)", () => {
  check([
    { expr: "has(x.a)", vars: { x: i("1") }, want: { value: ["bool", false] } },
    { expr: "has(x.a)", vars: { x: s("a") }, want: { value: ["bool", false] } },
    {
      expr: "has(x.a)",
      vars: { x: ["list", []] },
      want: { error: "unsupported index type 'string' in list" },
    },
    { expr: "x.?a", vars: { x: ["null"] }, want: { value: ["optional"] } },
    { expr: "optional.of(x).?a", vars: { x: ["bool", false] }, want: { value: ["optional"] } },
    { expr: "x[?0]", vars: { x: s("a") }, want: { value: ["optional"] } },
    { expr: "x[?'a']", vars: { x: i("1") }, want: { value: ["optional"] } },
    { expr: "x[0]", vars: { x: s("a") }, want: { error: "no such key: 0" } },
  ]);
});

describe("qualifier types (interpreter/attributes.go:604-758 newQualifier)", () => {
  check([
    {
      expr: "x[y]",
      vars: { x: ["map", []], y: ["list", []] },
      want: { error: "invalid qualifier type: *types.baseList" },
    },
    {
      expr: "x[?y]",
      vars: { x: ["map", []], y: ["null"] },
      want: { error: "invalid qualifier type: types.Null" },
    },
    {
      expr: "x[y]",
      vars: { x: i("1"), y: ["bytes", "61"] },
      want: { error: "invalid qualifier type: types.Bytes" },
    },
    {
      expr: "x[dyn({1: 2})]",
      vars: { x: ["list", []] },
      want: { error: "invalid qualifier type: *types.baseMap" },
    },
    {
      expr: "x[dyn(optional.none())]",
      vars: { x: ["map", []] },
      want: { error: "invalid qualifier type: *types.Optional" },
    },
  ]);
});

describe("comprehension ranges (interpreter/interpretable.go:821: %T of the range)", () => {
  check([
    {
      expr: "x.all(i, i > 0)",
      vars: { x: i("1") },
      want: { error: "got 'types.Int', expected iterable type" },
    },
    {
      expr: "x.exists(i, i > 0)",
      vars: { x: s("a") },
      want: { error: "got 'types.String', expected iterable type" },
    },
    {
      expr: "x.map(i, i)",
      vars: { x: ["null"] },
      want: { error: "got 'types.Null', expected iterable type" },
    },
  ]);
});

describe("map keys as Go map keys (common/types/map.go:536-567 refValMapAccessor.Find)", () => {
  check([
    { expr: "{dyn(1): 'a', dyn(1u): 'b'}.size()", want: { value: ["int", "2"] } },
    { expr: "{dyn(1): 'a', dyn(1u): 'b'}[1u]", want: { value: ["string", "b"] } },
    { expr: "{dyn(1u): 'b', dyn(1): 'a'}[1.0]", want: { value: ["string", "a"] } },
    { expr: "{dyn(1u): 'b'}[1]", want: { value: ["string", "b"] } },
    { expr: "{1.5: 'a'}[1.5]", want: { value: ["string", "a"] } },
    { expr: "{-0.0: 'a'}[0.0]", want: { value: ["string", "a"] } },
    { expr: "{dyn(0.0): 'b'}[0]", want: { error: "no such key: 0" } },
    { expr: "{dyn(double('NaN')): 'b', dyn(double('NaN')): 'c'}.size()", want: { value: ["int", "2"] } },
    { expr: "null in {null: 1}", want: { value: ["bool", true] } },
    { expr: "{duration('1s'): 1}.size()", want: { value: ["int", "1"] } },
    { expr: "[1] in {[1]: 1}", want: { value: ["bool", false] } },
    {
      expr: "{dyn(-9223372036854775808): 'a'}[dyn(-9223372036854775808.0)]",
      want: { error: "no such key: -9.223372036854776e+18" },
    },
    {
      expr: "timestamp('2020-01-01T01:00:00+01:00') in {dyn(timestamp('2020-01-01T01:00:00+01:00')): 1}",
      want: { value: ["bool", true] },
    },
    { expr: "{dyn(1): 'a'} == {dyn(1.0): 'a'}", want: { value: ["bool", false] } },
    { expr: "{dyn(1.0): 'a'} == {dyn(1): 'a'}", want: { value: ["bool", true] } },
  ]);
});

describe("doubles printed with %v (fmt's %g) and list indexes (common/types/list.go:546-565)", () => {
  check([
    { expr: "x[y]", vars: { x: ["map", []], y: ["double", "1e+20"] }, want: { error: "no such key: 1e+20" } },
    {
      expr: "x[y]",
      vars: { x: ["list", [i("1")]], y: ["double", "1e+20"] },
      want: { error: "unsupported index value 1e+20 in list" },
    },
    {
      expr: "x.join()",
      vars: { x: ["list", [s("a"), ["double", "1e+20"]]] },
      want: { error: "join: invalid input: 1e+20" },
    },
  ]);
});

describe("join's list(string) guard reads the first element (common/types/types.go:448-463)", () => {
  check([
    { expr: "x.join()", vars: { x: ["list", [i("14")]] }, want: { error: "no such overload: join(list)" } },
    {
      expr: "x.join(',')",
      vars: { x: ["list", [i("1")]] },
      want: { error: "no such overload: join(list, string)" },
    },
    { expr: "x.join()", vars: { x: ["list", [s("a"), i("1")]] }, want: { error: "join: invalid input: 1" } },
  ]);
});

describe("cel-go v0.26.0 behaviour changed after it (Kubernetes 1.35 keeps it)", () => {
  check([
    // ext/strings.go:576-579, 617-620 (cel-go #1335 came later).
    { expr: "'abc'.indexOf('', 5)", want: { value: i("5") } },
    { expr: "'abc'.indexOf('', -1)", want: { value: i("-1") } },
    { expr: "'abc'.lastIndexOf('', 5)", want: { value: i("5") } },
    { expr: "''.lastIndexOf('', -1)", want: { value: i("-1") } },
    // common/types/timestamp.go:295-313 (cel-go #1336 came later).
    { expr: "timestamp('2020-01-01T00:00:00Z').getHours('+00:60')", want: { value: i("1") } },
    { expr: "timestamp('2020-01-01T00:00:00Z').getHours('-00:61')", want: { value: i("22") } },
    // cel/library.go:735-774 (cel-go #1276 came later).
    { expr: "x.or(optional.none())", vars: { x: i("1") }, want: { value: i("1") } },
    { expr: "x.orValue(1)", vars: { x: ["null"] }, want: { value: ["null"] } },
    // interpreter/attributes.go applyQualifiers: a none operand is returned before its index is evaluated.
    { expr: "optional.none()[1/0]", want: { value: ["optional"] } },
    { expr: "optional.none()[?(1/0)]", want: { value: ["optional"] } },
  ]);
});

describe("a list cost tracker's panic names the Go type (ext/lists.go trackListFlatten: args[1].(types.Int))", () => {
  check([
    {
      expr: "x.flatten(y)",
      vars: { x: ["list", []], y: ["list", []] },
      want: { error: "internal error: interface conversion: ref.Val is *types.baseList, not types.Int" },
    },
    {
      expr: "x.flatten(y)",
      vars: { x: ["list", []], y: ["map", []] },
      want: { error: "internal error: interface conversion: ref.Val is *types.baseMap, not types.Int" },
    },
  ]);
});

describe("time zone names are case-sensitive (time.LoadLocation reads the zone file of that exact name)", () => {
  check([
    { expr: "timestamp('2020-01-01T00:00:00Z').getMonth('utc')", want: { error: "unknown time zone utc" } },
    {
      expr: "timestamp('2020-01-01T00:00:00Z').getHours('europe/london')",
      want: { error: "unknown time zone europe/london" },
    },
    { expr: "timestamp('2020-01-01T00:00:00Z').getHours('Europe/London')", want: { value: i("0") } },
  ]);
});

describe("transformMapEntry inserts the entry map's Get(k) (ext/comprehensions.go:218-230, common/types/map.go:285-291)", () => {
  // A NaN key is found in no map (map.go:536-542), so the value inserted for it is Get's `no such key` error,
  // which the map keeps and a later two-variable iteration reads (live differential, seed 2101).
  const nan = { y: ["double", "NaN"] };
  check([
    {
      expr: "x.transformMapEntry(k, v, {v: k})",
      vars: { x: ["map", [[i("0"), ["double", "NaN"]]]] },
      want: {
        value: [
          "map",
          [
            [
              ["double", "NaN"],
              ["other", "error"],
            ],
          ],
        ],
      },
    },
    {
      expr: "[y, y].transformMapEntry(i, v, {v: i})",
      vars: nan,
      want: {
        value: [
          "map",
          [
            [
              ["double", "NaN"],
              ["other", "error"],
            ],
            [
              ["double", "NaN"],
              ["other", "error"],
            ],
          ],
        ],
      },
    },
    {
      expr: "{y: 1}.transformMapEntry(k, v, {k: v}).all(k, v, v == 1)",
      vars: nan,
      want: { error: "no such key: NaN" },
    },
    {
      expr: "{y: 1}.transformMapEntry(k, v, {k: v}).transformList(k, v, v)",
      vars: nan,
      want: { error: "no such key: NaN" },
    },
    {
      expr: "{y: 1}.transformMapEntry(k, v, {k: v}).exists(k, v, v == 1 || true)",
      vars: nan,
      want: { value: ["bool", true] },
    },
    // The key-value step inserts the value itself: no error.
    {
      expr: "{y: 1}.transformMap(k, v, v + 1)",
      vars: nan,
      want: { value: ["map", [[["double", "NaN"], i("2")]]] },
    },
  ]);
});

describe("a key inserted twice is printed with Go's %v (common/types/map.go:376-377 `insert failed: key %v already exists`)", () => {
  const twice = (key: string) => `[${key}, ${key}].transformMapEntry(i, v, {v: i})`;
  const failed = (key: string) => ({ error: `insert failed: key ${key} already exists` });
  check([
    // types.Null has no String method: the int32 under it.
    { expr: twice("null"), want: failed("0") },
    // time.Time.String(): UTC by name, a parsed offset as a zone without one.
    { expr: twice("timestamp(0)"), want: failed("1970-01-01 00:00:00 +0000 UTC") },
    { expr: twice("timestamp(x)"), vars: { x: i("-1") }, want: failed("1969-12-31 23:59:59 +0000 UTC") },
    {
      expr: "[x, x].transformMapEntry(i, v, {timestamp(v): i})",
      vars: { x: s("2020-01-01T00:00:00.5+01:00") },
      want: failed("2020-01-01 00:00:00.5 +0100 +0100"),
    },
    // time.Duration.String().
    { expr: twice("duration('1.5s')"), want: failed("1.5s") },
    { expr: twice("duration('-90m')"), want: failed("-1h30m0s") },
    { expr: twice("duration('1h0m0.000000001s')"), want: failed("1h0m0.000000001s") },
    { expr: twice("duration('999.5us')"), want: failed("999.5µs") },
    { expr: twice("duration('1.001ms')"), want: failed("1.001ms") },
    { expr: twice("duration('999ns')"), want: failed("999ns") },
    { expr: twice("duration('0')"), want: failed("0s") },
    { expr: twice("duration('100h')"), want: failed("100h0m0s") },
    // *types.Type's String: the runtime list and map types carry their dyn parameters.
    { expr: twice("dyn(type([1]))"), want: failed("list(dyn)") },
    { expr: twice("dyn(type({1: 2}))"), want: failed("map(dyn, dyn)") },
    { expr: twice("dyn(int)"), want: failed("int") },
    { expr: twice("dyn(type(null))"), want: failed("null_type") },
    { expr: twice("optional.none()"), want: failed("optional.none()") },
    // The same list or map value twice is one Go map key (a pointer): baseList/baseMap String, elements by %v.
    {
      expr: twice("dyn(x)"),
      vars: {
        x: [
          "list",
          [
            i("1"),
            s("a"),
            ["double", "1e+06"],
            ["null"],
            ["bytes", "6162"],
            ["bool", true],
            ["uint", "3"],
            ["list", []],
          ],
        ],
      },
      want: failed("[1, a, 1e+06, 0, [97 98], true, 3, []]"),
    },
    {
      expr: twice("dyn(x)"),
      vars: { x: ["map", [[s("k"), ["list", [["double", "-0"]]]]]] },
      want: failed("{k: [-0]}"),
    },
  ]);
});
