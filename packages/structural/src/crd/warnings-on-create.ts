import { isSupportedFormat } from "../defaults/formats/supported.js";
import { goQuote } from "../model/go-value.js";
import { FieldPath } from "../model/path.js";
import type { FieldError } from "../model/field-error.js";
import { goString, goStruct, goStructs } from "./decoded.js";
import { dedupOwnerReferences } from "./object-meta-lists.js";
import { sentWarnings } from "./warning-recorder.js";
import type { SubtreeMemo } from "../schema/subtree-memo.js";

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
export function warningsOnCreate(
  crd: unknown,
  errors: readonly FieldError[],
  options: CrdWarningOptions = {},
): CrdWarning[] {
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
  if (errors.length === 0) out.push(...formatWarnings(crd, options.memo?.formatless));
  return sentWarnings(out);
}

export interface CrdWarningOptions {
  /**
   * Shares what the format walk learns about the subtrees this CRD's schemas have in common with the caller's
   * other CRDs (see {@link SubtreeMemo}): valid only while none of the schemas it has seen changes.
   */
  readonly memo?: SubtreeMemo;
}

function formatWarnings(crd: unknown, clean: Set<object> | undefined): CrdWarning[] {
  const seen = new Set<string>();
  const out: CrdWarning[] = [];
  const versions = goStructs(goStruct(goStruct(crd)?.spec)?.versions);
  versions.forEach((version, i) => {
    const schema = goStruct(goStruct(version.schema)?.openAPIV3Schema);
    if (schema === undefined) return;
    const walk = new FormatWalk(i, clean, (text, field, steps) => {
      if (seen.has(text)) return;
      seen.add(text);
      out.push({ kind: "unrecognizedFormat", text, field, steps });
    });
    walk.schema(schema);
  });
  return out;
}

/**
 * `SchemaHas` with the format predicate: the node itself, then items (one schema or each of a list), allOf,
 * anyOf, oneOf, not, properties, additionalProperties, patternProperties, additionalItems, definitions and the
 * schema form of dependencies. Go ranges over the maps in random order; crdgen keeps the file's order.
 *
 * Most schemas have no unrecognized format at all, so the walk keeps the place of the node it is at as a stack
 * of steps it pushes and pops, and builds the field path and steps only for a warning. `clean` holds the
 * subtrees known to have no unrecognized format (a walk's owner shares it between the CRDs it checks together,
 * which hold the same objects for a named type's schema): they are not walked again.
 */
class FormatWalk {
  /** The node's place below `openAPIV3Schema`: each step's field name, and the map key or list index after it. */
  private readonly names: string[] = [];
  private readonly brackets: (string | undefined)[] = [];

  constructor(
    private readonly version: number,
    private readonly clean: Set<object> | undefined,
    private readonly report: (text: string, field: string, steps: readonly string[]) => void,
  ) {}

  /** Walks `node`; whether its subtree has an unrecognized format (reported or not). */
  schema(node: Readonly<Record<string, unknown>>): boolean {
    if (this.clean?.has(node) === true) return false;
    let found = false;
    const format = goString(node.format);
    // GetUnrecognizedFormats looks at a one-element type list made of the node's type (strategy.go:114).
    if (format !== "" && goString(node.type) === "string" && !isSupportedFormat(format)) {
      found = true;
      this.at("format", undefined);
      this.reportHere(`unrecognized format ${goQuote(format)}`);
      this.leave();
    }
    const items = node.items;
    if (Array.isArray(items)) {
      found = this.list(items, "items") || found;
    } else {
      found = this.optional(items, "items", undefined) || found;
    }
    found = this.list(node.allOf, "allOf") || found;
    found = this.list(node.anyOf, "anyOf") || found;
    found = this.list(node.oneOf, "oneOf") || found;
    found = this.optional(node.not, "not", undefined) || found;
    found = this.map(node.properties, "properties") || found;
    found = this.optional(node.additionalProperties, "additionalProperties", undefined) || found;
    found = this.map(node.patternProperties, "patternProperties") || found;
    found = this.optional(node.additionalItems, "additionalItems", undefined) || found;
    found = this.map(node.definitions, "definitions") || found;
    // A dependency given as a list of property names has no schema to look into.
    found = this.map(node.dependencies, "dependencies") || found;
    if (!found) this.clean?.add(node);
    return found;
  }

  // A Go slice of schemas: a `null` element is an empty schema, with nothing to find.
  private list(value: unknown, name: string): boolean {
    if (!Array.isArray(value)) return false;
    let found = false;
    for (let i = 0; i < value.length; i++) {
      const item = goStruct(value[i]);
      if (item === undefined) continue;
      this.at(name, String(i));
      found = this.schema(item) || found;
      this.leave();
    }
    return found;
  }

  // A schema-or-bool (additionalProperties, additionalItems) is a schema only when it is an object.
  private optional(value: unknown, name: string, key: string | undefined): boolean {
    const schema = goStruct(value);
    if (schema === undefined) return false;
    this.at(name, key);
    const found = this.schema(schema);
    this.leave();
    return found;
  }

  private map(value: unknown, name: string): boolean {
    const map = goStruct(value);
    if (map === undefined) return false;
    let found = false;
    for (const key in map) {
      if (Object.hasOwn(map, key)) found = this.optional(map[key], name, key) || found;
    }
    return found;
  }

  private at(name: string, bracket: string | undefined): void {
    this.names.push(name);
    this.brackets.push(bracket);
  }

  private leave(): void {
    this.names.pop();
    this.brackets.pop();
  }

  private reportHere(text: string): void {
    let path = FieldPath.root("spec")
      .childIndex("versions", this.version)
      .child("schema")
      .child("openAPIV3Schema");
    const steps = ["spec", "versions", String(this.version), "schema", "openAPIV3Schema"];
    this.names.forEach((name, i) => {
      const bracket = this.brackets[i];
      path = bracket === undefined ? path.child(name) : path.childKey(name, bracket);
      steps.push(...(bracket === undefined ? [name] : [name, bracket]));
    });
    this.report(text, path.toString(), steps);
  }
}
