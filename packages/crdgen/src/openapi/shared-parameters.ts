import type { JsonObject } from "./json.js";

const methods = ["get", "put", "post", "delete", "options", "head", "patch"];

/**
 * kube-openapi builder's deduplicateParameters (pkg/builder/parameters.go), run on every v2 document: each
 * parameter that may be shared moves to the top-level `parameters` under `<name>-<hash of its JSON>` and is
 * replaced by a `$ref`. Not shared: `name` (its description names the kind), dryRun and fieldValidation (kubectl
 * looks for them inline) and body parameters of the kind's own schema. Changes the document in place.
 */
export function deduplicateParameters(document: JsonObject): void {
  const paths = document.paths as Record<string, JsonObject>;
  const shared = new Map<string, JsonObject>();
  forEachParameterList(paths, (parameters) => {
    for (const parameter of parameters) if (isShared(parameter)) shared.set(goJson(parameter), parameter);
  });
  if (shared.size === 0) return;
  const names = new Map<string, string>();
  const definitions: Record<string, JsonObject> = {};
  for (const key of [...shared.keys()].sort()) {
    const parameter = shared.get(key) as JsonObject;
    const base = typeof parameter.name === "string" && parameter.name !== "" ? parameter.name : "param";
    let name = `${base}-${fnvHash(key)}`;
    // Only on a hash conflict, as upstream (which then drops the "param" fallback too).
    for (let i = 1; name in definitions; i++) name = `${String(parameter.name)}-${i}`;
    definitions[name] = parameter;
    names.set(key, name);
  }
  forEachParameterList(paths, (parameters) => {
    parameters.forEach((parameter, index) => {
      const name = isShared(parameter) ? names.get(goJson(parameter)) : undefined;
      if (name !== undefined) parameters[index] = { $ref: `#/parameters/${name}` };
    });
  });
  document.parameters = definitions;
}

function forEachParameterList(
  paths: Record<string, JsonObject>,
  visit: (parameters: JsonObject[]) => void,
): void {
  for (const item of Object.values(paths)) {
    for (const method of methods) {
      const operation = item[method] as JsonObject | undefined;
      const parameters = operation?.parameters as JsonObject[] | undefined;
      if (parameters !== undefined) visit(parameters);
    }
    const common = item.parameters as JsonObject[] | undefined;
    if (common !== undefined) visit(common);
  }
}

function isShared(parameter: JsonObject): boolean {
  if (parameter.$ref !== undefined) return false;
  if ((parameter.in === "query" || parameter.in === "path") && parameter.name === "name") return false;
  if (parameter.in === "query" && (parameter.name === "fieldValidation" || parameter.name === "dryRun")) {
    return false;
  }
  const schema = parameter.schema as JsonObject | undefined;
  if (schema !== undefined && parameter.in === "body" && parameter.name === "body") {
    const ref = typeof schema.$ref === "string" ? schema.$ref : "";
    if (!ref.startsWith("#/definitions/io.k8s.apimachinery")) return false;
  }
  return true;
}

// The parameter's JSON as Go marshals spec.Parameter (MarshalJSONTo's field order: CommonValidations,
// SimpleSchema, ParamProps, $ref; encoding/json's HTML and line-separator escapes), the text that is hashed.
const fieldOrder = ["uniqueItems", "type", "description", "name", "in", "required", "schema"];

function goJson(parameter: JsonObject): string {
  const ordered: JsonObject = {};
  for (const key of fieldOrder) if (parameter[key] !== undefined) ordered[key] = parameter[key];
  return JSON.stringify(ordered)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// base64Hash: FNV-1 64-bit of the text, its first six bytes in URL-safe base64 (eight characters).
function fnvHash(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const mask = (1n << 64n) - 1n;
  for (const byte of Buffer.from(text, "utf8")) hash = ((hash * 0x100000001b3n) & mask) ^ BigInt(byte);
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(hash);
  return bytes.subarray(0, 6).toString("base64url");
}
