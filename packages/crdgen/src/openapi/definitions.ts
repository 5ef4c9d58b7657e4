import type { JsonObject } from "./json.js";
import { cloneJson } from "./json.js";
import type { OpenApiFlavour } from "./flavour.js";
import { isObject } from "./structural-schema.js";
import { mapSubschemas, subschemas } from "./subschemas.js";

// The builder declares ObjectMeta a dependency of the kind's definition (apiextensions-apiserver v0.35.0
// builder.go:564 and :598, `Dependencies: []string{objectMetaType}`), and kube-openapi's
// buildDefinitionRecursively follows Dependencies, not references (builder/openapi.go:183, builder3/openapi.go:460):
// ObjectMeta is published even when the kind's schema is just `type: object` and refers to nothing.
const objectMetaName = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";

/**
 * The definitions a document holds: its own (the kinds and lists), ObjectMeta, and every built-in definition
 * reachable by `$ref` from them or from the routes' models, as kube-openapi's buildDefinitionRecursively collects
 * them.
 */
export function collectDefinitions(
  own: ReadonlyMap<string, JsonObject>,
  models: Iterable<string>,
  flavour: OpenApiFlavour,
): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  const visit = (name: string): void => {
    if (name in out) return;
    const schema = own.get(name) ?? flavour.meta.definitions[name];
    if (schema === undefined) return;
    out[name] = own.has(name) ? schema : cloneJson(schema);
    for (const ref of referencedNames(schema, flavour.refPrefix)) visit(ref);
  };
  for (const name of own.keys()) visit(name);
  if (own.size > 0) visit(objectMetaName);
  for (const name of models) visit(name);
  return out;
}

// The definitions a schema refers to, found where schemas are (never in `default`, `enum` or `example` values,
// which may hold a `$ref` key as data). For the built-in definitions these are their Dependencies.
function referencedNames(schema: JsonObject, prefix: string): string[] {
  const names: string[] = [];
  const walk = (node: JsonObject): void => {
    const ref = node.$ref;
    if (typeof ref === "string" && ref.startsWith(prefix)) names.push(ref.slice(prefix.length));
    subschemas(node).forEach(walk);
  };
  walk(schema);
  return names;
}

/**
 * builder3's WrapRefs (kube-openapi builder3/util/util.go:29): a `$ref` with siblings (a description) moves into
 * `allOf`, since OpenAPI v3.0 ignores siblings of `$ref`. It walks schemas as schemamutation's Walker does, through
 * the places that hold schemas only: a property named `default`, `enum` or `example` is a schema like any other,
 * while the values of those keywords are never schemas.
 */
export function wrapRefs(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out = mapSubschemas(schema, (child) => wrapRefs(child) as JsonObject);
  if (typeof out.$ref === "string" && Object.keys(out).length > 1) {
    const ref = out.$ref;
    delete out.$ref;
    out.allOf = [{ $ref: ref }];
  }
  return out;
}
