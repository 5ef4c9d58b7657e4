#!/usr/bin/env node
// Writes docs/markers.md from the @crdgen/markers registry (build the package first:
// `npx tsc -b packages/markers`). With --check, only reports whether the file is current (exit 1 if not).
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { markerReference } from "../packages/markers/dist/index.js";

const target = fileURLToPath(new URL("../docs/markers.md", import.meta.url));
const expected = markerReference();
const current = await readFile(target, "utf8").catch(() => undefined);

if (process.argv.includes("--check")) {
  if (current !== expected) {
    console.error("docs/markers.md is out of date; run: node scripts/markers-doc.mjs");
    process.exitCode = 1;
  }
} else if (current !== expected) {
  await writeFile(target, expected);
  console.log("wrote docs/markers.md");
}
