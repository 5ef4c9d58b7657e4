#!/usr/bin/env node
// The input fuzzer: the CLI's commands that read CRDs and objects (check, validate with and without --old,
// openapi v2/v3, jsonschema, docs, explain), run in process on corpus CRDs and generated objects with parts replaced
// by values of every type, deep nesting and long strings. Whatever the input, a command must answer with
// diagnostics: an exception (or an `internal error` line) is a crdgen bug. Modes (MODE=…): `any` mutates CRDs
// freely (most become undecodable, CRD5049), `decodable` keeps only mutated CRDs that the API server's decoder
// accepts (reaching the checker and the schema code), `objects` keeps the CRD and mutates the objects.
// Usage: [MODE=any|decodable|objects] node scripts/fuzz/inputs.mjs [SEED] [RUNS] (after `npm run build`).
// Failing inputs are kept in scripts/fuzz/.failures/; the exit status is 1 when there is one.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeObjects } from "../bench/object-generator.mjs";
import { seeded } from "./random.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const { runCli } = await import(join(root, "packages/crdgen/dist/cli/main.js"));
const { readManifestText } = await import(join(root, "packages/crdgen/dist/index.js"));
const { decodeCustomResourceDefinition } = await import(join(root, "packages/structural/dist/index.js"));
const seed = Number(process.argv[2] ?? 1);
const runs = Number(process.argv[3] ?? 100);
const mode = process.env.MODE ?? "decodable";
const { next, pick } = seeded(seed);
const corpus = join(root, "testdata/corpus/crds");
const failures = join(root, "scripts/fuzz/.failures");

const manifestFiles = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ya?ml|json)$/.test(e.name))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
const documents = (file) =>
  [...readManifestText(readFileSync(file, "utf8"), file)]
    .filter((item) => item.kind === "document")
    .map((item) => item.document.value);

const work = mkdtempSync(join(tmpdir(), "crdgen-fuzz-inputs-"));
const objectsFolder = join(work, "objects");
writeObjects(objectsFolder, corpus, { count: 600, seed });
const objectsByKind = new Map();
for (const file of manifestFiles(objectsFolder)) {
  const [object] = documents(file);
  if (!objectsByKind.has(object.kind)) objectsByKind.set(object.kind, []);
  objectsByKind.get(object.kind).push(object);
}
const allObjects = [...objectsByKind.values()].flat();

const deep = (n) => (n === 0 ? {} : { a: deep(n - 1) });
const rules = [
  "self.size() > 0",
  "self == oldSelf",
  "has(self.x)",
  "self.all(x, x > 0)",
  "int(self) < 3",
  "[?self.x]",
  "self.x.y.z",
  "quantity(self).isGreaterThan(quantity('1'))",
  "dyn(self)",
  "oldSelf.hasValue()",
  "url(self).getHost() == ''",
  "duration(self) > duration('1s')",
  "self.startsWith(",
  "1/0 == 1",
];
const values = () =>
  pick([
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    2 ** 63,
    "",
    "x",
    "string",
    "object",
    "array",
    "integer",
    "int-or-string",
    "date-time",
    "^(",
    "set",
    "map",
    "atomic",
    "1Gi",
    [],
    {},
    [null],
    [1, 1],
    ["a", "a"],
    { a: null },
    deep(pick([5, 40, 120])),
    "x".repeat(pick([10, 300, 70000])),
    { rule: pick(rules) },
    [
      {
        rule: pick(rules),
        messageExpression: pick(rules),
        fieldPath: pick([".x", "x", ""]),
        optionalOldSelf: pick([true, null]),
      },
    ],
    { type: pick(["string", "object", "array", "integer"]) },
    { "x-kubernetes-int-or-string": true },
    { "x-kubernetes-preserve-unknown-fields": true },
    { "x-kubernetes-embedded-resource": true, type: "object" },
    {
      type: "array",
      items: { type: "string" },
      "x-kubernetes-list-type": pick(["set", "map"]),
      "x-kubernetes-list-map-keys": pick([["name"], []]),
    },
  ]);
const keywords = [
  "type",
  "format",
  "pattern",
  "enum",
  "default",
  "nullable",
  "items",
  "properties",
  "additionalProperties",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "x-kubernetes-validations",
  "x-kubernetes-list-type",
  "x-kubernetes-list-map-keys",
  "x-kubernetes-map-type",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-int-or-string",
  "maxLength",
  "maxItems",
  "maximum",
  "required",
  "selectableFields",
  "additionalPrinterColumns",
  "subresources",
  "deprecated",
  "served",
  "storage",
  "name",
  "scope",
  "metadata",
  "spec",
  "status",
  "labels",
  "finalizers",
  "ownerReferences",
  "managedFields",
  "namespace",
  "generateName",
];

function paths(value, path = [], out = []) {
  out.push(path);
  if (Array.isArray(value)) value.forEach((child, i) => paths(child, [...path, i], out));
  else if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) paths(value[key], [...path, key], out);
  }
  return out;
}

// Replaces, deletes, or adds under a random node `count` times.
function mutate(document, count) {
  for (let i = 0; i < count; i++) {
    const path = pick(paths(document));
    if (path.length === 0) continue;
    let parent = document;
    for (const step of path.slice(0, -1)) parent = parent[step];
    const last = path.at(-1);
    const choice = next();
    if (choice < 0.4) parent[last] = values();
    else if (choice < 0.55) {
      if (Array.isArray(parent)) parent.splice(last, 1);
      else delete parent[last];
    } else if (parent[last] !== null && typeof parent[last] === "object" && !Array.isArray(parent[last])) {
      parent[last][pick(keywords)] = values();
    } else parent[last] = values();
  }
  return document;
}

function mutatedCrd(original) {
  if (mode === "objects") return original;
  if (mode === "any") return mutate(structuredClone(original), 1 + Math.floor(next() * 4));
  for (let attempt = 0; attempt < 20; attempt++) {
    const crd = mutate(structuredClone(original), 1 + Math.floor(next() * 4));
    if (decodeCustomResourceDefinition(crd).length === 0) return crd;
  }
  return undefined;
}

const json = (value) => JSON.stringify(value, (_, v) => (typeof v === "bigint" ? Number(v) : v));
const sink = () => ({
  text: "",
  write(text) {
    this.text += text;
    return true;
  },
});
const crdFiles = manifestFiles(corpus);
let failed = 0;
try {
  for (let run = 0; run < runs; run++) {
    const crds = documents(pick(crdFiles));
    if (crds.length === 0) continue;
    const crd = mutatedCrd(pick(crds));
    if (crd === undefined) continue;
    const kind = crd?.spec?.names?.kind;
    const object = structuredClone(pick(objectsByKind.get(kind) ?? allObjects));
    const old = mutate(structuredClone(object), 1);
    mutate(object, mode === "objects" ? 1 + Math.floor(next() * 6) : Math.floor(next() * 3));
    const dir = join(work, `run-${run}`);
    mkdirSync(dir);
    writeFileSync(join(dir, "crd.json"), json(crd));
    writeFileSync(join(dir, "object.json"), json(object));
    writeFileSync(join(dir, "old.json"), json(old));
    const commands = [
      ["check", "crd.json"],
      ["validate", "object.json", "--crds", "crd.json", "--format", "json"],
      ["validate", "object.json", "--crds", "crd.json", "--output", "yaml", "--strict"],
      ["validate", "object.json", "--crds", "crd.json", "--old", "old.json"],
      ["openapi", "--crds", "crd.json", "--out", "openapi"],
      ["openapi", "--v2", "--crds", "crd.json", "--out", "openapi-v2"],
      ["jsonschema", "--crds", "crd.json", "--out", "schemas"],
      ["docs", "--crds", "crd.json"],
      ...(typeof kind === "string"
        ? [
            [
              "explain",
              `${kind.toLowerCase()}${pick(["", ".spec", ".metadata", ".status"])}`,
              "--crds",
              "crd.json",
              "--recursive",
            ],
          ]
        : []),
    ];
    for (const argv of commands) {
      const [stdout, stderr] = [sink(), sink()];
      let problem;
      try {
        await runCli(argv, { stdout, stderr, stdin: (async function* () {})(), env: {}, cwd: dir });
        // The API server's own "Internal error" texts are answers; crdgen's own report of a bug is not.
        if (/crdgen [^:]*: internal error|This is a bug in crdgen/.test(stderr.text + stdout.text))
          problem = stderr.text;
      } catch (error) {
        if (error?.constructor?.name !== "UsageError") problem = String(error?.stack ?? error);
      }
      if (problem === undefined) continue;
      failed++;
      const keep = join(failures, `inputs-${mode}-${seed}-${run}-${argv[0]}`);
      mkdirSync(keep, { recursive: true });
      for (const file of ["crd.json", "object.json", "old.json"])
        writeFileSync(join(keep, file), readFileSync(join(dir, file)));
      writeFileSync(join(keep, "problem.txt"), `crdgen ${argv.join(" ")}\n${problem}\n`);
      console.log(`seed ${seed} run ${run} crdgen ${argv.join(" ")}: ${problem.split("\n")[0]} (${keep})`);
    }
    rmSync(dir, { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`inputs fuzzer (${mode}), seed ${seed}: ${runs} runs, ${failed} failing commands`);
process.exitCode = failed > 0 ? 1 : 0;
