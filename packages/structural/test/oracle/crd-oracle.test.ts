import { readFileSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { type Base, type CrdCase, caseCrd, corpusCrds, crdCase, familyCases } from "./crd-inputs.js";
import { CrdOracle, type GoAnswer, crdgenAnswer, difference, goAnswer } from "./crd-oracle.js";

/**
 * `validateCustomResourceDefinition` against the API server's own create path for an apiextensions.k8s.io/v1 CRD
 * (apiextensions-apiserver v0.35.0 with Kubernetes 1.35's default gates: decoding, defaulting, the strategy's
 * PrepareForCreate and Validate, BeforeCreate's ObjectMeta check). The saved answers (SOURCES.md says how they
 * were made) cover every corpus CRD, the CRDs crdgen's own tests check, and generated CRDs (`crd-inputs.ts`).
 *
 * With `K8S_CRDCHECK_ORACLE=<crdcheck binary>` fresh generated CRDs are compared live (`K8S_CRDCHECK_RUNS`, 1000
 * by default; a fresh seed unless `K8S_CRDCHECK_SEED`); with `K8S_CRDCHECK_WRITE=1` as well the saved answers are
 * made again (and `K8S_CRDCHECK_FIXTURES=<jsonl of CRDs>` adds recorded test inputs to them).
 */

interface Vector {
  readonly base?: Base;
  readonly mutations?: CrdCase["mutations"];
  readonly crd?: unknown;
  readonly go: GoAnswer;
}

const vectorsUrl = new URL("./crd-create-vectors.jsonl", import.meta.url);
const seed = 20261128;
const runs = 2000;

const oraclePath = process.env["K8S_CRDCHECK_ORACLE"];
const writing = process.env["K8S_CRDCHECK_WRITE"] === "1";
const oracle = oraclePath === undefined ? undefined : new CrdOracle(oraclePath);
afterAll(() => oracle?.close());

const inputOf = (v: Vector): unknown =>
  "crd" in v ? v.crd : caseCrd({ base: v.base ?? "synthetic", mutations: v.mutations ?? [] });

function corpusCases(): CrdCase[] {
  return [...corpusCrds().keys()].map((name) => ({ base: `corpus:${name}`, mutations: [] }));
}

/**
 * What kind of answer a recorded input has: its outcome and the set of (type, detail) of its errors, digits
 * masked; undefined (not kept) for an answer of more than 12 errors.
 */
function recordedSignature(go: GoAnswer): string | undefined {
  const errors = go.errors ?? [];
  if (errors.length > 12) return undefined;
  const kinds = new Set(
    errors.map(([type, , detail]) => `${type} ${detail.slice(0, 50).replace(/\d+/g, "N")}`),
  );
  return JSON.stringify([go.phase ?? "", go.strict !== undefined, [...kinds].sort()]);
}

function vectors(): Vector[] {
  return readFileSync(vectorsUrl, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Vector);
}

function mismatches(list: readonly Vector[]): string[] {
  const out: string[] = [];
  list.forEach((v, i) => {
    const found = difference(v.go, crdgenAnswer(inputOf(v)));
    if (found !== undefined) out.push(`vector ${i + 1} (${v.base ?? "recorded"}):\n  ${found}`);
  });
  return out;
}

describe.runIf(writing && oracle !== undefined)("writing the vectors", () => {
  it("asks the oracle", async () => {
    const cases = [...corpusCases(), ...familyCases(), ...fc.sample(crdCase(), { seed, numRuns: runs })];
    const fixturesFile = process.env["K8S_CRDCHECK_FIXTURES"];
    const recorded =
      fixturesFile === undefined
        ? []
        : readFileSync(fixturesFile, "utf8")
            .split("\n")
            .filter((line) => line !== "")
            .map((line): unknown => JSON.parse(line));
    const inputs = [...cases.map(caseCrd), ...recorded];
    const lines = (await oracle?.askAll(inputs)) ?? [];
    const signatures = new Set<string>();
    const out = inputs.flatMap((crd, i): Vector[] => {
      const line = lines[i];
      if (line === undefined) throw new Error(`no answer for input ${i}`);
      const go = goAnswer(line, crd);
      const c = cases[i];
      if (c !== undefined) return [{ base: c.base, mutations: c.mutations, go }];
      // Of the recorded inputs (many from random schemas) keep the first of each kind of answer.
      const signature = recordedSignature(go);
      if (signature === undefined || signatures.has(signature)) return [];
      signatures.add(signature);
      return [{ crd, go }];
    });
    writeFileSync(vectorsUrl, `${out.map((v) => JSON.stringify(v)).join("\n")}\n`);
  }, 1_800_000);
});

describe.skipIf(writing)("the API server's CRD create validation, saved answers", () => {
  let cache: Vector[] | undefined;
  const saved = (): Vector[] => (cache ??= vectors());

  it("the corpus CRDs are accepted", () => {
    const corpus = saved().filter((v) => v.base?.startsWith("corpus:") === true && v.mutations?.length === 0);
    expect(corpus.length).toBe(corpusCrds().size);
    expect(corpus.filter((v) => v.go.phase !== undefined || v.go.strict !== undefined)).toEqual([]);
    expect(mismatches(corpus)).toEqual([]);
  });

  it("generated CRDs (corpus and synthetic, mutated) and the targeted families", () => {
    const generated = saved().filter((v) => v.base !== undefined && v.mutations?.length !== 0);
    expect(generated.length).toBe(familyCases().length + runs);
    expect(mismatches(generated).slice(0, 10)).toEqual([]);
  });

  it("the CRDs crdgen's own tests check", () => {
    expect(mismatches(saved().filter((v) => "crd" in v)).slice(0, 10)).toEqual([]);
  });
});

describe.runIf(oracle !== undefined && !writing)("the API server's CRD create validation, live", () => {
  it("agrees on generated CRDs", async () => {
    const sample = fc.sample(crdCase(), {
      numRuns: Number(process.env["K8S_CRDCHECK_RUNS"] ?? 1000),
      ...(process.env["K8S_CRDCHECK_SEED"] === undefined
        ? {}
        : { seed: Number(process.env["K8S_CRDCHECK_SEED"]) }),
    });
    const inputs = sample.map(caseCrd);
    const lines = (await oracle?.askAll(inputs)) ?? [];
    const found: string[] = [];
    inputs.forEach((crd, i) => {
      const line = lines[i];
      const d = line === undefined ? "no answer" : difference(goAnswer(line, crd), crdgenAnswer(crd));
      if (d !== undefined) found.push(`${JSON.stringify(sample[i])}\n  ${d}`);
    });
    expect(found.slice(0, 5)).toEqual([]);
  }, 3_600_000);
});
