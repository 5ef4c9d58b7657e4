// The table of TypeScript names that @kubernetes/client-node, kubernetes-models (+ @kubernetes-models/apimachinery)
// and kubernetes-types give to Kubernetes OpenAPI definitions, read from their installed .d.ts files. Part of
// scripts/derive-core-schemas.mjs.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const nodeModules = fileURLToPath(new URL("../../node_modules", import.meta.url));

/**
 * One row per declaring file and definition: `names` are the exported names that denote it, `modules` the import
 * specifiers that export those names, `declarationFile` the .d.ts path inside `package`. `schemas` are all 1.35
 * definitions (client names depend on all of them); only rows for the `supported` definitions are kept.
 */
export function clientTypeTable(schemas, supported) {
  const definitionNames = new Set(Object.keys(schemas));
  const unmatched = [];
  const rows = [
    ...clientNodeRows(schemas, unmatched),
    ...kubernetesModelsRows("kubernetes-models", definitionNames, unmatched),
    ...kubernetesModelsRows("@kubernetes-models/apimachinery", definitionNames, unmatched),
    ...kubernetesTypesRows(definitionNames, unmatched),
  ];
  if (unmatched.length > 0) {
    const counts = {};
    for (const name of unmatched) counts[name.split(":")[0]] = (counts[name.split(":")[0]] ?? 0) + 1;
    console.error(
      `client types without a 1.35 definition, left out (removed or renamed APIs): ${JSON.stringify(counts)}`,
    );
  }
  const kept = rows.filter((r) => supported.has(r.definition)).sort(compareRows);
  const packages = {};
  for (const name of new Set(kept.map((r) => r.package))) packages[name] = packageVersion(name);
  return { packages, types: kept };
}

function compareRows(a, b) {
  const x = `${a.package}\0${a.declarationFile}\0${a.names[0]}`;
  const y = `${b.package}\0${b.declarationFile}\0${b.names[0]}`;
  return x < y ? -1 : x > y ? 1 : 0;
}

function packageVersion(packageName) {
  return JSON.parse(readFileSync(join(nodeModules, packageName, "package.json"), "utf8")).version;
}

/**
 * The Python client generator (kubernetes-client/gen, openapi/preprocess_spec.py) names a model after the last
 * two dot-separated parts of its definition name, taking one more part for every name that would collide;
 * openapi-generator then capitalises and joins the parts: io.k8s.api.core.v1.PodSpec -> V1PodSpec,
 * io.k8s.api.discovery.v1.EndpointPort -> DiscoveryV1EndpointPort.
 */
export function clientNodeModelNames(definitionNames) {
  const parts = new Map([...definitionNames].map((name) => [name, 2]));
  const shortName = (name) => name.split(".").slice(-parts.get(name)).join(".");
  for (;;) {
    const byShort = new Map();
    for (const name of parts.keys())
      byShort.set(shortName(name), [...(byShort.get(shortName(name)) ?? []), name]);
    const clashes = [...byShort.values()].filter((names) => names.length > 1).flat();
    if (clashes.length === 0) break;
    for (const name of clashes) parts.set(name, parts.get(name) + 1);
  }
  const models = new Map();
  for (const name of parts.keys()) {
    const model = shortName(name)
      .split(".")
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join("");
    models.set(model, name);
  }
  return models;
}

function clientNodeRows(schemas, unmatched) {
  const packageName = "@kubernetes/client-node";
  const models = clientNodeModelNames(Object.keys(schemas));
  const dir = join(nodeModules, packageName, "dist/gen/models");
  const rows = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".d.ts"))
    .sort()) {
    const text = readFileSync(join(dir, file), "utf8");
    for (const [, name] of text.matchAll(/^export declare class (\w+)/gm)) {
      const definition = models.get(name);
      if (definition === undefined) {
        if (name !== "ObjectSerializer") unmatched.push(`${packageName}:${name}`);
        continue;
      }
      reportExtraProperties(text, schemas[definition], `${packageName}:${name}`);
      rows.push(row(packageName, `dist/gen/models/${file}`, [name], [packageName], definition));
    }
  }
  // Hand-written in the client (src/types.ts), used by its generated models for IntOrString fields.
  rows.push(
    row(
      packageName,
      "dist/types.d.ts",
      ["IntOrString"],
      [packageName],
      "io.k8s.apimachinery.pkg.util.intstr.IntOrString",
    ),
  );
  return rows;
}

/**
 * Reports properties a client class has that the 1.35 definition lacks (a sign of a wrong name mapping, or of an
 * API change between the client's Kubernetes version and 1.35). The client escapes reserved words with `_` and
 * spells `$ref`/`x-kubernetes-*` as identifiers.
 */
function reportExtraProperties(text, schema, label) {
  const known = new Set(
    Object.keys(schema.properties ?? {}).map((p) => p.replace(/^\$/, "").replaceAll("-", "_")),
  );
  const extra = [...text.matchAll(/^ {4}'(\w+)'\??:/gm)]
    .map((m) => m[1].replace(/^_/, ""))
    .filter((p) => !known.has(p));
  if (extra.length > 0) console.error(`${label}: properties not in 1.35: ${extra.join(", ")}`);
}

/** kubernetes-models files export `{ IX as I<Definition>, X as <Definition> }`, the definition name in PascalCase. */
function kubernetesModelsRows(packageName, definitionNames, unmatched) {
  const byPascal = new Map([...definitionNames].map((name) => [pascalCase(name), name]));
  const root = join(nodeModules, packageName);
  const rows = [];
  for (const path of declarationFiles(root)) {
    const file = relative(root, path).split("\\").join("/");
    const text = readFileSync(path, "utf8");
    const aliases = /^export \{ (\w+) as (I\w+), (\w+) as (\w+) \};$/m.exec(text);
    if (aliases === null) continue;
    const [, iface, ifaceAlias, value, valueAlias] = aliases;
    const definition = byPascal.get(valueAlias);
    if (definition === undefined) {
      unmatched.push(`${packageName}:${file}`);
      continue;
    }
    const folder = file.slice(0, file.lastIndexOf("/"));
    const modules = [`${packageName}/${file.slice(0, -".d.ts".length)}`];
    if (existsSync(join(root, folder, "index.d.ts"))) modules.push(`${packageName}/${folder}`);
    rows.push(row(packageName, file, [iface, ifaceAlias, value, valueAlias], modules, definition));
  }
  return rows;
}

function pascalCase(definitionName) {
  return definitionName
    .split(/[.-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

function declarationFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (entry === "node_modules" || entry === "_schemas") continue;
    if (statSync(path).isDirectory()) out.push(...declarationFiles(path));
    else if (entry.endsWith(".d.ts") && entry !== "index.d.ts") out.push(path);
  }
  return out;
}

/** kubernetes-types: one file per Go package, exporting the Go type names. */
const kubernetesTypesPackages = {
  "api/resource": "io.k8s.apimachinery.pkg.api.resource",
  "apiextensions/v1": "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1",
  "meta/v1": "io.k8s.apimachinery.pkg.apis.meta.v1",
  runtime: "io.k8s.apimachinery.pkg.runtime",
  version: "io.k8s.apimachinery.pkg.version",
};

function kubernetesTypesRows(definitionNames, unmatched) {
  const packageName = "kubernetes-types";
  const root = join(nodeModules, packageName);
  const rows = [];
  for (const path of declarationFiles(root)) {
    const file = relative(root, path).split("\\").join("/");
    const goPackage = file.slice(0, -".d.ts".length);
    const prefix = kubernetesTypesPackages[goPackage] ?? `io.k8s.api.${goPackage.replace("/", ".")}`;
    const text = readFileSync(path, "utf8");
    for (const [, name] of text.matchAll(/^export (?:interface|type) (\w+)/gm)) {
      const definition = `${prefix}.${name}`;
      if (!definitionNames.has(definition)) {
        unmatched.push(`${packageName}:${goPackage}/${name}`);
        continue;
      }
      rows.push(row(packageName, file, [name], [`${packageName}/${goPackage}`], definition));
    }
  }
  return rows;
}

function row(packageName, declarationFile, names, modules, definition) {
  return { package: packageName, declarationFile, names, modules, definition };
}
