/**
 * The differential against the live publish oracle (a Go program outside this repository, described in
 * SOURCES.md: apiextensions-apiserver v0.35.0's OpenAPI builder and merge, kubectl v0.35.0's explain template):
 * runs only when `K8S_PUBLISH_ORACLE` names its binary. It samples openapi and explain cases, sends them to the
 * oracle in one process (JSON lines in, JSON lines out), and compares crdgen's answers as values.
 * `K8S_PUBLISH_ORACLE_RECORD=<file>` writes the cases with the oracle's answers (documents digested, see
 * harness.ts), which `vectors.test.ts` replays without Go; `K8S_PUBLISH_ORACLE_MISMATCHES=<file>` writes every
 * mismatch in full.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CorpusCase } from "./corpus-cases.js";
import { corpusCases, withCorpusCrds } from "./corpus-cases.js";
import type { PublishCase } from "./generators.js";
import { explainArbitrary, openapiArbitrary } from "./generators.js";
import type { PublishAnswer } from "./harness.js";
import { caseLine, comparable, crdgenAnswer, digestAnswer, goExplainError } from "./harness.js";

const oracle = process.env.K8S_PUBLISH_ORACLE;

interface GoAnswer extends PublishAnswer {
  readonly fatal?: string;
}

describe.skipIf(oracle === undefined)(
  "publish oracle (apiextensions-apiserver v0.35.0, kubectl v0.35.0), live",
  () => {
    it(
      "publishes the documents the API server publishes and prints what kubectl explain prints",
      () => {
        const runs = Number(process.env.K8S_PUBLISH_ORACLE_RUNS ?? 300);
        const seed = Number(process.env.K8S_PUBLISH_ORACLE_SEED ?? 1);
        // A corpus case is recorded by its file name; its CRDs are read when it runs.
        const recordedCases: (PublishCase | CorpusCase)[] = [
          ...fc.sample(openapiArbitrary, { numRuns: runs, seed }),
          ...fc.sample(explainArbitrary, { numRuns: runs, seed: seed + 1 }),
          ...(process.env.K8S_PUBLISH_ORACLE_CORPUS === "1" ? corpusCases() : []),
        ];
        const cases = recordedCases.map((c) => ("corpus" in c ? withCorpusCrds(c) : c));
        const run = spawnSync(oracle ?? "", {
          input: `${cases.map(caseLine).join("\n")}\n`,
          maxBuffer: 1 << 30,
        });
        const answers = run.stdout
          .toString()
          .split("\n")
          .filter((line) => line !== "")
          .map((line) => JSON.parse(line) as GoAnswer);
        expect({ answered: answers.length, stderr: run.stderr.toString().slice(0, 2000) }).toEqual({
          answered: cases.length,
          stderr: "",
        });
        const recordLimit = Number(process.env.K8S_PUBLISH_ORACLE_RECORD_BYTES ?? 5000);
        const mismatches: string[] = [];
        const recorded: string[] = [];
        let invalid = 0;
        cases.forEach((c, index) => {
          const go = answers[index] as GoAnswer;
          if (go.fatal !== undefined) {
            mismatches.push(`${JSON.stringify(c)}\n  oracle failed: ${go.fatal}`);
            return;
          }
          if (go.invalid !== undefined) invalid++;
          const want = comparable(go.error === undefined ? go : { ...go, error: goExplainError(go.error) });
          const got = comparable(crdgenAnswer(c));
          if (JSON.stringify(want) !== JSON.stringify(got)) {
            mismatches.push(
              `${go.invalid === undefined ? "" : "(invalid CRD) "}${JSON.stringify(c)}\n  go:     ${JSON.stringify(want)}\n  crdgen: ${JSON.stringify(got)}`,
            );
          }
          const recordedCase = recordedCases[index] as PublishCase | CorpusCase;
          const answer = digestAnswer(want, "corpus" in recordedCase);
          const line = caseLine({
            case: recordedCase,
            answer,
            ...(go.invalid === undefined ? {} : { invalid: true }),
          });
          // Recorded: every corpus case; generated cases up to K8S_PUBLISH_ORACLE_RECORD_BYTES (5000) a line, so that
          // the vectors stay small.
          if ("corpus" in recordedCase || line.length <= recordLimit) recorded.push(line);
        });
        const dump = process.env.K8S_PUBLISH_ORACLE_MISMATCHES;
        if (dump !== undefined) writeFileSync(dump, `${mismatches.join("\n")}\n`);
        const record = process.env.K8S_PUBLISH_ORACLE_RECORD;
        if (record !== undefined) writeFileSync(record, `${recorded.join("\n")}\n`);
        expect({ invalidShare: invalid / cases.length < 0.5 }).toEqual({ invalidShare: true });
        expect(mismatches.slice(0, 20).join("\n")).toBe("");
      },
      30 * 60_000,
    );
  },
);
