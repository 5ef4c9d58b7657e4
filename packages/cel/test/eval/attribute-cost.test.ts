/**
 * The actual cost of attribute chains, optional chains, strict calls and the ext lists trackers as cel-go v0.26.0
 * (Kubernetes 1.35) tracks them: each case's cost and outcome are the answers of the cel-go v0.26.0 oracle
 * described in test/SOURCES.md (the Kubernetes 1.35 environment, `OptOptimize`, `OptTrackCost`,
 * `CostTracking(&library.CostEstimator{})`, `PresenceTestHasCost(false)`), one group per Go branch.
 */
import { describe, expect, it } from "vitest";
import { type CostCase, type Tagged, crdgenAnswer, variables } from "../cost/celgo-cost-cases.js";

interface Row {
  readonly expr: string;
  readonly act: Readonly<Record<string, Tagged>>;
  readonly limit?: string;
  readonly cost: string;
  readonly result: string;
}

const rows: readonly Row[] = [
  // An index by a variable, a select chain or an index chain is an attribute qualifier: one for the qualification, nothing for the variable itself (planCallIndex, interpreter/planner.go:457-488; evalWatchAttr.AddQualifier, interpretable.go:880-908; evalWatchAttrQual.Qualify, interpretable.go:980-990); any other index is a relative attribute, evaluated then qualified.
  {
    expr: "l[i]",
    act: { l: { l: [{ s: "a" }, { s: "b" }] }, i: { i: "1" } },
    cost: "2",
    result: "value:string",
  },
  {
    expr: "m[s]",
    act: { m: { m: [[{ s: "a" }, { i: "1" }]] }, s: { s: "a" } },
    cost: "2",
    result: "value:int",
  },
  {
    expr: "ll[i][j]",
    act: { ll: { l: [{ l: [{ i: "1" }] }] }, i: { i: "0" }, j: { i: "0" } },
    cost: "3",
    result: "value:int",
  },
  {
    expr: "l[n[0]]",
    act: { l: { l: [{ s: "a" }] }, n: { l: [{ i: "0" }] } },
    cost: "3",
    result: "value:string",
  },
  { expr: "l[n[5]]", act: { l: { l: [{ s: "a" }] }, n: { l: [{ i: "0" }] } }, cost: "3", result: "error" },
  {
    expr: "l[i + 0]",
    act: { l: { l: [{ s: "a" }, { s: "b" }] }, i: { i: "1" } },
    cost: "4",
    result: "value:string",
  },
  {
    expr: "l[b ? i : j]",
    act: { l: { l: [{ s: "a" }] }, b: { b: true }, i: { i: "0" }, j: { i: "0" } },
    cost: "3",
    result: "value:string",
  },
  { expr: "[l][0][i]", act: { l: { l: [{ s: "a" }] }, i: { i: "0" } }, cost: "14", result: "value:string" },
  {
    expr: "n.map(x, l[x])",
    act: { n: { l: [{ i: "0" }] }, l: { l: [{ s: "a" }] } },
    cost: "16",
    result: "value:list",
  },
  // The first failing qualifier is observed and ends the chain: later qualifiers are neither evaluated nor observed (applyQualifiers, attributes.go:1259-1291; evalWatchConstQual.Qualify, interpretable.go:937-947); has() observes its presence qualifier and takes back the attribute's one (runtimecost.go:143-157).
  { expr: "ll[0][0]", act: { ll: { l: [] } }, cost: "2", result: "error" },
  { expr: "ll[i][j]", act: { ll: { l: [] }, i: { i: "0" }, j: { i: "0" } }, cost: "2", result: "error" },
  { expr: "lm[0].k", act: { lm: { l: [] } }, cost: "2", result: "error" },
  { expr: "has(lm[0].k)", act: { lm: { l: [] } }, cost: "1", result: "error" },
  { expr: "has(lm[0].k)", act: { lm: { l: [{ m: [] }] } }, cost: "2", result: "value:bool" },
  { expr: "has(m.a)", act: { m: { m: [] } }, cost: "1", result: "value:bool" },
  // A conditional attribute resolves the chosen branch without observing the branch's own variable (its qualifiers are observed), and costs nothing of its own, qualifiers added to it included (runtimecost.go:145-148).
  {
    expr: "(b ? l[0] : t)",
    act: { l: { l: [{ s: "a" }] }, b: { b: true } },
    cost: "2",
    result: "value:string",
  },
  {
    expr: "(b ? lm[0].k : t)",
    act: { lm: { l: [{ m: [[{ s: "k" }, { s: "v" }]] }] }, b: { b: true } },
    cost: "3",
    result: "value:string",
  },
  {
    expr: "(b ? l : l)[i]",
    act: { l: { l: [{ s: "a" }] }, b: { b: true }, i: { i: "0" } },
    cost: "2",
    result: "value:string",
  },
  // In an optional chain a qualifier is observed only when present, an error not being present (QualifyIfPresent, interpretable.go:949-963); or/orValue are decorated into evalOptionalOr/evalOptionalOrValue, which the cost observer does not price (cel/library.go:687-716).
  { expr: "l[?i].orValue('')", act: { l: { l: [] }, i: { i: "0" } }, cost: "1", result: "value:string" },
  {
    expr: "l[?i].orValue('')",
    act: { l: { l: [{ s: "a" }] }, i: { i: "0" } },
    cost: "2",
    result: "value:string",
  },
  { expr: "m.?a.orValue(0)", act: { m: { m: [] } }, cost: "1", result: "value:int" },
  { expr: "m.?a.orValue(0)", act: { m: { m: [[{ s: "a" }, { i: "1" }]] } }, cost: "2", result: "value:int" },
  {
    expr: "l[?i].or(optional.of(t)).value()",
    act: { l: { l: [] }, i: { i: "0" }, t: { s: "x" } },
    cost: "4",
    result: "value:string",
  },
  { expr: "optional.of(m).a", act: { m: { m: [] } }, cost: "3", result: "value:optional_type" },
  {
    expr: "ml.?a[0]",
    act: { ml: { m: [[{ s: "a" }, { l: [] }]] } },
    cost: "2",
    result: "value:optional_type",
  },
  { expr: "{}[?ml[t][0]].hasValue()", act: { ml: { m: [] }, t: { s: "a" } }, cost: "3", result: "error" },
  // A call planned as evalVarArgs stops at its first error argument; unless that was the last, the tracker does not find its arguments and skips the call's cost (interpretable.go:575-584, runtimecost.go:400-416): three or more arguments, find/findAll/matches with a literal pattern (decorators.go:127-166), format's FunctionBinding (ext/strings.go:476-491).
  { expr: "t.substring(100).findAll('[a-z]')", act: { t: { s: "ab" } }, cost: "2", result: "error" },
  { expr: "t.substring(100).findAll(t)", act: { t: { s: "ab" } }, cost: "4", result: "error" },
  { expr: "s.replace(l[5], s)", act: { s: { s: "ab" }, l: { l: [] } }, cost: "3", result: "error" },
  { expr: "s.replace(s, l[5])", act: { s: { s: "ab" }, l: { l: [] } }, cost: "5", result: "error" },
  { expr: "l[5].format([s])", act: { s: { s: "ab" }, l: { l: [] } }, cost: "2", result: "error" },
  { expr: "'%s'.format([l[5]])", act: { l: { l: [] } }, cost: "13", result: "error" },
  // A pattern OptOptimize folds into a constant is compiled by the regex optimization as a literal one is.
  { expr: "t.substring(100).find(string(1e300))", act: { t: { s: "ab" } }, cost: "2", result: "error" },
  { expr: "t.substring(100).find('a')", act: { t: { s: "ab" } }, cost: "2", result: "error" },
  // The ext lists trackers assert a list argument (ext/lists.go:730-743): an error argument panics and Program.Eval recovers it as an internal error (cel/program.go:288-296).
  {
    expr: "ml[t].distinct()",
    act: { ml: { m: [] }, t: { s: "a" } },
    cost: "2",
    result:
      "error: internal error: interface conversion: *types.Err is not traits.Lister: missing method Add",
  },
  {
    expr: "ml[t].sort()",
    act: { ml: { m: [] }, t: { s: "a" } },
    cost: "2",
    result:
      "error: internal error: interface conversion: *types.Err is not traits.Lister: missing method Add",
  },
  {
    expr: "ml[t].sortBy(x, x)",
    act: { ml: { m: [] }, t: { s: "a" } },
    cost: "4",
    result:
      "error: internal error: interface conversion: *types.Err is not traits.Lister: missing method Add",
  },
  { expr: "ml[t].reverse()", act: { ml: { m: [] }, t: { s: "a" } }, cost: "14", result: "error" },
  // trackAllocatingListCall of v0.26.0 (ext/lists.go:759-764): a negative flatten depth wraps the uint64 cost;
  // trackListFlatten's args[1].(types.Int) panics on an error depth (ext/lists.go:719-728).
  { expr: "ll.flatten(-1)", act: { ll: { l: [{ l: [{ i: "1" }] }] } }, cost: "11", result: "error" },
  {
    expr: "ll.flatten(i)",
    act: { ll: { l: [{ l: [{ i: "1" }] }] }, i: { i: "-3" } },
    cost: "10",
    result: "error",
  },
  {
    expr: "ll.flatten(ll[5][0])",
    act: { ll: { l: [] } },
    cost: "3",
    result: "error: internal error: interface conversion: ref.Val is *types.Err, not types.Int",
  },
  // Presence test on a conditional attribute, and the cost limit on an attribute qualifier.
  { expr: "has((b ? m : m).a)", act: { m: { m: [] }, b: { b: true } }, cost: "1", result: "value:bool" },
  {
    expr: "l[i]",
    act: { l: { l: [{ s: "a" }, { s: "b" }] }, i: { i: "1" } },
    limit: "1",
    cost: "2",
    result: "cancelled",
  },
];

describe("actual cost of attributes and strict calls, as cel-go v0.26.0", () => {
  it.each(rows)("$expr costs $cost ($result)", (row) => {
    const c: CostCase = {
      expr: row.expr,
      vars: variables,
      sizes: {},
      act: row.act,
      ...(row.limit === undefined ? {} : { limit: row.limit }),
    };
    const answer = crdgenAnswer(c);
    expect({ cost: answer.costs?.[0], result: answer.results?.[0] }).toEqual({
      cost: row.cost,
      result: row.result,
    });
  });
});
