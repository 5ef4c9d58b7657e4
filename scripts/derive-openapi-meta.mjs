#!/usr/bin/env node
// Derives, from the official Kubernetes OpenAPI documents in testdata/k8s-openapi, the built-in definitions the API
// server merges into a CRD's published OpenAPI (ObjectMeta, ListMeta, Status, DeleteOptions, Patch, autoscaling/v1
// Scale and everything they reference), and TypeMeta's apiVersion/kind properties; writes
// packages/crdgen/src/openapi/data/meta-definitions.ts. Both come from the 1.35 v3 documents (the version crdgen
// follows); v2 is their v2 form (see toV2), checked against the 1.36 swagger.json, the only v2 document kept in the
// repository: every definition is the same there except for what 1.36 changed.
//
//   node scripts/derive-openapi-meta.mjs [--check]
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";

const target = fileURLToPath(
  new URL("../packages/crdgen/src/openapi/data/meta-definitions.ts", import.meta.url),
);
const testdata = fileURLToPath(new URL("../testdata/k8s-openapi/", import.meta.url));
const meta = "io.k8s.apimachinery.pkg.apis.meta.v1.";
// The Go types kube-openapi's builder asks for (responses, request bodies, the kind's metadata), from builder.go.
const roots = ["ObjectMeta", "ListMeta", "Status", "DeleteOptions", "Patch"].map((name) => meta + name);
roots.push("io.k8s.api.autoscaling.v1.Scale");

function readJson(path) {
  return JSON.parse(readFileSync(testdata + path, "utf8"));
}

// The named definitions and every definition they reference, by name.
function closure(definitions, prefix) {
  const out = {};
  const visit = (name) => {
    if (name in out) return;
    const schema = definitions[name];
    if (schema === undefined) throw new Error(`missing definition ${name}`);
    out[name] = schema;
    for (const ref of JSON.stringify(schema).matchAll(/"\$ref":"([^"]+)"/g))
      visit(ref[1].slice(prefix.length));
  };
  roots.forEach(visit);
  return out;
}

function typeMeta(definitions) {
  const status = definitions[meta + "Status"].properties;
  return { apiVersion: status.apiVersion, kind: status.kind };
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}

const v3Schemas = {
  ...readJson("1.35/v3/apis__apps__v1_openapi.json").components.schemas,
  ...readJson("1.35/v3/apis__autoscaling__v1_openapi.json").components.schemas,
};

// The CRD builder names its definitions with client-go's kubernetes/scheme (apiextensions-apiserver v0.35.0
// builder.go:482, openapi.NewDefinitionNamer(scheme.Scheme)), not with the API server's own scheme that the official
// documents come from: DeleteOptions, registered in every group-version, lists in a CRD's documents only the
// group-versions of client-go v0.35.0 kubernetes/scheme/register.go (localSchemeBuilder), so none of admission.k8s.io,
// apiextensions.k8s.io, apiregistration.k8s.io and imagepolicy.k8s.io. Checked against the real builder by the publish
// oracle (packages/crdgen/test/openapi/oracle).
const clientGoSchemeGroupVersions = new Set(
  [
    ["admissionregistration.k8s.io", "v1", "v1alpha1", "v1beta1"],
    ["internal.apiserver.k8s.io", "v1alpha1"],
    ["apps", "v1", "v1beta1", "v1beta2"],
    ["authentication.k8s.io", "v1", "v1alpha1", "v1beta1"],
    ["authorization.k8s.io", "v1", "v1beta1"],
    ["autoscaling", "v1", "v2", "v2beta1", "v2beta2"],
    ["batch", "v1", "v1beta1"],
    ["certificates.k8s.io", "v1", "v1beta1", "v1alpha1"],
    ["coordination.k8s.io", "v1alpha2", "v1beta1", "v1"],
    ["", "v1"],
    ["discovery.k8s.io", "v1", "v1beta1"],
    ["events.k8s.io", "v1", "v1beta1"],
    ["extensions", "v1beta1"],
    ["flowcontrol.apiserver.k8s.io", "v1", "v1beta1", "v1beta2", "v1beta3"],
    ["networking.k8s.io", "v1", "v1beta1"],
    ["node.k8s.io", "v1", "v1alpha1", "v1beta1"],
    ["policy", "v1", "v1beta1"],
    ["rbac.authorization.k8s.io", "v1", "v1beta1", "v1alpha1"],
    ["resource.k8s.io", "v1", "v1beta2", "v1beta1", "v1alpha3"],
    ["scheduling.k8s.io", "v1alpha1", "v1beta1", "v1"],
    ["storage.k8s.io", "v1beta1", "v1", "v1alpha1"],
    ["storagemigration.k8s.io", "v1beta1"],
  ].flatMap(([group, ...versions]) => versions.map((version) => `${group}/${version}`)),
);
{
  const deleteOptions = v3Schemas[meta + "DeleteOptions"];
  const official = deleteOptions["x-kubernetes-group-version-kind"];
  const listed = new Set(official.map((gvk) => `${gvk.group}/${gvk.version}`));
  const unknown = [...clientGoSchemeGroupVersions].filter((groupVersion) => !listed.has(groupVersion));
  if (unknown.length > 0) throw new Error(`DeleteOptions is not listed in ${unknown.join(", ")}`);
  v3Schemas[meta + "DeleteOptions"] = {
    ...deleteOptions,
    "x-kubernetes-group-version-kind": official.filter((gvk) =>
      clientGoSchemeGroupVersions.has(`${gvk.group}/${gvk.version}`),
    ),
  };
}
// The /openapi/v2 form of a built-in definition the server also publishes in v3: references under #/definitions/,
// a reference with siblings not wrapped in allOf (kube-openapi builder3's WrapRefs is v3 only), and no defaults
// (handler.PruneDefaults runs on the static v2 spec).
function toV2(value) {
  if (Array.isArray(value)) return value.map(toV2);
  if (value === null || typeof value !== "object") return value;
  const out = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "default") continue;
    out[key] = key === "enum" || key === "example" ? child : toV2(child);
  }
  const only = Array.isArray(out.allOf) && out.allOf.length === 1 ? out.allOf[0] : undefined;
  if (only !== undefined && Object.keys(only).length === 1 && typeof only.$ref === "string") {
    delete out.allOf;
    out.$ref = only.$ref;
  }
  if (typeof out.$ref === "string") out.$ref = out.$ref.replace("#/components/schemas/", "#/definitions/");
  return out;
}

const v2Definitions = closure(
  Object.fromEntries(Object.entries(v3Schemas).map(([name, schema]) => [name, toV2(schema)])),
  "#/definitions/",
);
// What 1.36 changed in these definitions; anything else differing means toV2 is not the server's v2 form.
const changedIn136 = new Set([
  `${meta}ListMeta/properties/shardInfo`,
  `${meta}DeleteOptions/x-kubernetes-group-version-kind`,
]);
const swagger136 = readJson("1.36/swagger.json").definitions;
const differences = [];
const compare = (ours, theirs, path) => {
  if (JSON.stringify(sortKeys(ours)) === JSON.stringify(sortKeys(theirs)) || changedIn136.has(path)) return;
  const objects = [ours, theirs].every((x) => x !== null && typeof x === "object" && !Array.isArray(x));
  if (!objects) return differences.push(path);
  for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    compare(ours[key], theirs[key], `${path}/${key}`);
  }
};
for (const [name, schema] of Object.entries(v2Definitions)) compare(schema, swagger136[name], name);
if (differences.length > 0)
  throw new Error(`v2 form differs from 1.36 swagger.json at ${differences.join(", ")}`);

const data = {
  v3: {
    kubernetes: "1.35",
    definitions: closure(v3Schemas, "#/components/schemas/"),
    typeMeta: typeMeta(v3Schemas),
  },
  v2: {
    kubernetes: "1.35",
    definitions: v2Definitions,
    typeMeta: typeMeta(v2Definitions),
  },
};
const source = `// Generated by scripts/derive-openapi-meta.mjs from testdata/k8s-openapi; do not edit.
import type { JsonObject } from "../json.js";

/** Built-in definitions a CRD's OpenAPI refers to, as the API server of that Kubernetes version publishes them. */
export interface MetaDefinitions {
  readonly kubernetes: string;
  readonly definitions: Readonly<Record<string, JsonObject>>;
  readonly typeMeta: { readonly apiVersion: JsonObject; readonly kind: JsonObject };
}

export const metaDefinitions: { readonly v2: MetaDefinitions; readonly v3: MetaDefinitions } = ${JSON.stringify(sortKeys(data))};
`;
const text = await prettier.format(source, { ...(await prettier.resolveConfig(target)), filepath: target });
if (process.argv.includes("--check")) {
  const current = readFileSync(target, "utf8");
  if (current !== text) {
    console.error(`${target} is out of date; run node scripts/derive-openapi-meta.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
}
