// The closure of the root definitions, and the conversion of a v3 definition into controller-gen's form with
// nested definitions as `{$crdgenRef: name}` markers. Part of scripts/derive-core-schemas.mjs.
import { keepsDefault, knownTypes, objectMeta } from "./rules.mjs";

/** The marker that stands for "the schema of definition X" inside a stored definition. */
const refKey = "$crdgenRef";

/** Keywords of the v3 documents that have no place in a CRD schema (strategic-merge-patch and API metadata). */
const droppedKeywords = new Set([
  "x-kubernetes-group-version-kind",
  "x-kubernetes-patch-merge-key",
  "x-kubernetes-patch-strategy",
  "x-kubernetes-unions",
]);
const copiedKeywords = new Set([
  "description",
  "format",
  "required",
  "type",
  "x-kubernetes-list-map-keys",
  "x-kubernetes-list-type",
  "x-kubernetes-map-type",
]);

/** A definition in controller-gen's form. */
export function convertDefinition(name, schemas) {
  if (name in knownTypes) return structuredClone(knownTypes[name]);
  return convert(schemas[name], name);
}

/** The definitions a schema refers to with `$ref` (in schema positions only: JSONSchemaProps has a `$ref` field). */
function references(schema, out = new Set()) {
  if (schema === null || typeof schema !== "object") return out;
  if (typeof schema.$ref === "string") out.add(refName(schema.$ref));
  for (const sub of schema.allOf ?? []) references(sub, out);
  for (const sub of schema.oneOf ?? []) references(sub, out);
  for (const sub of Object.values(schema.properties ?? {})) references(sub, out);
  references(schema.items, out);
  references(schema.additionalProperties, out);
  return out;
}

function refName(ref) {
  const prefix = "#/components/schemas/";
  if (!ref.startsWith(prefix)) throw new Error(`unexpected $ref ${ref}`);
  return ref.slice(prefix.length);
}

/** What a definition refers to once controller-gen's known types replace their own definitions. */
function edges(name, schemas) {
  return name in knownTypes ? new Set() : references(schemas[name]);
}

/** Names of definitions on a reference cycle (Tarjan's strongly connected components), sorted. */
export function recursiveDefinitions(schemas) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const visit = (name) => {
    index.set(name, index.size);
    low.set(name, index.get(name));
    stack.push(name);
    onStack.add(name);
    const next = edges(name, schemas);
    for (const to of next) {
      if (!index.has(to)) {
        visit(to);
        low.set(name, Math.min(low.get(name), low.get(to)));
      } else if (onStack.has(to)) low.set(name, Math.min(low.get(name), index.get(to)));
    }
    if (low.get(name) !== index.get(name)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== name);
    if (component.length > 1 || next.has(name)) result.push(...component);
  };
  for (const name of Object.keys(schemas).sort()) if (!index.has(name)) visit(name);
  return result.sort();
}

/** Every definition reachable from `roots`, sorted; a recursive one is an error (it cannot be inlined). */
export function closure(roots, schemas, recursive) {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length > 0) {
    const name = pending.pop();
    if (seen.has(name)) continue;
    if (!(name in schemas) && !(name in knownTypes)) throw new Error(`unknown definition ${name}`);
    if (recursive.includes(name)) throw new Error(`${name} is recursive and cannot be inlined`);
    seen.add(name);
    pending.push(...edges(name, schemas));
  }
  return [...seen].sort();
}

/** One v3 schema node in controller-gen's form; unknown keywords are errors, so that new ones get a decision. */
function convert(node, where) {
  const out = convertTarget(node, where);
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" || key === "allOf" || key === "default" || droppedKeywords.has(key)) continue;
    if (copiedKeywords.has(key)) out[key] = structuredClone(value);
    else if (key === "properties") out.properties = convertProperties(value, where);
    else if (key === "items") out.items = convert(value, `${where}.items`);
    else if (key === "additionalProperties")
      out.additionalProperties = convert(value, `${where}.additionalProperties`);
    else throw new Error(`${where}: unexpected keyword ${key}`);
  }
  if (refKey in out && Object.keys(out).some((key) => key !== refKey && key !== "description")) {
    throw new Error(`${where}: a reference with sibling keywords other than description`);
  }
  return out;
}

/** Properties, with the defaults controller-gen keeps (those of items and map values are never kept). */
function convertProperties(properties, where) {
  const out = {};
  for (const [name, property] of Object.entries(properties)) {
    out[name] = convert(property, `${where}.${name}`);
    if (keepsDefault(where, name, property.default)) out[name].default = structuredClone(property.default);
  }
  return out;
}

/** The start of a node that is (a field of) another definition: `$ref` or v3's `allOf: [{$ref}]` wrapper. */
function convertTarget(node, where) {
  const wrapped = node.allOf;
  if (wrapped !== undefined && (wrapped.length !== 1 || Object.keys(wrapped[0]).join() !== "$ref")) {
    throw new Error(`${where}: allOf other than a single $ref`);
  }
  const ref = node.$ref ?? wrapped?.[0].$ref;
  if (ref === undefined) return {};
  const name = refName(ref);
  // ObjectMeta stays a reference: its schema depends on generateEmbeddedObjectMeta.
  if (name in knownTypes && name !== objectMeta) return structuredClone(knownTypes[name]);
  return { [refKey]: name };
}
