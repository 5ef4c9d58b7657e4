import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "@crdgen/structural";
import {
  crdsAsYaml,
  fixtureFolders,
  readGolden,
  renderDiagnostics,
  runFixture,
  updateGolden,
} from "./support/fixtures.js";

/*
 * One folder per feature: fixtures/<feature>/input.ts (or api/<version>/*.ts) and expected.yaml, plus
 * expected.diagnostics.txt when the feature reports something. `UPDATE_GOLDENS=1 vitest run` rewrites them.
 */
describe("golden fixtures", () => {
  for (const folder of fixtureFolders()) {
    it(path.basename(folder), () => {
      const result = runFixture(folder);
      const yamlText = crdsAsYaml(result);
      const diagnosticsText = renderDiagnostics(result.diagnostics, folder);
      updateGolden(path.join(folder, "expected.yaml"), yamlText);
      updateGolden(path.join(folder, "expected.diagnostics.txt"), diagnosticsText);
      expect(result.crds.length).toBeGreaterThan(0);
      expect(yamlText).toBe(readGolden(path.join(folder, "expected.yaml")));
      expect(diagnosticsText).toBe(readGolden(path.join(folder, "expected.diagnostics.txt")));
      for (const { crd } of result.crds) expect(validateCustomResourceDefinition(crd)).toEqual([]);
    });
  }
});
