import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasErrors } from "@crdgen/core";
import {
  fixtureFolders,
  readGolden,
  renderDiagnostics,
  runFixture,
  updateGolden,
} from "./support/fixtures.js";

/*
 * One folder per diagnostic: fixtures/_error_/<case>/input.ts and expected.diagnostics.txt, rendered as the
 * CLI renders them (no colour, code frame, paths relative to the fixture).
 */
describe("error fixtures", () => {
  for (const folder of fixtureFolders("_error_")) {
    it(path.basename(folder), () => {
      const result = runFixture(folder);
      const text = renderDiagnostics(result.diagnostics, folder);
      updateGolden(path.join(folder, "expected.diagnostics.txt"), text);
      expect(hasErrors(result.diagnostics)).toBe(true);
      expect(result.diagnostics.every((d) => d.span !== undefined || d.code === "CRD2019")).toBe(true);
      expect(text).toBe(readGolden(path.join(folder, "expected.diagnostics.txt")));
    });
  }
});
