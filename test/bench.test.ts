import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { costPerExtraKind, roundsAt, scalePoints } from "../scripts/bench/scale-section.mjs";
import {
  parseTsBackendOption,
  tsBackendArgs,
  typescript7BackendSkip,
} from "../scripts/bench/ts-variants.mjs";

// The benchmark's issue-16 sections: the arithmetic they report, how they find out whether the build has the
// TypeScript 7 backend, and one tiny run of the scale section through `node scripts/bench/run.mjs`.
const runBench = fileURLToPath(new URL("../scripts/bench/run.mjs", import.meta.url));

describe("scale section", () => {
  it("reads BENCH_KINDS_SCALE as sorted, distinct kind counts", () => {
    expect(scalePoints("800, 50,200,50")).toEqual([50, 200, 800]);
    expect(() => scalePoints("50,x")).toThrow(/BENCH_KINDS_SCALE/);
  });

  it("gives the 800-kind point fewer rounds, never none", () => {
    expect([50, 200, 800].map((kinds) => roundsAt(kinds, 5))).toEqual([5, 5, 3]);
    expect(roundsAt(800, 1)).toBe(1);
  });

  it("divides the difference of the medians by the kinds between, with the samples' range", () => {
    const cost = costPerExtraKind([100, 120, 110], [900, 850, 860], 750);
    expect(cost.median).toBeCloseTo((860 - 110) / 750);
    expect(cost.min).toBeCloseTo((850 - 120) / 750);
    expect(cost.max).toBeCloseTo((900 - 100) / 750);
  });
});

describe("TypeScript backend detection", () => {
  const withBackends = parseTsBackendOption(
    "Usage: crdgen generate [PATH...] [--ts-backend auto|ts-morph|typescript7] [--config FILE]",
  );

  it("reads the backends from the usage line, and names ts-morph only when the build has the option", () => {
    expect(withBackends).toEqual({ flag: true, values: ["auto", "ts-morph", "typescript7"] });
    expect(tsBackendArgs("ts-morph", withBackends)).toEqual(["--ts-backend", "ts-morph"]);
    expect(tsBackendArgs("ts-morph", parseTsBackendOption("Usage: crdgen generate [--out DIR]"))).toEqual([]);
  });

  it("says why the TypeScript 7 backend cannot be measured", () => {
    expect(typescript7BackendSkip(parseTsBackendOption("Usage: crdgen generate [--out DIR]"))).toBe(
      "not measurable: this build has no --ts-backend",
    );
    expect(typescript7BackendSkip({ flag: true, values: ["auto", "ts-morph"] })).toMatch(/not typescript7/);
  });
});

describe("npm run bench, BENCH_ONLY=scale", () => {
  it("prints a table per point, the ratios' targets at the ratio point and the cost per extra kind", () => {
    const run = spawnSync(process.execPath, [runBench], {
      encoding: "utf8",
      env: {
        ...process.env,
        BENCH_ONLY: "scale",
        BENCH_RUNS: "1",
        BENCH_KINDS_SCALE: "2,12",
        BENCH_SCALE_RATIO_KINDS: "12",
      },
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("scale, 2 kinds:");
    expect(run.stdout).toContain("scale, 12 kinds:");
    expect(run.stdout).toMatch(
      /ts-morph backend \/ ts-json-schema-generator: [\d.]+x CPU .*\(target <= 0\.8x/,
    );
    expect(run.stdout).toMatch(/ts-morph backend \/ tsc 5\.9: [\d.]+x CPU .*\(target <= 1\.6x/);
    expect(run.stdout).toMatch(/typescript7 backend \/ tsc 5\.9: .*\(target <= 1\.0x/);
    expect(run.stdout).toContain("scale: cost per extra kind, 2 → 12 kinds");
    expect(run.stdout).toMatch(/crdgen generate, ts-morph backend, per extra kind: -?[\d.]+ ms CPU/);
    expect(run.stdout).toMatch(/tsc --noEmit, TypeScript 7\.[\d.]+ \(native\)/);
  });
});
