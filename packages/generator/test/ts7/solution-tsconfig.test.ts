import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { GenerateOptions, TsBackend } from "../../src/index.js";
import { generateCrds, openProject } from "../../src/index.js";
import { toPosix } from "../../src/ts/paths.js";
import { placedDiagnostics, writeProjectFile } from "../support/temp-project.js";
import { typescript7Package } from "./typescript7.js";

// A monorepo whose root tsconfig is solution-style, as Nx, Angular and Vite make them: `"files": []` and one
// reference per package. The API package maps `@shared/*` in its own tsconfig, which the solution lacks: read
// with the solution's options, the import does not resolve (TS2307).

const timeout = 120_000;
const root = toPosix(mkdtempSync(path.join(tmpdir(), "crdgen-solution-")));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const write = (file: string, text: string) => writeProjectFile(root, file, text);
write(
  "tsconfig.json",
  `// the monorepo's solution
{
  "files": [],
  "references": [
    { "path": "./packages/web" },
    { "path": "./packages/api" }, // the API types
  ],
}
`,
);
write("packages/web/tsconfig.json", JSON.stringify({ compilerOptions: { strict: true }, include: ["src"] }));
write("packages/web/src/app.ts", "export const app = 1;\n");
write(
  "packages/api/tsconfig.json",
  JSON.stringify({
    compilerOptions: { strict: true, types: [], paths: { "@shared/*": ["./src/shared/*"] } },
    include: ["src"],
  }),
);
write("packages/api/src/shared/port.ts", "export interface Port {\n  name: string;\n  port: number;\n}\n");
write(
  "packages/api/src/widget.ts",
  [
    "// +groupName=example.com",
    'import type { Port } from "@shared/port";',
    "",
    "/** +kubebuilder:object:root=true */",
    "export interface Widget {",
    '  apiVersion: "example.com/v1";',
    '  kind: "Widget";',
    "  metadata?: { name?: string };",
    "  spec: { ports?: Port[] };",
    "}",
    "",
  ].join("\n"),
);

function generate(tsBackend: TsBackend, options: Partial<GenerateOptions> = {}) {
  return generateCrds({
    inputs: ["packages/api/src"],
    cwd: root,
    tsBackend,
    typescriptPackage: typescript7Package,
    ...options,
  });
}

describe.each(["ts-morph", "typescript7"] as const)("a solution-style tsconfig (%s)", (backend) => {
  it(
    "reads the inputs with the referenced project that includes them, and says so",
    () => {
      const result = generate(backend);
      expect(placedDiagnostics(result.diagnostics)).toEqual([
        [
          "CRD2025",
          undefined,
          "tsconfig.json is a solution-style tsconfig: the inputs are read with packages/api/tsconfig.json, which includes them",
        ],
      ]);
      expect(result.crds.map((c) => c.crd.metadata?.name)).toEqual(["widgets.example.com"]);
      expect(JSON.stringify(result)).toBe(JSON.stringify(generate("ts-morph")));
    },
    timeout,
  );

  it(
    "names the solution on the project, so that watch mode follows it too",
    () => {
      const project = openProject({
        inputs: ["packages/api/src"],
        cwd: root,
        tsBackend: backend,
        typescriptPackage: typescript7Package,
      }).value;
      try {
        expect(project?.tsconfig).toBe(`${root}/packages/api/tsconfig.json`);
        expect(project?.solution).toBe(`${root}/tsconfig.json`);
      } finally {
        project?.close?.();
      }
    },
    timeout,
  );

  it(
    "uses a tsconfig named by the user as it is, solution or not",
    () => {
      const result = generate(backend, { tsconfig: "tsconfig.json" });
      expect(result.diagnostics.map((d) => d.code)).toContain("CRD2001");
      expect(result.diagnostics.map((d) => d.code)).not.toContain("CRD2025");
    },
    timeout,
  );

  it(
    "warns, and keeps the solution's options, when no referenced project includes every input",
    () => {
      const result = generate(backend, { inputs: ["packages/api/src", "packages/web/src"] });
      const codes = result.diagnostics.map((d) => d.code);
      expect(codes[0]).toBe("CRD2026");
      expect(result.diagnostics[0]?.message).toBe(
        "tsconfig.json is a solution-style tsconfig and none of its referenced projects includes every input: its own compiler options are used",
      );
      // With the solution's options `@shared/port` does not resolve, as before.
      expect(codes).toContain("CRD2001");
    },
    timeout,
  );
});
