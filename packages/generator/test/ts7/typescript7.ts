import { createRequire } from "node:module";
import path from "node:path";
import type { TsProject } from "../../src/index.js";
import { generateCrds, openProject } from "../../src/index.js";
import { type Scenario, setUpScenario } from "../support/incremental-scenario.js";

/**
 * The TypeScript 7 the tests run the typescript7 backend with: the root package.json's `typescript7`
 * devDependency (an npm alias of typescript@7, declared once there and hoisted to the workspace's node_modules),
 * since the repository itself builds with TypeScript 5.9.
 */
export const typescript7Package = path.dirname(
  createRequire(import.meta.url).resolve("typescript7/package.json"),
);

/**
 * The shared incremental scenario (support/incremental-scenario.ts) on the TypeScript 7 backend, each step
 * compared with a fresh ts-morph run; `opened` receives the project so that the test can close it.
 */
export function setUpTs7Scenario(dir: string, opened: (project: TsProject) => void): Scenario {
  const open = () => {
    const project = openProject({
      inputs: ["api"],
      cwd: dir,
      tsBackend: "typescript7",
      typescriptPackage: typescript7Package,
    }).value;
    if (project === undefined) throw new Error("not loaded");
    opened(project);
    project.prepareForChanges();
    return project;
  };
  return setUpScenario(dir, open, () => generateCrds({ inputs: ["api"], cwd: dir, tsBackend: "ts-morph" }));
}
