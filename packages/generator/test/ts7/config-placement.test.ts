import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { crdgenConfigText, placeCrdgenConfig } from "../../src/ts7/config-file.js";
import { diskFiles } from "../../src/ts7/files.js";
import { loadTs7Modules, typeScriptAt } from "../../src/ts7/modules.js";
import { loadTs7Project } from "../../src/ts7/project.js";
import { toPosix } from "../../src/ts/paths.js";
import { typescript7Package } from "./typescript7.js";

// crdgen's tsconfig for TypeScript 7 is written under node_modules/.cache/crdgen (config-file.ts), not next to
// the project's tsconfig as the in-memory one is: the program must be the same file for file. The projects
// below put type packages and extended tsconfigs where the location of the extending tsconfig could matter.

const timeout = 120_000;

const root = toPosix(mkdtempSync(path.join(tmpdir(), "crdgen-config-placement-")));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

const typesPackage = (name: string) => ({
  [`node_modules/@types/${name}/package.json`]: JSON.stringify({
    name: `@types/${name}`,
    types: "index.d.ts",
  }),
  [`node_modules/@types/${name}/index.d.ts`]: `declare var ${name}: number;\n`,
});
const prefixed = (prefix: string, files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([name, text]) => [`${prefix}${name}`, text]));

write({
  // A monorepo: type packages at its root, one package with its own node_modules, one without.
  ...typesPackage("gamma"),
  "node_modules/shared-config/package.json": JSON.stringify({ name: "shared-config" }),
  "node_modules/shared-config/tsconfig.json": JSON.stringify({
    compilerOptions: { strict: true, skipLibCheck: true, paths: { "@lib/*": ["./lib/*"] } },
  }),
  "node_modules/shared-config/lib/thing.d.ts": "export declare const thing: string;\n",
  ...prefixed("packages/app/", {
    ...typesPackage("alpha"),
    "package.json": JSON.stringify({ name: "app", type: "module" }),
    // Every @types package above is included: no `types`.
    "tsconfig.json": JSON.stringify({
      extends: "shared-config/tsconfig.json",
      // TypeScript 7 includes no @types package unless `types` names it: "*" is every one.
      compilerOptions: { module: "nodenext", types: ["*"] },
    }),
    "src/input.ts": 'import { thing } from "@lib/thing.js";\nexport interface A { a: typeof thing }\n',
  }),
  ...prefixed("packages/plain/", {
    "package.json": JSON.stringify({ name: "plain" }),
    // No node_modules of its own: the @types packages are found by walking up from the tsconfig's folder.
    "tsconfig.json": JSON.stringify({
      extends: "./tsconfig.base.json",
      compilerOptions: { module: "nodenext" },
    }),
    "tsconfig.base.json": JSON.stringify({ compilerOptions: { strict: true, types: ["*"] } }),
    "src/input.ts": "export interface B { b: string }\n",
  }),
  ...prefixed("packages/templated/", {
    "tsconfig.json": JSON.stringify({ compilerOptions: { outDir: "${configDir}/out" } }),
    "src/input.ts": "export interface C { c: string }\n",
  }),
});

interface ProgramView {
  files: string[];
  diagnostics: string[];
}

/** The program TypeScript 7 opens from crdgen's tsconfig at `configPath`, served from memory or read from disk. */
function programOf(tsconfig: string, inputs: string[], configPath: string, inMemory: boolean): ProgramView {
  const installed = typeScriptAt(typescript7Package);
  if (installed === undefined) throw new Error(`no TypeScript at ${typescript7Package}`);
  const { sync } = loadTs7Modules(installed);
  const text = crdgenConfigText(tsconfig, inputs);
  if (!inMemory) writeFileSync(configPath, text);
  const api = new sync.API({
    cwd: path.dirname(tsconfig),
    ...(inMemory ? { fs: { readFile: (file: string) => (file === configPath ? text : undefined) } } : {}),
  });
  try {
    const project = api.updateSnapshot({ openProjects: [configPath] }).getProject(configPath);
    if (project === undefined) throw new Error(`${configPath} not opened`);
    const { program } = project;
    const diagnostics = [
      ...program.getGlobalDiagnostics(),
      ...inputs.flatMap((file) => [...program.getSemanticDiagnostics(file)]),
    ].map((d) => `${d.fileName ?? ""} ${String(d.code)}`);
    return { files: [...program.getSourceFileNames()].sort(), diagnostics };
  } finally {
    api.close();
  }
}

function compare(project: string): { onDisk: ProgramView; inMemory: ProgramView; configPath: string } {
  const dir = path.posix.join(root, project);
  const tsconfig = path.posix.join(dir, "tsconfig.json");
  const inputs = [path.posix.join(dir, "src/input.ts")];
  const placed = placeCrdgenConfig(diskFiles, dir, tsconfig);
  try {
    expect(placed.onDisk).toBe(true);
    return {
      onDisk: programOf(tsconfig, inputs, placed.path, false),
      inMemory: programOf(tsconfig, inputs, path.posix.join(dir, "tsconfig.crdgen-inputs.json"), true),
      configPath: placed.path,
    };
  } finally {
    placed.remove();
  }
}

describe("crdgen's tsconfig for TypeScript 7, written under node_modules/.cache", () => {
  it(
    "gives the program the in-memory tsconfig gives: the package's and the root's @types, paths from an extended package",
    () => {
      const { onDisk, inMemory, configPath } = compare("packages/app");
      expect(configPath.startsWith(`${root}/packages/app/node_modules/.cache/crdgen/`)).toBe(true);
      expect(onDisk).toEqual(inMemory);
      const names = onDisk.files.map((f) => f.slice(root.length));
      expect(names).toEqual(
        expect.arrayContaining([
          "/packages/app/node_modules/@types/alpha/index.d.ts",
          "/node_modules/@types/gamma/index.d.ts",
          "/node_modules/shared-config/lib/thing.d.ts",
          "/packages/app/src/input.ts",
        ]),
      );
      expect(onDisk.diagnostics).toEqual([]);
    },
    timeout,
  );

  it(
    "gives the same program in a package without node_modules, whose @types are found by walking up",
    () => {
      const { onDisk, inMemory, configPath } = compare("packages/plain");
      expect(configPath.startsWith(`${root}/node_modules/.cache/crdgen/`)).toBe(true);
      expect(onDisk).toEqual(inMemory);
      const names = onDisk.files.map((f) => f.slice(root.length));
      expect(names).toEqual(
        expect.arrayContaining(["/node_modules/@types/gamma/index.d.ts", "/packages/plain/src/input.ts"]),
      );
      expect(onDisk.diagnostics).toEqual([]);
    },
    timeout,
  );

  it("stays in memory when the tsconfig uses ${configDir}, which means the extending tsconfig's folder", () => {
    const dir = path.posix.join(root, "packages/templated");
    const placed = placeCrdgenConfig(diskFiles, dir, path.posix.join(dir, "tsconfig.json"));
    expect(placed).toMatchObject({ onDisk: false, path: `${dir}/tsconfig.crdgen-inputs.json` });
  });

  it(
    "is removed when the project closes",
    () => {
      const installed = typeScriptAt(typescript7Package);
      if (installed === undefined) throw new Error(`no TypeScript at ${typescript7Package}`);
      const dir = path.posix.join(root, "packages/app");
      const loaded = loadTs7Project(loadTs7Modules(installed), { inputs: ["src"], cwd: dir });
      expect(loaded.diagnostics).toEqual([]);
      const cache = path.join(dir, "node_modules/.cache/crdgen");
      expect(readdirSync(cache)).toHaveLength(1);
      expect(loaded.value?.inputFiles().map((f) => path.basename(f.path))).toEqual(["input.ts"]);
      loaded.value?.close?.();
      expect(readdirSync(cache)).toEqual([]);
    },
    timeout,
  );
});
