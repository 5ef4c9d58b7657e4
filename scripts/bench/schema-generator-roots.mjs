// The entry file that makes ts-json-schema-generator do crdgen's work on the synthetic API in one process:
// one interface with a property per root kind (`+kubebuilder:object:root=true`), so that one `--type`
// produces every root and everything it references. A wrapper type rather than `--type '*'`, because
// `*` would also make every exported helper type (Spec, Status, Port, …) a root, which crdgen does not.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The type ts-json-schema-generator is asked for (`--type`). */
export const rootsTypeName = "BenchRoots";

const rootMarker = "+kubebuilder:object:root=true";
// The marker sits in the comment right above the declaration it annotates.
const rootDeclaration = /\+kubebuilder:object:root=true[\s\S]*?\bexport\s+(?:interface|type|class)\s+(\w+)/g;

/**
 * Writes `<entryDir>/<fileName>` importing the root kinds found under `apiDir` as the properties of one
 * `BenchRoots` interface, and returns the file's path and the number of roots. `entryDir` should be
 * outside `apiDir` (so that neither `crdgen generate api` nor `tsc -p` reads the file) and outside the
 * repository's lint scope (the file is in no tsconfig project); a temporary folder does. The file is `.mts`
 * so that it is an ES module wherever it lives; the kinds it imports resolve their own imports from their
 * own folder.
 */
export function writeRootsEntry(entryDir, apiDir, fileName = "schema-generator-roots.mts") {
  const roots = findRootKinds(apiDir).map((root, index) => ({ ...root, alias: `Root${index}` }));
  const imports = roots.map(
    (r) => `import type { ${r.name} as ${r.alias} } from "${importSpecifier(entryDir, r.file)}";`,
  );
  const properties = roots.map((r) => `  ${JSON.stringify(`${r.group}/${r.name}`)}: ${r.alias};`);
  const source = [
    "// Written by scripts/bench/schema-generator-roots.mjs: the root kinds of the synthetic API.",
    ...imports,
    "",
    `export interface ${rootsTypeName} {`,
    ...properties,
    "}",
    "",
  ].join("\n");
  const path = join(entryDir, fileName);
  writeFileSync(path, source);
  return { path, rootCount: roots.length };
}

/** The root kinds declared in the `.ts` files under `apiDir`: { file, group, name }, in file order. */
function findRootKinds(apiDir) {
  return listTypeScriptFiles(apiDir).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    if (!text.includes(rootMarker)) return [];
    const group = relative(apiDir, file).split(sep).slice(0, -1).join("/");
    return [...text.matchAll(rootDeclaration)].map((match) => ({ file, group, name: match[1] }));
  });
}

function listTypeScriptFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

// A relative import specifier; NodeNext resolution wants the emitted `.js` name.
function importSpecifier(fromDir, file) {
  const path = relative(fromDir, file).split(sep).join("/").replace(/\.ts$/, ".js");
  return path.startsWith(".") ? path : `./${path}`;
}
