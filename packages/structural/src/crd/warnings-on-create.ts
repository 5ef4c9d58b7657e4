import { isSupportedFormat } from "../defaults/formats/supported.js";
import { goQuote } from "../model/go-value.js";
import { FieldPath } from "../model/path.js";
import { goString, goStruct, goStructs } from "./decoded.js";

/** A warning the API server returns with a created CRD: its text, and the v1 field it first came from. */
export interface CrdWarning {
  readonly text: string;
  /** The field in the apiextensions.k8s.io/v1 object (`spec.versions[0].schema.openAPIV3Schema….format`). */
  readonly field: string;
  /** The same place as steps from the object's root (names, map keys and list indexes as strings). */
  readonly steps: readonly string[];
}

/**
 * The CRD strategy's `WarningsOnCreate` as the client receives it (apiextensions-apiserver v0.35.0
 * pkg/registry/customresourcedefinition/strategy.go:124-143): `unrecognized format "<format>"` for every schema
 * node whose `type` is exactly `string` and whose format, with its dashes removed, is not one the server
 * validates at its default CEL compatibility version (pkg/apiserver/validation/formats.go:108-122), collected
 * version by version in `SchemaHas` order (apis/apiextensions/validation/validation.go:1659-1728). The warning
 * recorder keeps the first of equal texts (apiserver pkg/endpoints/filters/warning.go:69-90), so a schema every
 * version shares, which the server checks once as `spec.validation`, warns as the versions' own copies do.
 *
 * Only meaningful for a CRD that passed validation: `BeforeCreate` asks for the warnings after `Validate` and
 * the ObjectMeta check succeed (apiserver pkg/registry/rest/create.go:121-135), so an invalid CRD gets none.
 */
export function warningsOnCreate(crd: unknown): CrdWarning[] {
  const seen = new Set<string>();
  const out: CrdWarning[] = [];
  const versions = goStructs(goStruct(goStruct(crd)?.spec)?.versions);
  versions.forEach((version, i) => {
    const schema = goStruct(goStruct(version.schema)?.openAPIV3Schema);
    if (schema === undefined) return;
    const path = FieldPath.root("spec").childIndex("versions", i).child("schema").child("openAPIV3Schema");
    const at: Place = { path, steps: ["spec", "versions", String(i), "schema", "openAPIV3Schema"] };
    walkSchema(schema, at, (text, place) => {
      if (seen.has(text)) return;
      seen.add(text);
      out.push({ text, field: place.path.toString(), steps: place.steps });
    });
  });
  return out;
}

/** A schema node's place: the field path for messages, its steps for finding it in the file. */
interface Place {
  readonly path: FieldPath;
  readonly steps: readonly string[];
}

type Report = (text: string, place: Place) => void;

const child = (at: Place, name: string): Place => ({ path: at.path.child(name), steps: [...at.steps, name] });
const indexed = (at: Place, name: string, i: number): Place => ({
  path: at.path.childIndex(name, i),
  steps: [...at.steps, name, String(i)],
});
const keyed = (at: Place, name: string, key: string): Place => ({
  path: at.path.childKey(name, key),
  steps: [...at.steps, name, key],
});

/**
 * `SchemaHas` with the format predicate: the node itself, then items (one schema or each of a list), allOf,
 * anyOf, oneOf, not, properties, additionalProperties, patternProperties, additionalItems, definitions and the
 * schema form of dependencies. Go ranges over the maps in random order; crdgen keeps the file's order.
 */
function walkSchema(schema: Readonly<Record<string, unknown>>, at: Place, report: Report): void {
  const format = goString(schema.format);
  // GetUnrecognizedFormats looks at a one-element type list made of the node's type (strategy.go:114).
  if (format !== "" && goString(schema.type) === "string" && !isSupportedFormat(format)) {
    report(`unrecognized format ${goQuote(format)}`, child(at, "format"));
  }
  const items = schema.items;
  if (Array.isArray(items)) {
    goStructs(items).forEach((item, i) => {
      walkSchema(item, indexed(at, "items", i), report);
    });
  } else {
    walkOptional(items, child(at, "items"), report);
  }
  for (const junctor of ["allOf", "anyOf", "oneOf"] as const) {
    goStructs(schema[junctor]).forEach((item, i) => {
      walkSchema(item, indexed(at, junctor, i), report);
    });
  }
  walkOptional(schema.not, child(at, "not"), report);
  walkMap(schema.properties, at, "properties", report);
  walkOptional(schema.additionalProperties, child(at, "additionalProperties"), report);
  walkMap(schema.patternProperties, at, "patternProperties", report);
  walkOptional(schema.additionalItems, child(at, "additionalItems"), report);
  walkMap(schema.definitions, at, "definitions", report);
  // A dependency given as a list of property names has no schema to look into.
  walkMap(schema.dependencies, at, "dependencies", report);
}

// A schema-or-bool (additionalProperties, additionalItems) is a schema only when it is an object.
function walkOptional(value: unknown, at: Place, report: Report): void {
  const schema = goStruct(value);
  if (schema !== undefined) walkSchema(schema, at, report);
}

function walkMap(value: unknown, at: Place, name: string, report: Report): void {
  const map = goStruct(value);
  if (map === undefined) return;
  for (const [key, schema] of Object.entries(map)) walkOptional(schema, keyed(at, name, key), report);
}
