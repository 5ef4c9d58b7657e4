import { describe, expect, it } from "vitest";
import type { RunSummary } from "../../src/cli/generate-summary.js";
import { summaryLine } from "../../src/cli/generate-summary.js";

const none: RunSummary = {
  crds: 0,
  written: 0,
  unchanged: 0,
  removed: 0,
  stale: 0,
  missing: 0,
  orphaned: 0,
  errors: 0,
  warnings: 0,
  ms: 0,
};

describe("summaryLine", () => {
  it("counts files removed by --prune, only when there are some", () => {
    expect(summaryLine({ ...none, crds: 2, written: 1, unchanged: 1, removed: 1, ms: 5 }, "write")).toBe(
      "2 CRDs: 1 written, 1 unchanged, 1 removed, 0 warnings (5 ms)",
    );
  });

  it("counts written and unchanged files, in ms below a second", () => {
    const line = summaryLine({ ...none, crds: 1, written: 1, warnings: 0, ms: 412 }, "write");
    expect(line).toBe("1 CRD: 1 written, 0 unchanged, 0 warnings (412 ms)");
  });

  it("uses plurals and seconds with one decimal from a second on", () => {
    const line = summaryLine({ ...none, crds: 3, written: 1, unchanged: 2, warnings: 1, ms: 1260 }, "write");
    expect(line).toBe("3 CRDs: 1 written, 2 unchanged, 1 warning (1.3 s)");
  });

  it("counts current, stale, missing and orphaned files with --check", () => {
    expect(summaryLine({ ...none, crds: 4, stale: 1, missing: 1, ms: 5 }, "check")).toBe(
      "4 CRDs: 2 current, 1 stale, 1 missing, 0 warnings (5 ms)",
    );
    expect(summaryLine({ ...none, crds: 1, orphaned: 2, ms: 5 }, "check")).toBe(
      "1 CRD: 1 current, 0 stale, 0 missing, 2 no longer generated, 0 warnings (5 ms)",
    );
  });

  it("says nothing was written or generated when there are errors", () => {
    expect(summaryLine({ ...none, errors: 2, warnings: 1, ms: 7 }, "write")).toBe(
      "2 errors, 1 warning: nothing written (7 ms)",
    );
    expect(summaryLine({ ...none, errors: 1, ms: 7 }, "stdout")).toBe(
      "1 error, 0 warnings: nothing generated (7 ms)",
    );
    expect(summaryLine({ ...none, errors: 1, ms: 7 }, "check")).toBe(
      "1 error, 0 warnings: nothing generated (7 ms)",
    );
  });

  it("counts printed CRDs with --stdout", () => {
    expect(summaryLine({ ...none, crds: 2, ms: 30 }, "stdout")).toBe("2 CRDs printed, 0 warnings (30 ms)");
  });
});
