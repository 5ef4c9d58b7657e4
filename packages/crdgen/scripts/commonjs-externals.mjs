// Third-party packages the bundle imports that are CommonJS only. Node loads such a package from an ES module
// by first running cjs-module-lexer over its source to find the names it exports: for ts-morph (1 MB) that
// cost ≈100 ms of every `crdgen generate`, more than loading the whole bundle. The bundle loads them with
// `require` instead, through a small ES module that re-exports the names the package has (read at build time,
// by loading it once) and `module.exports` as the default export, as Node's own ESM wrapper does.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";

/** The folder of package `name` as resolved from `fromDir`, or undefined when it is not installed. */
function packageFolder(name, fromDir) {
  const folders = createRequire(join(fromDir, "package.json")).resolve.paths(name) ?? [];
  return folders
    .map((folder) => join(folder, name))
    .find((folder) => existsSync(join(folder, "package.json")));
}

function readManifest(folder) {
  return JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
}

// The `type` that applies to a file of the package: that of the nearest package.json up to the package's own
// (a package may keep its ES modules in a folder with a package.json of their own, as chokidar does).
function typeOf(file, root) {
  for (let folder = dirname(file); !relative(root, folder).startsWith(".."); folder = dirname(folder)) {
    if (existsSync(join(folder, "package.json"))) return readManifest(folder).type;
    if (folder === root) break;
  }
  return readManifest(root).type;
}

// The target of the package's main entry for an `import` by Node: its `exports` "." under the conditions
// Node applies (import, node, default, in the order the package lists them), else `main`.
function importTarget(exports, main) {
  let target = exports !== null && typeof exports === "object" && "." in exports ? exports["."] : exports;
  while (target !== null && typeof target === "object" && !Array.isArray(target)) {
    const condition = Object.keys(target).find((key) => ["import", "node", "default"].includes(key));
    if (condition === undefined) return undefined;
    target = target[condition];
  }
  return typeof target === "string" ? target : (main ?? "index.js");
}

/** Whether `import "name"` from `fromDir` loads a CommonJS module. */
export function isCommonJsOnly(name, fromDir) {
  const root = packageFolder(name, fromDir);
  if (root === undefined) return false;
  const manifest = readManifest(root);
  const target = importTarget(manifest.exports, manifest.main);
  if (target === undefined || target.endsWith(".mjs")) return false;
  return target.endsWith(".cjs") || typeOf(join(root, target), root) !== "module";
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/** The ES module that loads CommonJS package `name` with require and re-exports what it exports. */
export function requireShim(name, fromDir) {
  const exported = createRequire(join(fromDir, "package.json"))(name);
  const names = Object.keys(exported).filter((key) => identifier.test(key) && key !== "default");
  const specifier = JSON.stringify(name);
  return [
    `import { createRequire } from "node:module";`,
    `const required = createRequire(import.meta.url)(${specifier});`,
    `export default required;`,
    ...(names.length === 0 ? [] : [`export const { ${names.join(", ")} } = required;`]),
  ].join("\n");
}
