import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { placedDiagnostics, testTsconfig, writeProjectFile } from "../support/temp-project.js";
import { generateCrds } from "../../src/index.js";

let dir: string;

const write = (file: string, text: string): string => writeProjectFile(dir, file, text);

const placed = placedDiagnostics;

/** A kind in api/v1 whose spec comes from `@shared/size`, so that the tsconfig's `paths` must work. */
function writeApi(): void {
  write("shared/size.ts", "export interface Size {\n  gb: number;\n}\n");
  write(
    "api/v1/disk.ts",
    [
      "// +groupName=store.example.com",
      'import type { ObjectMeta } from "crdgen";',
      'import type { Size } from "@shared/size";',
      "",
      "export interface Disk {",
      "  apiVersion: string;",
      "  kind: string;",
      "  metadata?: ObjectMeta;",
      "  spec: { size: Size };",
      "}",
      "",
    ].join("\n"),
  );
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-tsconfig-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("a tsconfig the project's own TypeScript accepts", () => {
  it("works with baseUrl, paths and moduleResolution node, which TypeScript 6 deprecates", () => {
    write(
      "tsconfig.json",
      testTsconfig(
        { "@shared/*": ["shared/*"] },
        { baseUrl: ".", module: "CommonJS", moduleResolution: "node" },
      ),
    );
    writeApi();
    const result = generateCrds({ inputs: ["api"], cwd: dir });
    expect(placed(result.diagnostics)).toEqual([]);
    expect(result.crds.map((c) => c.crd.metadata?.name)).toEqual(["disks.store.example.com"]);
  });

  it("works with options TypeScript 5.0–5.4 accepted and 6 removed, and the user's ignoreDeprecations", () => {
    write(
      "tsconfig.json",
      testTsconfig(
        { "@shared/*": ["./shared/*"] },
        { importsNotUsedAsValues: "remove", ignoreDeprecations: "5.0", downlevelIteration: true },
      ),
    );
    writeApi();
    const result = generateCrds({ inputs: ["api"], cwd: dir });
    expect(placed(result.diagnostics)).toEqual([]);
    expect(result.crds).toHaveLength(1);
  });

  it("keeps TypeScript 5's defaults for a project on TypeScript 5: not strict unless the tsconfig says so", () => {
    write("node_modules/typescript/package.json", JSON.stringify({ name: "typescript", version: "5.9.3" }));
    write("tsconfig.json", JSON.stringify({ compilerOptions: { module: "Preserve", noEmit: true } }));
    write(
      "input.ts",
      "// +groupName=a.example.com\n// +versionName=v1\nexport function f(x) {\n  return x;\n}\n",
    );
    const codes = generateCrds({ inputs: ["input.ts"], cwd: dir }).diagnostics.map((d) => d.code);
    expect(codes).toEqual(["CRD2019"]);
  });
});

describe("problems with the tsconfig", () => {
  it("are placed at their line and column in the tsconfig", () => {
    write(
      "tsconfig.json",
      [
        "{",
        '  "compilerOptions": {',
        '    "strict": true,',
        '    "target": "nonsense",',
        '    "declarationDir": "out"',
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    write("input.ts", "// +groupName=a.example.com\n// +versionName=v1\nexport {};\n");
    const result = generateCrds({ inputs: ["input.ts"], cwd: dir });
    expect(placed(result.diagnostics.filter((d) => d.code === "CRD2001"))).toEqual([
      [
        "CRD2001",
        "tsconfig.json:4:15",
        expect.stringMatching(/^TS6046: Argument for '--target' option must be: /),
      ],
      [
        "CRD2001",
        "tsconfig.json:5:5",
        "TS5069: Option 'declarationDir' cannot be specified without specifying option 'declaration' or option 'composite'.",
      ],
    ]);
  });

  it("include JSON syntax errors, placed too", () => {
    write("tsconfig.json", '{\n  "compilerOptions": {\n    "strict": true\n  \n');
    write("input.ts", "// +groupName=a.example.com\n// +versionName=v1\nexport {};\n");
    const result = generateCrds({ inputs: ["input.ts"], cwd: dir });
    expect(placed(result.diagnostics.filter((d) => d.code === "CRD2001"))).toEqual([
      ["CRD2001", "tsconfig.json:5:1", "TS1005: '}' expected."],
    ]);
  });
});
