import { isSupportedFormat } from "../defaults/formats/supported.js";
import { goQuote } from "../model/go-value.js";
import { FieldPath } from "../model/path.js";
import type { FieldError } from "../model/field-error.js";
import { goString, goStruct, goStructs } from "./decoded.js";
import { dedupOwnerReferences } from "./object-meta-lists.js";
import { sentWarnings } from "./warning-recorder.js";

/** A warning the API server returns with its answer to a CRD: its text, and the v1 field it first came from. */
export interface CrdWarning {
  /** `unrecognizedFormat` (the CRD strategy's) or `duplicateOwnerReferences` (the create handler's). */
  readonly kind: "unrecognizedFormat" | "duplicateOwnerReferences";
  readonly text: string;
  /** The field in the apiextensions.k8s.io/v1 object (`spec.versions[0].schema.openAPIV3Schema….format`). */
  readonly field: string;
  /** The same place as steps from the object's root (names, map keys and list indexes as strings). */
  readonly steps: readonly string[];
}

/**
 * The warnings the API server sends with its answer to this CRD, given crdgen's `errors` for it, in the server's
 * order, as its warning recorder lets them through (each text once, and past 4096 runes cut to 256 runes each or
 * dropped: see {@link sentWarnings}):
 *
 * - the create handler's, before anything is validated (pkg/endpoints/handlers/create.go:193, rest.go:57 and
 *   :334-353): `.metadata.ownerReferences contains duplicate entries; …; duplicate UID(s) observed: <uids>` when
 *   it removes repeated owner references;
 * - the CRD strategy's `WarningsOnCreate`, only for a CRD that passed validation (`BeforeCreate` asks for them
 *   after `Validate` and the ObjectMeta check succeed, pkg/registry/rest/create.go:121-135; apiextensions-apiserver
 *   v0.35.0 pkg/registry/customresourcedefinition/strategy.go:124-143): `unrecognized format "<format>"` for
 *   every schema node whose `type` is exactly `string` and whose format, with its dashes removed, is not one the
 *   server validates at its default CEL compatibility version (pkg/apiserver/validation/formats.go:108-122),
 *   version by version in `SchemaHas` order (apis/apiextensions/validation/validation.go:1659-1728). A schema
 *   every version shares, which the server checks once as `spec.validation`, warns as the versions' copies do.
 *
 * A CRD that does not decode gets none: crdgen reports unknown fields as kubectl's default `--validate=strict`
 * has the server refuse them at decoding, before any warning.
 */
export function warningsOnCreate(crd: unknown, errors: readonly FieldError[]): CrdWarning[] {
  if (errors.some((error) => error.origin === "decode")) return [];
  const out: CrdWarning[] = [];
  const references = dedupOwnerReferences(goStruct(goStruct(crd)?.metadata)?.ownerReferences);
  if (references.firstDuplicate !== undefined) {
    const index = String(references.firstDuplicate);
    out.push({
      kind: "duplicateOwnerReferences",
      text: `.metadata.ownerReferences contains duplicate entries; API server dedups owner references in 1.20+, and may reject such requests as early as 1.24; please fix your requests; duplicate UID(s) observed: ${references.duplicates.join(", ")}`,
      field: `metadata.ownerReferences[${index}]`,
      steps: ["metadata", "ownerReferences", index],
    });
  }
  if (errors.length === 0) out.push(...formatWarnings(crd));
  return sentWarnings(out);
}

function formatWarnings(crd: unknown): CrdWarning[] {
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
      out.push({ kind: "unrecognizedFormat", text, field: place.path.toString(), steps: place.steps });
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
