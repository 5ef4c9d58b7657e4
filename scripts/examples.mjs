#!/usr/bin/env node
// `npm run examples` (after the build): every example operator under examples/ runs its own npm scripts, in the
// order a user would — generate the CRDs, then what is made from them (validate the samples, the API docs,
// the published OpenAPI, the JSON Schemas) — and then `crdgen check` reads every CRD the examples commit.
// An example takes part in a step by having the script; CI fails when the committed files differ from
// what this produces (scripts/regen.mjs, .ci/run).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const steps = ["generate", "validate", "docs", "openapi", "jsonschema"];

function run(command, args, cwd) {
  console.log(`\n> ${path.relative(root, cwd) || "."}: ${[command, ...args].join(" ")}`);
  execFileSync(command, args, { cwd, stdio: "inherit" });
}

const examples = path.join(root, "examples");
const projects = readdirSync(examples, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(examples, entry.name))
  .filter((dir) => readdirSync(dir).includes("package.json"))
  .sort();
for (const dir of projects) {
  const { scripts = {} } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  for (const step of steps) if (scripts[step] !== undefined) run(npm, ["run", step], dir);
}

// Hand-written CRDs (examples/crds) and every example's generated ones, as `crdgen check` reads them.
const crdFolders = [
  "examples/crds",
  ...projects.map((dir) => path.relative(root, path.join(dir, "config", "crd"))),
];
run("node", ["packages/crdgen/dist/bundle/bin.js", "check", ...crdFolders], root);
