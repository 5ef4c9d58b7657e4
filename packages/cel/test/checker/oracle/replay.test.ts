/**
 * Replays what cel-go v0.26.0 (Kubernetes 1.35's cel-go) answered for 2,515 expressions compiled in the
 * Kubernetes 1.35 environment (see SOURCES.md, "Checker oracle"): the output type of a valid expression
 * (`cel.FormatCELType(ast.OutputType())` and `Type.String()`) or the full display of its errors
 * (`Issues.String()`). Three sets: hand-written probes of the checker's edges, `oracleCase` (any mix of
 * operators, macros and functions, mostly ill-typed) and `typedCase` (mostly well-typed), the last two
 * regenerated here from their seeds so that the vectors and the generators cannot drift apart.
 *
 * An overload with two type parameters numbers its fresh type variables in Go's map order
 * (common/decls/decls.go:694-705 `TypeParams` ranges over a map), so some error texts differ from run to
 * run upstream: each input was run 16 times and every display seen is kept; this checker must give one.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type OracleAnswer, type OracleCase, crdgenAnswer } from "./answer.js";
import { fixedStructs, fixedVariables, oracleCase, typedCase } from "./expressions.js";

interface Vector {
  readonly set: "probe" | "random" | "typed";
  readonly expr: string;
  readonly extraVars?: OracleCase["vars"];
  readonly answers: readonly OracleAnswer[];
}

const vectors: readonly Vector[] = readFileSync(
  new URL("./cel-go-v026-check-vectors.jsonl", import.meta.url),
  "utf8",
)
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Vector);

/** The seeds and sizes the generated sets were recorded with. */
const generated = {
  random: fc.sample(oracleCase, { seed: 101, numRuns: 700 }),
  typed: fc.sample(typedCase, { seed: 202, numRuns: 1000 }),
} as const;

/**
 * Inputs where this package still answers otherwise, and why. The well-known protobuf type names resolve
 * in cel-go through its type registry (common/types/provider.go:95-130 `NewRegistry` registers the
 * `google.protobuf` messages; checker/env.go `LookupIdent` asks the provider), which is not ported.
 */
const knownDifferences: ReadonlyMap<string, string> = new Map([
  ["google.protobuf.Int64Value", "well-known protobuf type names are not declared"],
  ["google.protobuf.Struct", "well-known protobuf type names are not declared"],
  ["google.protobuf.Value{}", "well-known protobuf messages cannot be created"],
  ["google.protobuf.Int64Value{value: 1}", "well-known protobuf messages cannot be created"],
  ["google.protobuf.NullValue.NULL_VALUE", "protobuf enum constants are not declared"],
  ["google.protobuf.Empty{}", "well-known protobuf messages cannot be created"],
  // checkCreateStruct's well-known type branch (checker.go:464-468): a type identifier whose type is a
  // well-known one is created by its protobuf name (fields from the registry); not ported, since the
  // evaluator cannot create them either (and cel-go's Program() refuses `null_type{}`: unknown type).
  ["null_type{}", "creating a well-known type by name is not ported"],
  ["google.protobuf.Timestamp{}", "creating a well-known type by name is not ported"],
  ["google.protobuf.Duration{seconds: 1}", "creating a well-known type by name is not ported"],
  ["google.protobuf.Timestamp{x: 1}", "creating a well-known type by name is not ported"],
]);

/**
 * cel-go v0.26.0 panics on these (cel/validator.go:321 and 346, the homogeneous aggregate literal validator
 * takes `Parameters()[0]` of an optional element or entry that the checker let through as `dyn`); the API
 * server answers such a CRD with HTTP 500. Not modelled: they are counted, not compared.
 */
const panicked = (v: Vector) => v.answers.some((a) => a.err?.startsWith("PANIC") === true);

function caseOf(v: Vector): OracleCase {
  return { expr: v.expr, vars: [...fixedVariables, ...(v.extraVars ?? [])], structs: fixedStructs };
}

describe("the checker against cel-go v0.26.0's answers", () => {
  it("the generated sets are what their generators give for the recorded seeds", () => {
    for (const set of ["random", "typed"] as const) {
      const recorded = vectors
        .filter((v) => v.set === set)
        .map((v) => ({ expr: v.expr, vars: caseOf(v).vars }));
      expect(recorded).toEqual(generated[set].map((c) => ({ expr: c.expr, vars: c.vars })));
    }
  });

  it("the inputs cel-go panics on are the optional dyn literal elements, and only those", () => {
    const panics = vectors.filter(panicked);
    expect(panics.length).toBe(15);
    for (const v of panics) expect(v.expr).toMatch(/[[{,]\s*\?/);
  });

  const compared = vectors.filter((v) => !panicked(v) && !knownDifferences.has(v.expr));
  it.each(compared.map((v, i) => [i, v.set, v.expr, v] as const))("%i %s: %s", (_i, _set, _expr, v) => {
    const got = crdgenAnswer(caseOf(v));
    expect(v.answers).toContainEqual(got);
  });

  it.fails.each([...knownDifferences].map(([expr, why]) => [expr, why] as const))(
    "known difference: %s (%s)",
    (expr) => {
      const v = vectors.find((candidate) => candidate.expr === expr);
      expect(v).toBeDefined();
      if (v !== undefined) expect(v.answers).toContainEqual(crdgenAnswer(caseOf(v)));
    },
  );
});
