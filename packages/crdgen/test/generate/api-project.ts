import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** crdgen's own API types, which the temp projects map the `crdgen` import to. */
const apiTypes = fileURLToPath(new URL("../../src/api-types.ts", import.meta.url));

/** The Widget kind of group example.com, version v1, with a spec of the given TypeScript type. */
export function widgetSource(spec = "{ size: number }"): string {
  return (
    `// +groupName=example.com\nimport type { ObjectMeta } from "crdgen";\n\n` +
    `/** A widget. */\nexport interface Widget {\n  apiVersion: string;\n  kind: string;\n` +
    `  metadata?: ObjectMeta;\n  spec: ${spec};\n}\n`
  );
}

/** Writes `text` to `file` (relative to `root`, `/`-separated), creating folders; returns the absolute path. */
export function writeProjectFile(root: string, file: string, text: string): string {
  const absolute = path.join(root, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  return absolute;
}

/**
 * A fresh temp project: a package.json (so that no config is found above it), a tsconfig mapping `crdgen`
 * to the API types, `api/v1/widget.ts`, and `extra` files on top (paths relative to the project).
 */
export function apiProject(extra: Readonly<Record<string, string>> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), "crdgen-generate-"));
  const compilerOptions = {
    strict: true,
    module: "Preserve",
    moduleResolution: "Bundler",
    noEmit: true,
    types: [],
    paths: { crdgen: [apiTypes] },
  };
  const files: Record<string, string> = {
    "package.json": '{ "name": "operator", "private": true }\n',
    "tsconfig.json": JSON.stringify({ compilerOptions }),
    "api/v1/widget.ts": widgetSource(),
    ...extra,
  };
  for (const [name, text] of Object.entries(files)) writeProjectFile(root, name, text);
  return root;
}
