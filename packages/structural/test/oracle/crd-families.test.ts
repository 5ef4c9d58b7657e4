import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { celCrd, celFamilyCrds } from "./crd-cel-inputs.js";
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
import { warningCrd, warningFamilyCrds } from "./crd-warning-inputs.js";

/**
 * `validateCustomResourceDefinition` and `warningsOnCreate` against the API server's create path for generated
 * CRDs of two families (SOURCES.md says how the saved answers were made): formats for the create warnings
 * (`crd-warning-inputs.ts`) and schemas full of x-kubernetes-validations rules (`crd-cel-inputs.ts`). The vectors
 * keep each CRD whole, so that they stay valid when the generators change.
 *
 * With `K8S_CRDCHECK_ORACLE=<crdcheck binary>` fresh CRDs of both families are compared live
 * (`K8S_CRDCHECK_RUNS`, 500 per family by default; a fresh seed unless `K8S_CRDCHECK_SEED`); with
 * `K8S_CRDCHECK_WRITE_FAMILIES=1` as well the saved answers are made again.
 */

type Family = "warnings" | "cel";

interface Vector {
  readonly family: Family;
  readonly crd: unknown;
  readonly go: GoAnswer;
}

const vectorsUrl = new URL("./crd-family-vectors.jsonl.gz", import.meta.url);
const seeds = { warnings: 20261201, cel: 20261202 } as const;
const runs = { warnings: 1500, cel: 2500 } as const;

const oraclePath = process.env["K8S_CRDCHECK_ORACLE"];
const writing = process.env["K8S_CRDCHECK_WRITE_FAMILIES"] === "1";
const oracle = oraclePath === undefined ? undefined : new CrdOracle(oraclePath);
afterAll(() => oracle?.close());

function generated(family: Family, numRuns: number, seed?: number): unknown[] {
  const arbitrary = family === "warnings" ? warningCrd() : celCrd();
  return fc.sample(arbitrary, { numRuns, ...(seed === undefined ? {} : { seed }) });
}

function familyInputs(family: Family): unknown[] {
  const fixed = family === "warnings" ? warningFamilyCrds() : celFamilyCrds();
  return [...fixed, ...generated(family, runs[family], seeds[family])];
}

function vectors(): Vector[] {
  return readGzipLines<Vector>(vectorsUrl);
}

function mismatches(list: readonly Vector[]): string[] {
  return mismatchesOf(list, (v) => v.crd);
}

describe.runIf(writing && oracle !== undefined)("writing the family vectors", () => {
  it("asks the oracle", async () => {
    const out: Vector[] = [];
    for (const family of ["warnings", "cel"] as const) {
      const inputs = familyInputs(family);
      const lines = (await oracle?.askAll(inputs)) ?? [];
      inputs.forEach((crd, i) => {
        const line = lines[i];
        if (line === undefined) throw new Error(`no answer for ${family} input ${i}`);
        out.push({ family, crd, go: goAnswer(line, crd) });
      });
    }
    writeGzipLines(vectorsUrl, out);
  }, 1_800_000);
});

describe.skipIf(writing)("the API server's CRD create path on the generated families, saved answers", () => {
  let cache: Vector[] | undefined;
  const saved = (): Vector[] => (cache ??= vectors());

  it.each(["warnings", "cel"] as const)("the %s family", (family) => {
    const list = saved().filter((v) => v.family === family);
    expect(list.length).toBe(familyInputs(family).length);
    expect(mismatches(list).slice(0, 10)).toEqual([]);
  });

  it("the warnings family reaches the create warnings", () => {
    const list = saved().filter((v) => v.family === "warnings");
    const warned = list.filter((v) => (v.go.warnings ?? []).length > 0);
    // Most generated CRDs are valid and warn; the ordered ones compare the server's order too.
    expect(warned.length).toBeGreaterThan(list.length / 2);
    expect(warned.filter((v) => v.go.warningsOrdered === true).length).toBeGreaterThan(100);
  });
});

describe.runIf(oracle !== undefined && !writing)(
  "the API server's CRD create path on the families, live",
  () => {
    it.each(["warnings", "cel"] as const)(
      "agrees on generated CRDs of the %s family",
      async (family) => {
        const seed = process.env["K8S_CRDCHECK_SEED"];
        const inputs = generated(
          family,
          Number(process.env["K8S_CRDCHECK_RUNS"] ?? 500),
          seed === undefined ? undefined : Number(seed),
        );
        const lines = (await oracle?.askAll(inputs)) ?? [];
        const found: string[] = [];
        inputs.forEach((crd, i) => {
          const line = lines[i];
          const d = line === undefined ? "no answer" : difference(goAnswer(line, crd), crdgenAnswer(crd));
          if (d !== undefined) found.push(`${JSON.stringify(crd)}\n  ${d}`);
        });
        expect(found.slice(0, 5)).toEqual([]);
      },
      3_600_000,
    );
  },
);
