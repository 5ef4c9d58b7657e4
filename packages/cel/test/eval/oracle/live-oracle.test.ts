/**
 * The differential against the live cel-go v0.26.0 oracle (a Go program outside this repository, described in
 * SOURCES.md): runs only when `CEL_GO_ORACLE` names its binary. It samples {@link oracleCases}, sends them to
 * the oracle in one process (JSON lines in, JSON lines out), and compares crdgen's answers, value for value
 * or error text for error text. `CEL_GO_ORACLE_RECORD=<file>` also writes the cases and the oracle's answers,
 * which `cel-go-v026-vectors.test.ts` replays without Go. `CEL_GO_ORACLE_CASES=<file>` runs the JSON-lines
 * cases of that file instead of sampling.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oracleCases } from "./generators.js";
import { type OracleAnswer, type OracleCase, canonicalAnswer, crdgenAnswer } from "./harness.js";

const oracle = process.env.CEL_GO_ORACLE;

describe.skipIf(oracle === undefined)("cel-go v0.26.0 oracle, live", () => {
  it("gives cel-go's value or error text for every sampled case", () => {
    const given = process.env.CEL_GO_ORACLE_CASES;
    const cases: OracleCase[] =
      given === undefined
        ? fc.sample(oracleCases, {
            numRuns: Number(process.env.CEL_GO_ORACLE_RUNS ?? 2000),
            seed: Number(process.env.CEL_GO_ORACLE_SEED ?? 1),
          })
        : readFileSync(given, "utf8")
            .split("\n")
            .filter((l) => l.trim() !== "")
            .map((l) => JSON.parse(l) as OracleCase);
    const run = spawnSync(oracle ?? "", {
      input: cases.map((c) => JSON.stringify(c)).join("\n") + "\n",
      maxBuffer: 1 << 28,
    });
    const answers = run.stdout
      .toString()
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l) as OracleAnswer);
    expect({
      answered: answers.length,
      stderr: run.stderr.toString().slice(0, 2000),
      signal: run.signal,
    }).toEqual({ answered: cases.length, stderr: "", signal: null });
    const mismatches: string[] = [];
    const recorded: { case: OracleCase; answer: OracleAnswer }[] = [];
    cases.forEach((c, i) => {
      const want = answers[i] as OracleAnswer;
      const got = crdgenAnswer(c);
      // What fails Program() (a constant argument OptOptimize folds into an error) is the rule checker's
      // business (src/rules/plan-time-errors.ts), not the evaluator's.
      if (want.program !== undefined) return;
      if (want.compile !== undefined) {
        if (got.compile === undefined) {
          mismatches.push(
            `${JSON.stringify(c)}\n  cel-go refuses to compile: ${want.compile ?? want.program}\n  crdgen: ${JSON.stringify(got)}`,
          );
        }
        return;
      }
      recorded.push({ case: c, answer: want });
      if (JSON.stringify(canonicalAnswer(want)) !== JSON.stringify(got)) {
        mismatches.push(
          `${JSON.stringify(c)}\n  cel-go: ${JSON.stringify(want)}\n  crdgen: ${JSON.stringify(got)}`,
        );
      }
    });
    const dump = process.env.CEL_GO_ORACLE_MISMATCHES;
    if (dump !== undefined) writeFileSync(dump, mismatches.join("\n") + "\n");
    const record = process.env.CEL_GO_ORACLE_RECORD;
    if (record !== undefined) writeFileSync(record, recorded.map((r) => JSON.stringify(r)).join("\n") + "\n");
    expect(mismatches.slice(0, 200).join("\n")).toBe("");
  });
});
