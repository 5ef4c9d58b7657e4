import type { JsonObject } from "./json.js";
import { cloneJson } from "./json.js";
import type { OpenApiFlavour } from "./flavour.js";

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

function referencedNames(schema: unknown, prefix: string): string[] {
  const names: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "$ref" && typeof child === "string" && child.startsWith(prefix)) {
          names.push(child.slice(prefix.length));
        } else {
          walk(child);
        }
      }
    }
  };
  walk(schema);
  return names;
}

/**
 * builder3's WrapRefs: a `$ref` with siblings (a description) moves into `allOf`, since OpenAPI v3.0 ignores
 * siblings of `$ref`.
 */
export function wrapRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(wrapRefs);
  if (schema === null || typeof schema !== "object") return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === "enum" || key === "default" || key === "example" ? value : wrapRefs(value);
  }
  if (typeof out.$ref === "string" && Object.keys(out).length > 1) {
    const ref = out.$ref;
    delete out.$ref;
    out.allOf = [{ $ref: ref }];
  }
  return out;
}
