import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every scripts/derive-*.mjs writes data a build reads; `npm run regen` (what CI checks generated files with)
// must rebuild each of them before the build, or a stale derived file goes unnoticed. docs/architecture.md's
// table of generated files lists each step.
const regen = readFileSync(new URL("../scripts/regen.mjs", import.meta.url), "utf8");
const architecture = readFileSync(new URL("../docs/architecture.md", import.meta.url), "utf8");
const deriveScripts = readdirSync(new URL("../scripts/", import.meta.url)).filter((name) =>
  /^derive-.*\.mjs$/.test(name),
);

describe("scripts/regen.mjs", () => {
  it("finds the derive scripts", () => {
    expect(deriveScripts).toContain("derive-openapi-meta.mjs");
  });

  for (const script of deriveScripts) {
    it(`runs scripts/${script} before the build, and docs/architecture.md lists it`, () => {
      const step = regen.indexOf(`run("node", ["scripts/${script}"]);`);
      const build = regen.indexOf(`run(npm, ["run", "build"]);`);
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThan(build);
      expect(architecture).toContain(`node scripts/${script}`);
    });
  }
});
