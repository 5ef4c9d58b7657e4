// The live differential: crdgen's validate() against crvalidate, a Go program that runs the Kubernetes 1.35 API
// server's own create and update path for custom resources (see packages/objects/test/oracle/SOURCES.md).
// Skipped unless K8S_CRVALIDATE_ORACLE names the binary. With K8S_CRVALIDATE_WRITE=1 the oracle's answers
// are written as the vectors the replay test reads.
import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkManifestText } from "../../../src/index.js";
import type { OracleCase } from "./cases.js";
import { casesFor, corpusKeys, crdFor } from "./cases.js";
import type { OracleAnswer } from "./compare.js";
import { crdgenVerdict, differences, stableVerdict } from "./compare.js";
import { oracleCrds } from "./crds.js";
import type { Vector } from "./vectors.js";
import { writeVectors } from "./vectors.js";

const oracle = process.env.K8S_CRVALIDATE_ORACLE;
const seed = Number(process.env.K8S_CRVALIDATE_SEED ?? "20261128");
const perCrd = Number(process.env.K8S_CRVALIDATE_PER_CRD ?? "40");
const corpusCount = Number(process.env.K8S_CRVALIDATE_CORPUS ?? "30");

/** Runs every case through the oracle in one process: the CRD line before each run of cases of one CRD. */
export function askOracle(binary: string, cases: readonly OracleCase[]): OracleAnswer[] {
  const lines: string[] = [];
  let last = "";
  for (const c of cases) {
    if (c.crd !== last) lines.push(JSON.stringify({ crd: crdFor(c.crd) }));
    last = c.crd;
    lines.push(
      JSON.stringify({ id: c.id, object: c.object, ...(c.old === undefined ? {} : { old: c.old }) }),
    );
  }
  const run = spawnSync(binary, [], { input: `${lines.join("\n")}\n`, encoding: "utf8", maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`crvalidate failed: ${run.stderr}`);
  return run.stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as OracleAnswer);
}

/** The cases: the hand-written CRDs' and the corpus's, each from seeds fast-check draws. */
function allCases(): OracleCase[] {
  const seeds = fc.sample(fc.integer({ min: 0, max: 0x7fffffff }), { seed, numRuns: 64 });
  const at = (i: number): number => seeds[i % seeds.length] as number;
  const out: OracleCase[] = [];
  let i = 0;
  for (const key of Object.keys(oracleCrds)) {
    out.push(...casesFor(key, at(i++), perCrd / 2, false), ...casesFor(key, at(i++), perCrd / 2, true));
  }
  for (const key of corpusKeys(corpusCount)) out.push(...casesFor(key, at(i++), 4, true));
  return out;
}

describe.skipIf(oracle === undefined)(
  "crdgen validate against the API server's create and update path",
  () => {
    it("accepts the hand-written CRDs, as the API server would", () => {
      const text = Object.values(oracleCrds)
        .map((crd) => JSON.stringify(crd))
        .join("\n---\n");
      const report = checkManifestText(text, "oracle-crds.yaml");
      expect(
        report.documents.map((crd) => [
          crd.name,
          crd.errors.map((error) => `${error.field}: ${error.detail}`),
        ]),
      ).toEqual(Object.values(oracleCrds).map((crd) => [crd.metadata?.name, []]));
      expect(report.diagnostics).toEqual([]);
    });

    it("says what the server says about every object", () => {
      const cases = allCases();
      // Twice, in two processes: Go's map order differs between them, which shows the error lists it decides.
      const answers = askOracle(oracle as string, cases);
      const again = askOracle(oracle as string, cases);
      expect(answers.length).toBe(cases.length);
      expect(again.length).toBe(cases.length);
      const mismatches: string[] = [];
      const unstable: string[] = [];
      const vectors: Vector[] = [];
      cases.forEach((c, index) => {
        const answer = answers[index] as OracleAnswer;
        expect(answer.id).toBe(c.id);
        const expected = stableVerdict(answer, again[index] as OracleAnswer);
        if (expected === undefined) {
          unstable.push(c.id);
          return;
        }
        vectors.push({ ...c, expected });
        const actual = crdgenVerdict(c);
        const differing = differences(expected, actual);
        if (differing.length > 0) {
          mismatches.push(
            `${c.id} [${differing.join(",")}]\n  case: ${JSON.stringify(c).slice(0, 3000)}\n` +
              differing
                .map(
                  (key) =>
                    `  go ${key}: ${JSON.stringify(expected[key])}\n  ts ${key}: ${JSON.stringify(actual[key])}`,
                )
                .join("\n"),
          );
        }
      });
      // A few cases at most have no one answer (several embedded resources that do not decode).
      expect(unstable.length).toBeLessThan(cases.length / 50);
      if (process.env.K8S_CRVALIDATE_WRITE === "1") writeVectors(vectors);
      if (process.env.K8S_CRVALIDATE_REPORT !== undefined) {
        console.log(mismatches.join("\n\n"));
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    }, 600_000);
  },
);
