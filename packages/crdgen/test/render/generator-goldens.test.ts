import path from "node:path";
import { describe, expect, it } from "vitest";
import type { GenerateResult } from "@crdgen/generator";
import { validateCustomResourceDefinition } from "@crdgen/structural";
import { renderCrdYaml } from "../../src/render/index.js";
// The fixtures are the generator's (its other tests run them too); the golden test lives here because the
// goldens are the YAML crdgen ships, and only this package has the renderer (crdgen depends on the generator,
// never the other way round).
import {
  fixtureFolders,
  readGolden,
  renderDiagnostics,
  runFixture,
  updateGolden,
} from "../../../generator/test/support/fixtures.js";

/** The CRDs as `crdgen generate` renders them, one `---` document each, in the generator's order. */
function crdsAsShippedYaml(result: GenerateResult): string {
  return result.crds.map((c) => renderCrdYaml(c.crd)).join("");
}

/*
 * One folder per feature: packages/generator/fixtures/<feature>/input.ts (or api/<version>/*.ts) and
 * expected.yaml, plus expected.diagnostics.txt when the feature reports something.
 * `UPDATE_GOLDENS=1 npx vitest run test/render/generator-goldens.test.ts` rewrites them.
 */
describe("generator golden fixtures", () => {
  for (const folder of fixtureFolders()) {
    it(path.basename(folder), () => {
      const result = runFixture(folder);
      const yamlText = crdsAsShippedYaml(result);
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
