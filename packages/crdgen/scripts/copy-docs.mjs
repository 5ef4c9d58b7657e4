#!/usr/bin/env node
// Copies the user documentation that the repository keeps at its root (docs/markers.md, generated from the
// marker registry, and docs/cli.md, generated from the option table) into the package, so the published
// tarball has what the hints and `crdgen --help` point at: node_modules/crdgen/docs/. The copies are build
// output (git ignores them); the sources stay where their generators and staleness tests expect them.
import { copyFile, mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const from = new URL("../../../docs/", import.meta.url);
const to = new URL("../docs/", import.meta.url);
await mkdir(to, { recursive: true });
for (const name of ["markers.md", "cli.md"]) await copyFile(new URL(name, from), new URL(name, to));
console.log(`copied ${fileURLToPath(from)}{markers,cli}.md into ${fileURLToPath(to)}`);
