#!/usr/bin/env node
// Writes docs/cli.md and packages/crdgen/config.schema.json from the command and configuration tables of
// crdgen (build the package first: `npx tsc -b packages/crdgen`), formatted with the repository's prettier.
// With --check, only reports whether the files are current (exit 1 if not).
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { commands } from "../packages/crdgen/dist/cli/commands.js";
import { cliReference } from "../packages/crdgen/dist/cli/reference.js";
import { configJsonSchema } from "../packages/crdgen/dist/config/index.js";

const outputs = [
  { name: "docs/cli.md", text: cliReference(commands) },
  { name: "packages/crdgen/config.schema.json", text: `${JSON.stringify(configJsonSchema(), null, 2)}\n` },
];

const check = process.argv.includes("--check");
for (const { name, text } of outputs) {
  const target = fileURLToPath(new URL(`../${name}`, import.meta.url));
  const config = (await prettier.resolveConfig(target)) ?? {};
  const expected = await prettier.format(text, { ...config, filepath: target });
  const current = await readFile(target, "utf8").catch(() => undefined);
  if (current === expected) continue;
  if (check) {
    console.error(`${name} is out of date; run: node scripts/cli-doc.mjs`);
    process.exitCode = 1;
  } else {
    await writeFile(target, expected);
    console.log(`wrote ${name}`);
  }
}
