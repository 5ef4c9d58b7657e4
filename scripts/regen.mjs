#!/usr/bin/env node
// Rebuilds every generated file of the repository from scratch, in dependency order: the core-type data, the
// build (turbo: a cache hit when nothing changed), the markers and CLI docs, the example CRDs, the goldens.
// Files a step owns are deleted first, so a file nothing generates any more shows up as deleted. CI runs this
// and then fails on any change `git status` shows (`.ci/run`); a maintainer runs it after changing what any of
// these files are made from, and reviews the diff.
//
// Only the golden test files run (with UPDATE_GOLDENS=1), never the whole suites: `npm test` runs them anyway.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n> ${path.relative(root, cwd) || "."}: ${[command, ...args].join(" ")}`);
  execFileSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
}

/** Files under `dir` (recursively) whose name passes `keep`. */
function filesUnder(dir, keep) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function remove(files) {
  for (const file of files) rmSync(file);
}

// Derived from testdata/ only; the generator's and crdgen's builds read them, so they come first. The OpenAPI
// meta definitions (ObjectMeta, ListMeta, Status, ... that `crdgen openapi` and `crdgen explain` publish) are
// deleted first: the script writes them from nothing, and the build fails if it no longer does.
run("node", ["scripts/derive-core-schemas.mjs"]);
rmSync(path.join(root, "packages", "crdgen", "src", "openapi", "data", "meta-definitions.ts"), {
  force: true,
});
run("node", ["scripts/derive-openapi-meta.mjs"]);
run(npm, ["run", "build"]);
run("node", ["scripts/markers-doc.mjs"]);
run("node", ["scripts/cli-doc.mjs"]);

// The example operators' CRDs (examples/<name>/config/crd/bases), as `npm run examples` writes them (the
// README's command; it also validates the samples and checks the CRDs).
const examples = path.join(root, "examples");
for (const entry of readdirSync(examples, { withFileTypes: true })) {
  const bases = path.join(examples, entry.name, "config", "crd", "bases");
  if (entry.isDirectory() && existsSync(bases)) remove(filesUnder(bases, (name) => name.endsWith(".yaml")));
}
run(npm, ["run", "examples"]);

// The generator fixtures' goldens: expected.yaml is tested in crdgen (beside the renderer), the error
// fixtures' expected.diagnostics.txt in the generator.
const fixtures = path.join(root, "packages", "generator", "fixtures");
remove(filesUnder(fixtures, (name) => name === "expected.yaml" || name === "expected.diagnostics.txt"));
const updateGoldens = { env: { UPDATE_GOLDENS: "1" } };
run("npx", ["vitest", "run", "test/errors.test.ts"], {
  cwd: path.join(root, "packages", "generator"),
  ...updateGoldens,
});
run("npx", ["vitest", "run", "test/render/generator-goldens.test.ts"], {
  cwd: path.join(root, "packages", "crdgen"),
  ...updateGoldens,
});
