import type { JsonMap } from "./go-values.js";
import { goKeys, goPrint, indent, isJsonMap, truth } from "./go-values.js";
import { wrapString } from "./word-wrap.js";

// A port of kubectl's explain template (kubectl pkg/explain/v2/templates/plaintext.tmpl, with the template
// functions of pkg/explain/v2/funcs.go): what `kubectl explain` prints from the OpenAPI v3 document of a group
// version. Each function below is one `define` of the template, in its order, and keeps its quirks: the
// blank lines, the trailing blanks `indent` leaves after a final newline, and field errors naming the last
// element of the path. See SOURCES.md for the commit read.

/** The resource explained: kubectl looks its kind up in the paths of the group version's document. */
interface ExplainGvr {
  readonly group: string;
  readonly version: string;
  readonly resource: string;
}

/** What is explained: the OpenAPI v3 document of the group version, the resource, and a field path in it. */
export interface PlaintextRequest {
  readonly document: JsonMap;
  readonly gvr: ExplainGvr;
  readonly fieldPath: readonly string[];
  readonly recursive: boolean;
  /** With recursive, how many levels of fields are listed; 0 is every level. */
  readonly maxDepth: number;
}

/** The template's `throw`: its text, which kubectl prints after `error: `. */
export class ExplainTemplateError extends Error {
  override readonly name = "ExplainTemplateError";
  constructor(
    readonly reason: "fieldNotFound" | "kindNotFound" | "resourceNotFound",
    /** The missing field, or the GVK or GVR as Go prints it. */
    readonly subject: string,
    /**
     * What the template had already written when it threw: text/template's Execute writes as it goes, straight to
     * kubectl's standard output, so the GROUP/KIND/VERSION header is printed before a missing field's error.
     */
    readonly printed = "",
  ) {
    super(
      reason === "fieldNotFound"
        ? `field "${subject}" does not exist`
        : reason === "kindNotFound"
          ? `GVK ${subject} not found in OpenAPI schema`
          : `GVR (${subject}) not found in OpenAPI schema`,
    );
  }
}

interface Context {
  readonly document: JsonMap;
  readonly recursive: boolean;
  readonly maxDepth: number;
}

type History = Readonly<Record<string, true>>;

/** The text `kubectl explain` prints for the request (the template's root). */
export function renderPlaintext(request: PlaintextRequest): string {
  const gvk = findGvk(request.document, request.gvr);
  if (gvk === undefined) {
    const { group, version, resource } = request.gvr;
    throw new ExplainTemplateError("resourceNotFound", `${group}/${version}, Resource=${resource}`);
  }
  let out = "";
  if (truth(gvk["group"])) out += `GROUP:      ${goPrint(gvk["group"])}\n`;
  out += `KIND:       ${goPrint(gvk["kind"])}\n`;
  out += `VERSION:    ${goPrint(gvk["version"])}\n`;
  out += "\n";
  let body: string;
  try {
    body = schemaTemplate(request, gvk);
  } catch (error) {
    if (!(error instanceof ExplainTemplateError)) throw error;
    throw new ExplainTemplateError(error.reason, error.subject, out);
  }
  if (body === "") throw new ExplainTemplateError("kindNotFound", goPrint(gvk), out);
  return `${out + body}\n`;
}

// The GVK of the first operation (get, post, put, patch, delete) on the resource's list or item path, cluster
// scoped or namespaced, that names one.
function findGvk(document: JsonMap, gvr: ExplainGvr): JsonMap | undefined {
  const prefix = gvr.group === "" ? "/api" : `/apis/${gvr.group}`;
  const searchPaths = [
    [prefix, gvr.version, gvr.resource],
    [prefix, gvr.version, gvr.resource, "{name}"],
    [prefix, gvr.version, "namespaces", "{namespace}", gvr.resource],
    [prefix, gvr.version, "namespaces", "{namespace}", gvr.resource, "{name}"],
  ].map((parts) => parts.join("/"));
  const paths = mapAt(document, "paths");
  let found: unknown;
  // The template's `break` leaves only the method loop: a later path's operations replace what was found.
  for (const searchPath of searchPaths) {
    const element = paths[searchPath];
    if (!truth(element)) continue;
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const operation = mapAt(element, method);
      if (!truth(operation)) continue;
      // `with $gvk = …` assigns before it tests: an operation without a GVK clears what was found.
      found = operation["x-kubernetes-group-version-kind"];
      if (truth(found)) break;
    }
  }
  return truth(found) && isJsonMap(found) ? found : undefined;
}

// define "schema": the component whose x-kubernetes-group-version-kind lists the GVK, explained along the path.
function schemaTemplate(request: PlaintextRequest, gvk: JsonMap): string {
  const schemas = mapAt(mapAt(request.document, "components"), "schemas");
  for (const name of goKeys(schemas)) {
    const schema = mapAt(schemas, name);
    const gvks = schema["x-kubernetes-group-version-kind"];
    if (!Array.isArray(gvks) || !gvks.some((candidate) => deepEqual(candidate, gvk))) continue;
    const out = output(request, schema, {}, request.fieldPath);
    if (out === "") {
      throw new ExplainTemplateError("fieldNotFound", request.fieldPath[request.fieldPath.length - 1] ?? "");
    }
    return out;
  }
  return "";
}

// define "output": follows the field path, then prints the description and the field list.
function output(context: Context, schema: JsonMap, history: History, fieldPath: readonly string[]): string {
  const ref = refOf(schema);
  const nextHistory: History = { ...history, [ref]: true };
  const resolved = resolveRef(ref, context.document) ?? schema;
  const [first] = fieldPath;
  if (first === undefined) {
    let out = "DESCRIPTION:\n";
    out += `${indent(4, wrapString(description(context, resolved) || "<empty>", 76))}\n`;
    const docs = externalDocs(resolved);
    if (docs !== "") out += `\n${docs}`;
    const fields = fieldList(context, resolved, 1, {});
    if (fields !== "") out += `FIELDS:\n${fields}`;
    return out;
  }
  if (ref !== "" && history[ref] === true) return ""; // a cycle
  const properties = resolved["properties"];
  if (truth(properties) && truth(mapAt(properties, first))) {
    const subschema = mapAt(properties, first);
    let out = "";
    if (fieldPath.length === 1) {
      out += `FIELD: ${first} <${typeGuess(context, subschema)}>\n`;
      out += `${extractEnum(subschema, { longView: true, limit: -1, indentAmount: 0 })}\n`;
      out += "\n";
    }
    return out + output(context, subschema, {}, fieldPath.slice(1));
  }
  if (truth(resolved["items"])) return output(context, mapAt(resolved, "items"), nextHistory, fieldPath);
  const additional = schemaAdditionalProperties(resolved);
  if (additional !== undefined) return output(context, additional, nextHistory, fieldPath);
  for (const subschema of listAt(resolved, "allOf")) {
    const out = output(context, asMap(subschema), nextHistory, fieldPath);
    if (out !== "") return out;
  }
  return "";
}

// define "fieldList": one fieldDetail per property (sorted, as `range` over a map), then the fields of allOf,
// items and additionalProperties at the same level; with recursive, each field's own fields below it.
function fieldList(context: Context, schema: JsonMap, level: number, history: History): string {
  const ref = refOf(schema);
  if (ref !== "" && history[ref] === true) return ""; // a cycle
  const nextHistory: History = { ...history, [ref]: true };
  const resolved = resolveRef(ref, context.document) ?? schema;
  let out = "";
  const properties = resolved["properties"];
  for (const name of goKeys(properties)) {
    out += fieldDetail(context, name, resolved, context.recursive, level);
    if (context.recursive && (context.maxDepth === 0 || level < context.maxDepth)) {
      out += fieldList(context, mapAt(properties, name), level + 1, nextHistory);
    }
  }
  for (const subschema of listAt(resolved, "allOf")) {
    out += fieldList(context, asMap(subschema), level, nextHistory);
  }
  if (truth(resolved["items"])) out += fieldList(context, mapAt(resolved, "items"), level, nextHistory);
  const additional = schemaAdditionalProperties(resolved);
  if (additional !== undefined) out += fieldList(context, additional, level, nextHistory);
  return out;
}

/** define "fieldDetail": `name<TAB><type> -required-`, the enum line, then (unless short) the description. */
export function fieldDetail(
  context: Pick<Context, "document">,
  name: string,
  schema: JsonMap,
  short: boolean,
  level: number,
): string {
  const indentAmount = level * 2;
  const fieldSchema = mapAt(mapAt(schema, "properties"), name);
  let out = `${indent(indentAmount, name)}\t<${typeGuess(context, fieldSchema)}>`;
  if (listAt(schema, "required").includes(name)) out += " -required-";
  out += extractEnum(fieldSchema, { longView: false, limit: 4, indentAmount });
  out += "\n";
  if (!short) {
    const text = stringAt(fieldSchema, "description") || "<no description>";
    out += `${indent(indentAmount + 2, wrapString(text, 78 - indentAmount))}\n`;
    const docs = fieldSchema["externalDocs"];
    if (truth(docs)) {
      out += "\n";
      out += `${indent(indentAmount + 2, "EXTERNAL DOCS:")}\n`;
      const docsDescription = stringAt(asMap(docs), "description");
      if (docsDescription !== "") {
        out += `${indent(indentAmount + 4, wrapString(docsDescription, 76 - indentAmount))}\n`;
      }
      const url = stringAt(asMap(docs), "url");
      if (url !== "") out += `${indent(indentAmount + 4, `URL: ${url}`)}\n`;
    }
    out += "\n";
  }
  return out;
}

// define "description": the schema's description, then those of its allOf, items and additionalProperties.
function description(context: Context, schema: JsonMap): string {
  const resolved = resolveRef(schema["$ref"], context.document) ?? schema;
  if (!truth(resolved)) return "";
  let out = "";
  const text = stringAt(resolved, "description");
  if (text !== "") out += `${text}\n`;
  for (const subschema of listAt(resolved, "allOf")) out += description(context, asMap(subschema));
  if (truth(resolved["items"])) out += description(context, mapAt(resolved, "items"));
  const additional = schemaAdditionalProperties(resolved);
  if (additional !== undefined) out += description(context, additional);
  return out;
}

// define "externalDocs".
function externalDocs(schema: JsonMap): string {
  const docs = schema["externalDocs"];
  if (!truth(docs)) return "";
  let out = "EXTERNAL DOCS:\n";
  const text = stringAt(asMap(docs), "description");
  if (text !== "") out += `${indent(4, wrapString(text, 76))}\n`;
  const url = stringAt(asMap(docs), "url");
  if (url !== "") out += `${indent(4, `URL: ${url}`)}\n`;
  return out;
}

/**
 * define "typeGuess": kubectl's type name of a schema: `string`, `Object`, `[]Object`, `map[string]string`,
 * a referenced type's last name (`ObjectMeta`), or the type of a referenced primitive.
 */
export function typeGuess(context: Pick<Context, "document">, schema: JsonMap): string {
  if (!truth(schema)) throw new Error("expected schema argument to subtemplate 'typeguess'");
  if (truth(schema["items"])) return `[]${typeGuess(context, mapAt(schema, "items"))}`;
  const additional = schemaAdditionalProperties(schema);
  if (additional !== undefined) return `map[string]${typeGuess(context, additional)}`;
  const allOf = listAt(schema, "allOf");
  if (allOf.length === 1 && !truth(schema["properties"])) return typeGuess(context, asMap(allOf[0]));
  const ref = schema["$ref"];
  if (truth(ref)) {
    const refSchema = resolveRef(ref, context.document);
    const refType = refSchema?.["type"];
    if (refSchema === undefined || !truth(refType) || refType === "object") {
      const name = String(ref).split("/").pop() ?? "";
      return name.split(".").pop() || "Object";
    }
    return goPrint(refType);
  }
  const type = schema["type"];
  if (type === "object") return "Object";
  return truth(type) ? goPrint(type) : "Object";
}

/** How {@link extractEnum} prints: the long view of one field, or the one-line view in a field list. */
export interface EnumStyle {
  readonly longView: boolean;
  /** How many values the one-line view shows before `, ....`; -1 shows all. */
  readonly limit: number;
  readonly indentAmount: number;
}

/** define "extractEnum": `ENUM:` and one value a line, or `enum: a, b, c, d, ....` on a line of its own. */
export function extractEnum(schema: JsonMap, style: EnumStyle): string {
  const values = listAt(schema, "enum");
  if (values.length === 0) return "";
  // `or $.limit -1`: a limit of 0 counts as none.
  const limit = style.limit === 0 ? -1 : style.limit;
  let out = style.longView ? "ENUM:" : `\n${indent(style.indentAmount, "")}enum: `;
  for (const [index, value] of values.entries()) {
    if (limit > -1 && index >= limit) {
      out += ", ....";
      break;
    }
    if (index > 0 && !style.longView) out += ", ";
    else if (style.longView) out += `\n${indent(4, "")}`;
    // text/template prints a nil element as "<no value>" (exec.go printValue), not fmt's "<nil>".
    out += value === "" ? `""` : value === null ? "<no value>" : goPrint(value);
  }
  return out;
}

// The template's resolveRef: a fragment-only reference (#/components/schemas/X) walked through the document;
// anything else (a URL, a bare name) is unresolved.
function resolveRef(ref: unknown, document: JsonMap): JsonMap | undefined {
  if (typeof ref !== "string" || !ref.startsWith("#")) return undefined;
  let current: JsonMap = document;
  for (const key of decodeFragment(ref.slice(1)).split("/")) {
    if (key === "") continue;
    const next = current[key];
    if (!isJsonMap(next)) return undefined;
    current = next;
  }
  return current;
}

// jsonreference parses the reference as a URL, whose fragment comes back percent-decoded.
function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function refOf(schema: JsonMap): string {
  const ref = schema["$ref"];
  return typeof ref === "string" ? ref : "";
}

// `and .additionalProperties (not (eq "bool" (printf "%T" .additionalProperties)))`: a schema, not a boolean.
function schemaAdditionalProperties(schema: JsonMap): JsonMap | undefined {
  const additional = schema["additionalProperties"];
  return truth(additional) && typeof additional !== "boolean" ? asMap(additional) : undefined;
}

function mapAt(value: unknown, key: string): JsonMap {
  return isJsonMap(value) ? asMap(value[key]) : {};
}

function asMap(value: unknown): JsonMap {
  return isJsonMap(value) ? value : {};
}

function listAt(value: JsonMap, key: string): readonly unknown[] {
  const list = value[key];
  return Array.isArray(list) ? list : [];
}

function stringAt(value: JsonMap, key: string): string {
  const text = value[key];
  return typeof text === "string" ? text : "";
}

// reflect.DeepEqual of decoded JSON values.
function deepEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  if (isJsonMap(a) && isJsonMap(b)) {
    const keys = goKeys(a);
    return keys.join("\0") === goKeys(b).join("\0") && keys.every((key) => deepEqual(a[key], b[key]));
  }
  return a === b;
}
