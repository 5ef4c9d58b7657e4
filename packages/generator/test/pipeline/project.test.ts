import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";
import { generateCrds, generateFromProject, loadProject } from "../../src/index.js";

let dir: string;

const posix = (p: string): string => p.replaceAll("\\", "/");

const write = (file: string, text: string): string => writeProjectFile(dir, file, text);

function tsconfig(options: Record<string, unknown> = {}): void {
  write("tsconfig.json", testTsconfig({ "@shared/*": ["./shared/*"] }, options));
}

const kind = (name: string, spec: string) =>
  `import type { ObjectMeta } from "crdgen";\n\nexport interface ${name} {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: ${spec};\n}\n`;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-project-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("loading a real project", () => {
  it("finds the tsconfig above the working folder and honours its paths", () => {
    tsconfig();
    write("shared/size.ts", "export interface Size {\n  /** Gigabytes. */\n  gb: number;\n}\n");
    write("api/v1/info.ts", "// +groupName=store.example.com\nexport {};\n");
    write("api/v1/disk.ts", `import type { Size } from "@shared/size";\n${kind("Disk", "{ size: Size }")}`);
    const result = generateCrds({ inputs: ["v1"], cwd: path.join(dir, "api") });
    expect(result.diagnostics).toEqual([]);
    expect(result.crds.map((c) => [c.group, c.kind, c.plural, c.versions])).toEqual([
      ["store.example.com", "Disk", "disks", ["v1"]],
    ]);
    const spec = result.crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties?.spec;
    expect(spec?.properties?.size).toEqual({
      properties: { gb: { description: "Gigabytes.", type: "number" } },
      required: ["gb"],
      type: "object",
    });
    expect(result.crds[0]?.sources.map((s) => path.relative(dir, s))).toEqual([
      "api/v1/disk.ts",
      "shared/size.ts",
    ]);
  });

  it("uses strict defaults without a tsconfig, and reports TypeScript's errors as TypeScript does", () => {
    write(
      "input.ts",
      "// +groupName=a.example.com\n// +versionName=v1\nexport function f(x) {\n  return x;\n}\n",
    );
    const result = generateCrds({ inputs: ["input.ts"], cwd: dir });
    expect(result.diagnostics.map((d) => [d.code, d.span?.file, d.span?.start, d.message])).toEqual([
      ["CRD2019", undefined, undefined, "no root kinds found in the inputs"],
      ["CRD2001", "input.ts", { line: 3, column: 19 }, "TS7006: Parameter 'x' implicitly has an 'any' type."],
    ]);
  });

  it("reports a missing tsconfig and missing inputs, without throwing", () => {
    expect(
      generateCrds({ inputs: ["a.ts"], cwd: dir, tsconfig: "nope.json" }).diagnostics.map((d) => [
        d.code,
        d.message,
      ]),
    ).toEqual([["CRD2002", `tsconfig not found: ${path.join(dir, "nope.json").replaceAll("\\", "/")}`]]);
    tsconfig();
    expect(
      generateCrds({ inputs: ["missing", "gone.ts"], cwd: dir }).diagnostics.map((d) => [d.code, d.message]),
    ).toEqual([
      ["CRD2002", `input not found: missing (looked for ${posix(path.join(dir, "missing"))})`],
      ["CRD2002", `input not found: gone.ts (looked for ${posix(path.join(dir, "gone.ts"))})`],
      ["CRD2019", "no root kinds found in the inputs"],
    ]);
  });

  it("says which declaration files of an input folder it leaves out, and reads one named as an input", () => {
    tsconfig();
    write("api/v1/info.ts", "// +groupName=d.example.com\nexport {};\n");
    write("api/v1/disk.ts", kind("Disk", "{ a: string }"));
    for (const name of ["a", "b", "c", "d"]) write(`api/v1/${name}.d.ts`, "export {};\n");
    write(
      "api/v1/kinds.d.ts",
      kind("Tape", "{ b: string }").replace("export interface", "export declare interface"),
    );
    const notes = generateCrds({ inputs: ["api"], cwd: dir }).diagnostics.filter((d) => d.code === "CRD2024");
    expect(notes.map((d) => [d.severity, d.span, d.message])).toEqual([
      [
        "info",
        undefined,
        "5 declaration files in api not read: api/v1/a.d.ts, api/v1/b.d.ts, api/v1/c.d.ts and 2 more",
      ],
    ]);
    const named = generateCrds({ inputs: ["api/v1/info.ts", "api/v1/kinds.d.ts"], cwd: dir });
    expect(named.diagnostics).toEqual([]);
    expect(named.crds.map((c) => c.kind)).toEqual(["Tape"]);
  });

  it("reports a tsconfig TypeScript cannot use", () => {
    write("tsconfig.json", '{ "compilerOptions": { "moduleResolution": "nonsense" } }');
    write("input.ts", "export {};\n");
    const errors = generateCrds({ inputs: ["input.ts"], cwd: dir }).diagnostics.filter(
      (d) => d.code === "CRD2001",
    );
    expect(errors.map((d) => [d.span?.file, d.span?.start])).toEqual([
      ["tsconfig.json", { line: 1, column: 44 }],
    ]);
  });

  it("takes the version from the folder name unless +versionName says otherwise", () => {
    tsconfig();
    write("api/v1alpha1/a.ts", `// +groupName=x.example.com\n\n${kind("Apple", "{ a: string }")}`);
    write(
      "api/beta/b.ts",
      `// +groupName=x.example.com\n// +versionName=v1beta1\n\n${kind("Berry", "{ b: string }")}`,
    );
    const result = generateCrds({ inputs: ["api"], cwd: dir });
    expect(result.crds.map((c) => [c.kind, c.versions])).toEqual([
      ["Apple", ["v1alpha1"]],
      ["Berry", ["v1beta1"]],
    ]);
  });

  it("moves package markers from the first type's doc comment to the package", () => {
    tsconfig();
    write(
      "api/v1/a.ts",
      `import type { ObjectMeta } from "crdgen";\n/**\n * +groupName=moved.example.com\n * Cherry is a kind.\n */\nexport interface Cherry {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n}\n`,
    );
    const result = generateCrds({ inputs: ["api"], cwd: dir });
    expect(result.diagnostics).toEqual([]);
    expect(result.crds.map((c) => c.crd.metadata?.name)).toEqual(["cherries.moved.example.com"]);
  });

  it("refreshes a loaded program when files change", () => {
    tsconfig();
    write("api/v1/info.ts", "// +groupName=w.example.com\nexport {};\n");
    const file = write("api/v1/w.ts", kind("Watch", "{ a: string }"));
    const project = loadProject({ inputs: ["api"], cwd: dir }).value;
    if (project === undefined) throw new Error("not loaded");
    const before =
      generateFromProject(project).crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties
        ?.spec;
    expect(Object.keys(before?.properties ?? {})).toEqual(["a"]);
    write("api/v1/w.ts", kind("Watch", "{ a: string; b: number }"));
    const added = write("api/v1/x.ts", kind("Extra", "{ c: boolean }"));
    project.refresh([file, added]);
    const after = generateFromProject(project);
    expect(after.crds.map((c) => c.kind)).toEqual(["Extra", "Watch"]);
    const spec = after.crds[1]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties?.spec;
    expect(Object.keys(spec?.properties ?? {})).toEqual(["a", "b"]);
    rmSync(added);
    project.refresh([added]);
    expect(generateFromProject(project).crds.map((c) => c.kind)).toEqual(["Watch"]);
  });
});
