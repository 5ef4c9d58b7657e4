/**
 * The differential against the live Kubernetes 1.35 apiserver CEL oracle (a Go program outside this repository,
 * described in SOURCES.md, "apiserver libraries and environment"): runs only when `K8S_CEL_ORACLE` names its
 * binary. It samples {@link libCases}, sends them to the oracle in one process (JSON lines in, JSON lines out),
 * and compares crdgen's answers field by field. `K8S_CEL_ORACLE_RECORD=<file>` also writes the cases and the
 * oracle's answers, which `vectors.test.ts` replays without Go; `K8S_CEL_ORACLE_CASES=<file>` runs the
 * JSON-lines cases of that file instead of sampling; `K8S_CEL_ORACLE_FOCUS=1` samples {@link focusedCases};
 * `K8S_CEL_ORACLE_MISMATCHES=<file>` writes every mismatch.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GenCase, focusedCases, libCases, qualifierCases, toLibCase } from "./generators.js";
import { type LibAnswer, crdgenAnswer } from "./harness.js";
import { sameAnswer } from "./compare.js";

const oracle = process.env.K8S_CEL_ORACLE;

describe.skipIf(oracle === undefined)("Kubernetes 1.35 apiserver CEL oracle, live", () => {
  it("gives the API server's compile result, costs, value or error text for every sampled rule", () => {
    const given = process.env.K8S_CEL_ORACLE_CASES;
    const cases: GenCase[] =
      given === undefined
        ? fc.sample(sampled(process.env.K8S_CEL_ORACLE_FOCUS), {
            numRuns: Number(process.env.K8S_CEL_ORACLE_RUNS ?? 2000),
            seed: Number(process.env.K8S_CEL_ORACLE_SEED ?? 1),
          })
        : readFileSync(given, "utf8")
            .split("\n")
            .filter((l) => l.trim() !== "")
            .map((l) => JSON.parse(l) as GenCase);
    const run = spawnSync(oracle ?? "", {
      input: cases.map((c) => JSON.stringify(toLibCase(c))).join("\n") + "\n",
      maxBuffer: 1 << 28,
    });
    const answers = run.stdout
      .toString()
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l) as LibAnswer);
    expect({
      answered: answers.length,
      stderr: run.stderr.toString().slice(0, 2000),
      signal: run.signal,
    }).toEqual({ answered: cases.length, stderr: "", signal: null });
    const mismatches: string[] = [];
    cases.forEach((c, i) => {
      const want = answers[i] as LibAnswer;
      const got = crdgenAnswer(toLibCase(c));
      if (!sameAnswer(want, got)) {
        mismatches.push(
          `${JSON.stringify(c)}\n  apiserver: ${JSON.stringify(want)}\n  crdgen:    ${JSON.stringify(got)}`,
        );
      }
    });
    const dump = process.env.K8S_CEL_ORACLE_MISMATCHES;
    if (dump !== undefined) writeFileSync(dump, mismatches.join("\n") + "\n");
    const record = process.env.K8S_CEL_ORACLE_RECORD;
    if (record !== undefined) {
      writeFileSync(
        record,
        cases.map((c, i) => JSON.stringify({ case: c, answer: answers[i] })).join("\n") + "\n",
      );
    }
    expect(mismatches.slice(0, 100).join("\n")).toBe("");
  });
});

function sampled(focus: string | undefined): fc.Arbitrary<GenCase> {
  if (focus === undefined) return libCases;
  return focus === "qualifiers" ? qualifierCases : focusedCases;
}
