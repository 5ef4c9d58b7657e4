import type { JSONSchemaProps } from "../../model/schema-types.js";
import { additionalPropertiesSchema, hasKeys, property } from "../node.js";

/**
 * Upstream's `cel.ValidFieldPath` as used for `x-kubernetes-validations[i].fieldPath`: undefined when `path`
 * is a chain of `.name` / `['name']` steps through `properties` and `additionalProperties` of `schema`,
 * else the reason it is not.
 */
export function fieldPathError(path: string, schema: JSONSchemaProps): string | undefined {
  const tokens = tokenize(path);
  let current: JSONSchemaProps | undefined = schema;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    let name: string;
    if (token === "[") {
      const quoted = tokens[++i];
      if (quoted === undefined) return "unexpected end of JSON path";
      if (quoted.length < 2 || !quoted.startsWith("'") || !quoted.endsWith("'")) {
        return `expected single quoted string but got ${quoted}`;
      }
      const unescaped = unescapeSingleQuoted(quoted.slice(1, -1));
      if (unescaped === undefined) return "invalid string literal";
      name = unescaped;
      const close = tokens[++i];
      if (close === undefined) return "unexpected end of JSON path";
      if (close !== "]") return `expected ] but got ${close}`;
    } else if (token === ".") {
      const next = tokens[++i];
      if (next === undefined) return "unexpected end of JSON path";
      name = next;
    } else {
      return `expected [ or . but got: ${token ?? ""}`;
    }
    const step = stepInto(current, name);
    if (step === "invalid") return "does not refer to a valid field";
    current = step;
  }
  return undefined;
}

// One step: a named property when the node has properties, else any key of additionalProperties.
// Upstream dereferences a missing schema after `additionalProperties: true`; we treat that as invalid.
function stepInto(node: JSONSchemaProps | undefined, name: string): JSONSchemaProps | undefined | "invalid" {
  if (node === undefined) return "invalid";
  if (hasKeys(node.properties)) return property(node, name) ?? "invalid";
  if (node.additionalProperties != null) return additionalPropertiesSchema(node);
  return "invalid";
}

// Splits on `.`, `[`, `]`, keeping single-quoted strings (up to an unescaped quote) whole.
function tokenize(path: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < path.length) {
    const c = path.charAt(i);
    if (c === "'") {
      let end = i + 1;
      while (end < path.length && !(path[end] === "'" && path[end - 1] !== "\\")) end++;
      tokens.push(path.slice(i, Math.min(end + 1, path.length)));
      i = end + 1;
    } else if (c === "." || c === "[" || c === "]") {
      tokens.push(c);
      i++;
    } else {
      let end = i;
      while (end < path.length && !".[]".includes(path.charAt(end))) end++;
      tokens.push(path.slice(i, end));
      i = end;
    }
  }
  return tokens;
}

const escapes: Record<string, string> = {
  a: "\u0007",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
};

function unescapeSingleQuoted(text: string): string | undefined {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c !== "\\") {
      out += c;
      continue;
    }
    const replacement = escapes[text.charAt(++i)];
    if (replacement === undefined) return undefined;
    out += replacement;
  }
  return out;
}
