import type { DroppedPattern, JsonSchema } from "./types.js";
import { describe, inexpressibleNotes } from "./notes.js";
import { javaScriptPattern } from "./pattern.js";

type Node = Readonly<Record<string, unknown>>;

/** What the conversion of one kind's schema needs and collects. */
export interface ConvertContext {
  readonly strict: boolean;
  readonly apiVersion: string;
  readonly kind: string;
  /** Patterns left out (JavaScript cannot compile them), filled in by the conversion. */
  readonly dropped: DroppedPattern[];
}

// Value validations that mean the same in OpenAPI v3.0 and draft-07, copied as they are.
const copiedKeywords = [
  "format",
  "enum",
  "multipleOf",
  "maxLength",
  "minLength",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
] as const;

/**
 * Converts an OpenAPI v3 schema node of a CRD (structural, as the API server accepts them) to draft-07 JSON
 * Schema that accepts every value the server accepts for that node once it has pruned, defaulted and
 * validated the object. `path` names the node in notes (`spec.items[*]`).
 */
export function convertNode(node: Node, path: string, context: ConvertContext): JsonSchema {
  const out: JsonSchema = {};
  if (typeof node.title === "string") out.title = node.title;
  const description = describe(node.description, [
    ...inexpressibleNotes(node),
    ...patternNote(node, path, context),
  ]);
  if (description !== undefined) out.description = description;
  // int-or-string nodes carry no type; the server accepts an integer or a string (and its anyOf, if any).
  if (node["x-kubernetes-int-or-string"] === true) out.type = ["integer", "string"];
  else if (typeof node.type === "string" && node.type !== "") out.type = node.type;
  for (const keyword of copiedKeywords) {
    if (node[keyword] !== undefined) out[keyword] = node[keyword];
  }
  const pattern = typeof node.pattern === "string" ? javaScriptPattern(node.pattern) : undefined;
  if (pattern !== undefined) out.pattern = pattern;
  copyBounds(node, out);
  // A set's items are unique (deep equality, as in JSON Schema); a map's uniqueness by keys is only a note.
  if (node["x-kubernetes-list-type"] === "set") out.uniqueItems = true;
  if (node.default !== undefined) out.default = node.default;
  if (node.example !== undefined) out.examples = [node.example];
  if (isNode(node.items)) out.items = nullableItem(node.items, `${path}[*]`, context);
  convertObject(node, path, context, out);
  for (const junctor of ["allOf", "anyOf", "oneOf"] as const) {
    const branches = node[junctor];
    if (Array.isArray(branches)) {
      out[junctor] = branches
        .filter(isNode)
        .map((branch) => convertJunctorBranch(branch, node, path, context));
    }
  }
  if (isNode(node.not)) out.not = convertJunctorBranch(node.not, node, path, context);
  return out;
}

// OpenAPI v3.0's boolean exclusiveMaximum/exclusiveMinimum become draft-07's numeric ones.
function copyBounds(node: Node, out: JsonSchema): void {
  if (typeof node.maximum === "number") {
    if (node.exclusiveMaximum === true) out.exclusiveMaximum = node.maximum;
    else out.maximum = node.maximum;
  }
  if (typeof node.minimum === "number") {
    if (node.exclusiveMinimum === true) out.exclusiveMinimum = node.minimum;
    else out.minimum = node.minimum;
  }
}

function convertObject(node: Node, path: string, context: ConvertContext, out: JsonSchema): void {
  const properties = isNode(node.properties) ? node.properties : undefined;
  const embedded = node["x-kubernetes-embedded-resource"] === true;
  const required = requiredWithoutDefaults(node, properties);
  if (properties !== undefined || embedded) {
    const converted: JsonSchema = {};
    if (embedded) Object.assign(converted, embeddedResourceProperties);
    for (const [name, property] of Object.entries(properties ?? {})) {
      if (!isNode(property)) continue;
      converted[name] = objectField(property, `${path}.${name}`, required.includes(name), context);
    }
    out.properties = converted;
  }
  const needed = embedded ? [...new Set(["apiVersion", "kind", ...required])] : required;
  if (needed.length > 0) out.required = needed;
  if (isNode(node.additionalProperties)) {
    out.additionalProperties = objectField(node.additionalProperties, `${path}[*]`, false, context);
  } else if (node.additionalProperties === true) {
    out.additionalProperties = true;
  } else if (context.strict && node.type === "object" && !keepsUnknownFields(node)) {
    // What the server would prune is refused, as `crdgen validate --strict` refuses it.
    out.additionalProperties = false;
  }
}

// An embedded resource (x-kubernetes-embedded-resource) needs apiVersion and kind, and keeps its metadata.
const embeddedResourceProperties: JsonSchema = {
  apiVersion: { type: "string", minLength: 1 },
  kind: { type: "string" },
  metadata: { type: "object" },
};

function keepsUnknownFields(node: Node): boolean {
  return (
    node["x-kubernetes-preserve-unknown-fields"] === true || node["x-kubernetes-embedded-resource"] === true
  );
}

// The server defaults before it validates, so a required field with a default is never missing.
function requiredWithoutDefaults(node: Node, properties: Node | undefined): string[] {
  const required = Array.isArray(node.required) ? node.required.filter((r) => typeof r === "string") : [];
  return required.filter((name) => {
    const property = properties?.[name];
    return !(isNode(property) && property.default !== undefined);
  });
}

/**
 * A field of an object (a property or an additionalProperties value). The server prunes a null field that is
 * not nullable and has no default, and defaults a null field that has one: null is accepted wherever the field
 * is not required, and where it is nullable or defaulted.
 */
function objectField(node: Node, path: string, required: boolean, context: ConvertContext): JsonSchema {
  const converted = convertNode(node, path, context);
  const takesNull = !required || node.nullable === true || node.default !== undefined;
  if (takesNull) return allowNull(converted);
  // A required field the server would prune when null (then miss): refused even where the node has no type.
  return converted.type === undefined && converted.not === undefined
    ? { ...converted, not: { type: "null" } }
    : converted;
}

// An array item is never pruned: null is accepted only where the item schema is nullable.
function nullableItem(node: Node, path: string, context: ConvertContext): JsonSchema {
  const converted = convertNode(node, path, context);
  return node.nullable === true ? allowNull(converted) : converted;
}

/** The schema, also accepting null. */
function allowNull(schema: JsonSchema): JsonSchema {
  const plain = ["allOf", "anyOf", "oneOf", "not", "enum"].every((keyword) => schema[keyword] === undefined);
  if (!plain) return { anyOf: [{ type: "null" }, schema] };
  if (schema.type === undefined) return schema;
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return { ...schema, type: [...types, "null"] };
}

// A junctor branch holds value validations only (structural schemas forbid types and defaults there); its
// `required` is checked after defaulting, so the defaulted properties of the node are left out of it too.
function convertJunctorBranch(branch: Node, parent: Node, path: string, context: ConvertContext): JsonSchema {
  const converted = convertNode(branch, path, context);
  const parentProperties = isNode(parent.properties) ? parent.properties : undefined;
  if (Array.isArray(converted.required)) {
    const kept = requiredWithoutDefaults({ required: converted.required }, parentProperties);
    if (kept.length > 0) converted.required = kept;
    else delete converted.required;
  }
  return converted;
}

function patternNote(node: Node, path: string, context: ConvertContext): string[] {
  if (typeof node.pattern !== "string" || javaScriptPattern(node.pattern) !== undefined) return [];
  context.dropped.push({
    apiVersion: context.apiVersion,
    kind: context.kind,
    field: path,
    pattern: node.pattern,
  });
  return [`Pattern checked by the API server (not a JavaScript regular expression): ${node.pattern}`];
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
