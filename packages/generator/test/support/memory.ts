import { readFileSync } from "node:fs";
import type { GenerateOptions, GenerateResult } from "../../src/index.js";
import { generateCrds } from "../../src/index.js";

const apiTypes = readFileSync(new URL("../../../crdgen/src/api-types.ts", import.meta.url), "utf8");

/** An in-memory `crdgen` package with the real user-facing types, for programs that import from "crdgen". */
const crdgenPackage: Readonly<Record<string, string>> = {
  "/node_modules/crdgen/package.json": JSON.stringify({ name: "crdgen", types: "index.ts" }),
  "/node_modules/crdgen/index.ts": apiTypes,
};

/** The leading lines of a one-file API package: group example.com, version v1. */
export const header =
  '// +groupName=example.com\n// +versionName=v1\n\nimport type { ObjectMeta } from "crdgen";\n';

/** A root kind `Widget` whose spec is `spec`. */
export function widget(spec: string, extra = ""): string {
  return `${header}\n${extra}\nexport interface Widget {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: ${spec};\n}\n`;
}

/** Generates from in-memory files under /app, with /app/input.ts as the input unless told otherwise. */
export function generateInMemory(
  files: Readonly<Record<string, string>>,
  options: Partial<GenerateOptions> = {},
): GenerateResult {
  return generateCrds({
    inputs: ["input.ts"],
    cwd: "/app",
    files: { ...crdgenPackage, ...files },
    ...options,
  });
}

/** The generated openAPIV3Schema of the first CRD's first version. */
export function firstSchema(result: GenerateResult): unknown {
  return result.crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema;
}

/** The schema of `spec` in the first CRD. */
export function specSchema(result: GenerateResult): unknown {
  const root = result.crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema;
  return root?.properties?.spec;
}

/** Diagnostics as `code line:column message`, for compact assertions. */
export function summary(result: GenerateResult): string[] {
  return result.diagnostics.map(
    (d) =>
      `${d.code} ${d.span === undefined ? "-" : `${d.span.file}:${d.span.start.line}:${d.span.start.column}`} ${d.message}`,
  );
}
