import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { type CrdCase, caseCrd, crdCase, keywordCases, tableCases, zeroValueCases } from "./crd-inputs.js";
import {
  CrdOracle,
  type GoAnswer,
  crdgenAnswer,
  difference,
  goAnswer,
  mismatchesOf,
  readGzipLines,
  writeGzipLines,
} from "./crd-oracle.js";

/**
 * `validateCustomResourceDefinition` against the API server's create path (SOURCES.md: crdcheck, session 18) on
 * every entry of the generator's tables, one at a time (`keywordCases`, `zeroValueCases`, `tableCases` in
 * `crd-inputs.ts`), and on a sample of `crdCase()` with the session-18 mutations (metadata fields, keywords next
 * to the int-or-string pattern and the root metadata). Vectors keep the case (base and mutations) and the answer.
 *
 * With `K8S_CRDCHECK_ORACLE=<crdcheck binary>` the table cases are compared live as well; with
 * `K8S_CRDCHECK_WRITE_TABLES=1` the saved answers are made again.
 */

interface Vector {
  readonly family: "keywords" | "zero" | "tables" | "sample";
  readonly base: CrdCase["base"];
  readonly mutations: CrdCase["mutations"];
  readonly go: GoAnswer;
}

const vectorsUrl = new URL("./crd-table-vectors.jsonl.gz", import.meta.url);
const seed = 20261218;
const runs = 3000;

const oraclePath = process.env["K8S_CRDCHECK_ORACLE"];
const writing = process.env["K8S_CRDCHECK_WRITE_TABLES"] === "1";
const oracle = oraclePath === undefined ? undefined : new CrdOracle(oraclePath);
afterAll(() => oracle?.close());

function cases(): [Vector["family"], CrdCase][] {
  return [
    ...keywordCases().map((c) => ["keywords", c] as [Vector["family"], CrdCase]),
    ...zeroValueCases().map((c) => ["zero", c] as [Vector["family"], CrdCase]),
    ...tableCases().map((c) => ["tables", c] as [Vector["family"], CrdCase]),
    ...fc.sample(crdCase(), { seed, numRuns: runs }).map((c) => ["sample", c] as [Vector["family"], CrdCase]),
  ];
}

function vectors(): Vector[] {
  return readGzipLines<Vector>(vectorsUrl);
}

function mismatches(list: readonly Vector[]): string[] {
  return mismatchesOf(list, (v) => caseCrd(v));
}

describe.runIf(writing && oracle !== undefined)("writing the table vectors", () => {
  it("asks the oracle", async () => {
    const all = cases();
    const inputs = all.map(([, c]) => caseCrd(c));
    const lines = (await oracle?.askAll(inputs)) ?? [];
    const out = all.map(([family, c], i): Vector => {
      const line = lines[i];
      if (line === undefined) throw new Error(`no answer for input ${i}`);
      return { family, base: c.base, mutations: c.mutations, go: goAnswer(line, inputs[i]) };
    });
    writeGzipLines(vectorsUrl, out);
  }, 1_800_000);
});

describe.skipIf(writing)("the API server's CRD create path on every table entry, saved answers", () => {
  let cache: Vector[] | undefined;
  const saved = (): Vector[] => (cache ??= vectors());

  it.each(["keywords", "zero", "tables", "sample"] as const)("the %s cases", (family) => {
    const list = saved().filter((v) => v.family === family);
    expect(list.length).toBe(cases().filter(([f]) => f === family).length);
    expect(mismatches(list).slice(0, 10)).toEqual([]);
  });
});

describe.runIf(oracle !== undefined && !writing)(
  "the API server's CRD create path on every table entry, live",
  () => {
    it("agrees on the table cases", async () => {
      const all = cases().filter(([family]) => family !== "sample");
      const inputs = all.map(([, c]) => caseCrd(c));
      const lines = (await oracle?.askAll(inputs)) ?? [];
      const found: string[] = [];
      inputs.forEach((crd, i) => {
        const line = lines[i];
        const d = line === undefined ? "no answer" : difference(goAnswer(line, crd), crdgenAnswer(crd));
        if (d !== undefined) found.push(`${JSON.stringify(all[i]?.[1])}\n  ${d}`);
      });
      expect(found.slice(0, 5)).toEqual([]);
    }, 3_600_000);
  },
);
