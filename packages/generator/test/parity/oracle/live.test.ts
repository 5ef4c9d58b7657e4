import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiDescription } from "./api-arbitrary.js";
import type { PairVector } from "./compare.js";
import { comparePair, refusalsAgree } from "./compare.js";
import { renderGo } from "./render-go.js";
import { renderTs } from "./render-ts.js";

/**
 * The live differential against controller-gen itself, skipped unless CRDGEN_CONTROLLER_GEN_ORACLE names the
 * oracle binary (a controller-gen CRD generator that reads the packages given as arguments and prints one JSON
 * line per case folder; see ../SOURCES.md) and CRDGEN_CONTROLLER_GEN_MODULE a Go module folder it resolves in.
 * CRDGEN_CONTROLLER_GEN_VECTORS, when set, is the file the pairs and answers are written to.
 */
const oracle = process.env["CRDGEN_CONTROLLER_GEN_ORACLE"];
const moduleDir = process.env["CRDGEN_CONTROLLER_GEN_MODULE"] ?? "";
const count = Number(process.env["CRDGEN_CONTROLLER_GEN_CASES"] ?? "60");
const seed = Number(process.env["CRDGEN_CONTROLLER_GEN_SEED"] ?? "16");
/** Floats in the APIs, and controller-gen run with `crd:allowDangerousTypes=true` (crdgen's `number` has no switch). */
const floats = process.env["CRDGEN_CONTROLLER_GEN_FLOATS"] === "1";

interface OracleLine {
  readonly id: string;
  readonly json: Record<string, unknown>;
  readonly errors: string[];
}

describe.skipIf(oracle === undefined)("crdgen generate against controller-gen, live", () => {
  it("gives controller-gen's CRDs, and refuses what it refuses", () => {
    const apis = fc.sample(apiDescription({ floats }), { numRuns: count, seed });
    const casesDir = path.join(moduleDir, "cases");
    rmSync(casesDir, { recursive: true, force: true });
    const pairs = apis.map((api, i) => {
      const id = `c${String(i).padStart(3, "0")}`;
      const go = renderGo(api);
      for (const [file, text] of Object.entries(go)) {
        mkdirSync(path.dirname(path.join(casesDir, id, file)), { recursive: true });
        writeFileSync(path.join(casesDir, id, file), text);
      }
      return { id, go, ts: renderTs(api) };
    });
    const out = execFileSync(oracle as string, [...(floats ? ["-allowDangerousTypes"] : []), "./cases/..."], {
      cwd: moduleDir,
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    const answers = new Map(
      out
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as OracleLine)
        .map((a) => [a.id, { crds: a.json, errors: a.errors.map((e) => e.replaceAll(`${casesDir}/`, "")) }]),
    );
    const vectors: PairVector[] = pairs.map((p) => ({
      ...p,
      controllerGen: answers.get(p.id) ?? { crds: {}, errors: ["(no answer)"] },
    }));
    const vectorFile = process.env["CRDGEN_CONTROLLER_GEN_VECTORS"];
    if (vectorFile !== undefined) {
      writeFileSync(vectorFile, vectors.map((v) => `${JSON.stringify(v)}\n`).join(""));
    }
    const report = vectors.flatMap((v) => {
      const o = comparePair(v.ts, v.controllerGen);
      if (!refusalsAgree(o)) {
        return [
          `${v.id}: refused by ${o.crdgenRefused ? `crdgen only: ${o.crdgenErrors.join(" | ")}` : `controller-gen only: ${v.controllerGen.errors.join(" | ")}`}`,
        ];
      }
      return o.differences.map((d) => `${v.id}: ${d}`);
    });
    expect(report).toEqual([]);
  }, 3_600_000);
});
