import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateCrds, openProject, openProjectOnDemand } from "../../src/index.js";
import { fixturesRoot, fixturesTsconfig } from "../support/fixtures.js";
import { typescript7Package } from "./typescript7.js";

const arrays = path.join(fixturesRoot, "arrays");
/** The repository's own TypeScript (5.9), which the repository builds with. */
const typescript5Package = path.dirname(createRequire(import.meta.url).resolve("typescript/package.json"));
const timeout = 120_000;

describe("choosing the compiler backend", () => {
  it("auto reads with ts-morph when the project's typescript is not 7.x (this repository: 5.9)", () => {
    const loaded = openProject({ inputs: ["input.ts"], cwd: arrays, tsconfig: fixturesTsconfig });
    expect(loaded.value?.backend).toBe("ts-morph");
  });

  it(
    "auto reads with TypeScript 7 when the project's typescript is 7.x",
    () => {
      const loaded = openProject({
        inputs: ["input.ts"],
        cwd: arrays,
        tsconfig: fixturesTsconfig,
        typescriptPackage: typescript7Package,
      });
      try {
        expect(loaded.value?.backend).toBe("typescript7");
        expect(loaded.value?.inputFiles().map((f) => path.basename(f.path))).toEqual(["input.ts"]);
      } finally {
        loaded.value?.close?.();
      }
    },
    timeout,
  );

  // The command line's entry: the same choice as openProject, with the ts-morph adapter imported when chosen.
  it(
    "openProjectOnDemand makes the same choice as openProject",
    async () => {
      const options = { inputs: ["input.ts"], cwd: arrays, tsconfig: fixturesTsconfig };
      const tsMorph = await openProjectOnDemand(options);
      expect(tsMorph.value?.backend).toBe("ts-morph");
      const typescript7 = await openProjectOnDemand({ ...options, typescriptPackage: typescript7Package });
      try {
        expect(typescript7.value?.backend).toBe("typescript7");
      } finally {
        typescript7.value?.close?.();
      }
      const refused = await openProjectOnDemand({
        ...options,
        tsBackend: "typescript7",
        typescriptPackage: typescript5Package,
      });
      expect(refused.diagnostics.map((d) => d.code)).toEqual(["CRD2070"]);
    },
    timeout,
  );

  it("typescript7 refuses a project whose typescript is not 7.x, with the version it found", () => {
    const result = generateCrds({
      inputs: ["input.ts"],
      cwd: arrays,
      tsconfig: fixturesTsconfig,
      tsBackend: "typescript7",
      typescriptPackage: typescript5Package,
    });
    expect(result.crds).toEqual([]);
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([["CRD2070", "error"]]);
    expect(result.diagnostics[0]?.message).toMatch(
      /needs TypeScript 7, and the project's typescript .* is version 5\./,
    );
    expect(result.diagnostics[0]?.hint).toContain("npm i -D typescript@7");
  });

  it("typescript7 refuses a project without any typescript", () => {
    const result = generateCrds({
      inputs: ["input.ts"],
      cwd: "/app",
      files: { "/app/input.ts": "export interface A { a: string }\n" },
      tsBackend: "typescript7",
    });
    expect(result.diagnostics.map((d) => d.code)).toEqual(["CRD2070"]);
    expect(result.diagnostics[0]?.message).toContain("no typescript package is found from /app");
  });

  // Linux: a process's children are found in /proc. Without close() the compiler would live until exit.
  it.runIf(process.platform === "linux")(
    "ends TypeScript 7's process when a run ends, and the process exits by itself",
    () => {
      const generator = fileURLToPath(new URL("../../dist/index.js", import.meta.url));
      const script = `
        import { readdirSync, readFileSync } from "node:fs";
        const { generateCrds } = await import(${JSON.stringify(generator)});
        function liveChildren() {
          return readdirSync("/proc").filter((p) => /^\\d+$/.test(p)).filter((p) => {
            try {
              const stat = readFileSync("/proc/" + p + "/stat", "utf8");
              const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
              return Number(ppid) === process.pid && state !== "Z";
            } catch { return false; }
          });
        }
        const result = generateCrds(${JSON.stringify({
          inputs: ["input.ts"],
          cwd: arrays,
          tsconfig: fixturesTsconfig,
          tsBackend: "typescript7",
          typescriptPackage: typescript7Package,
        })});
        let children = liveChildren();
        // No cap: on a loaded machine the killed compiler can take seconds to go; spawnSync's timeout catches a hang.
        while (children.length > 0) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          children = liveChildren();
        }
        console.log(result.crds.length, children.length);`;
      const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        encoding: "utf8",
        timeout: 100_000,
      });
      expect(child.signal).toBeNull();
      expect(child.stdout.trim()).toBe("1 0");
      expect(child.status).toBe(0);
    },
    timeout,
  );
});
