#!/usr/bin/env node
// Derives, from the official Kubernetes 1.35 OpenAPI v3 documents, the CRD schemas controller-gen emits for core
// Kubernetes types, and the table of TypeScript client-library names for them; writes
// packages/generator/data/core-schemas.json (see packages/generator/data/README.md).
//
//   node scripts/derive-core-schemas.mjs [--openapi DIR] [--check]
//
// --check only reports whether the committed file is current (exit 1 if not). Needs only Node and the installed
// devDependencies: the client-library table is read from node_modules, and the JSON is laid out by the repository's
// Prettier so that `prettier --check .` accepts it.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { clientTypeTable } from "./derive-core-schemas/client-types.mjs";
import { closure, convertDefinition, recursiveDefinitions } from "./derive-core-schemas/convert.mjs";
import { applyRules, checkRules, embeddedObjectMeta, meta, roots } from "./derive-core-schemas/rules.mjs";

const target = fileURLToPath(new URL("../packages/generator/data/core-schemas.json", import.meta.url));
const defaultOpenapiDir = fileURLToPath(new URL("../testdata/k8s-openapi/1.35/v3", import.meta.url));

async function main() {
  const args = process.argv.slice(2);
  const openapiIndex = args.indexOf("--openapi");
  const openapiDir = openapiIndex >= 0 ? args[openapiIndex + 1] : defaultOpenapiDir;
  const { schemas, files } = loadSchemas(openapiDir);
  const json = JSON.stringify(sortKeys(derive(schemas, files)), null, 2);
  const text = await prettier.format(json, { ...(await prettier.resolveConfig(target)), filepath: target });
  const current = readText(target);
  if (args.includes("--check")) {
    if (current !== text) {
      console.error(`${target} is out of date; run: node scripts/derive-core-schemas.mjs`);
      process.exitCode = 1;
    }
    return;
  }
  if (current !== text) writeFileSync(target, text);
  console.log(`${target}: ${Buffer.byteLength(text)} bytes`);
}

function readText(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** The union of `components.schemas` of every per-group document; the same name must mean the same schema. */
function loadSchemas(dir) {
  const schemas = {};
  const files = readdirSync(dir)
    .filter((file) => file.endsWith("_openapi.json"))
    .sort();
  for (const file of files) {
    const document = JSON.parse(readFileSync(join(dir, file), "utf8"));
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(schema)) {
        throw new Error(`${file}: ${name} differs from an earlier document`);
      }
      schemas[name] = schema;
    }
  }
  return { schemas, files };
}

function derive(schemas, files) {
  checkRules(schemas);
  const recursive = recursiveDefinitions(schemas);
  const names = closure(roots, schemas, recursive);
  const definitions = {};
  for (const name of names) definitions[name] = convertDefinition(name, schemas);
  applyRules(definitions, schemas);
  return {
    source: {
      kubernetes: "1.35",
      documents: files.map((file) => `api/openapi-spec/v3/${file}`),
      roots,
      excludedRecursive: recursive,
    },
    definitions,
    embeddedObjectMeta,
    // Client model names depend on every definition name; Duration has none in the documents.
    clientTypes: clientTypeTable({ ...schemas, [`${meta}Duration`]: {} }, new Set(names)),
  };
}

/** A copy with object keys in code-unit order, so the output does not depend on the input's key order. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const out = {};
  for (const key of Object.keys(value).sort()) out[key] = sortKeys(value[key]);
  return out;
}

await main();
