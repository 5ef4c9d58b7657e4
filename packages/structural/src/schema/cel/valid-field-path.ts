/**
 * apiextensions `cel.ValidFieldPath` (pkg/apiserver/schema/cel/validation.go): a JSON path of `.name` and
 * `['name']` steps checked against a structural schema, and its `field.Path` rendering. Used for a rule's
 * `fieldPath` (compileRule's `NormalizedRuleFieldPath`, where a failed rule reports) and, at CRD level, for
 * whether the path is valid at all.
 */
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { hasKeys } from "../node.js";

/**
 * The path in `field.Path.String()` form (`a.b`, `foo[key]`) and the schema node it names: none for a key of
 * `additionalProperties: true` (Go's nil `AdditionalProperties.Structural`).
 */
export interface ValidFieldPath {
  readonly path: string;
  readonly schema: JSONSchemaProps | undefined;
}

export interface ValidFieldPathOptions {
  /** `WithFieldPathAllowArrayNotation`; true by default, as upstream. */
  readonly allowArrayNotation?: boolean;
}

/** `ValidFieldPath`: the path and the node it names, or the error text Go returns. */
export function validFieldPath(
  jsonPath: string,
  schema: JSONSchemaProps,
  options: ValidFieldPathOptions = {},
): ValidFieldPath | { readonly error: string } {
  const allowArrayNotation = options.allowArrayNotation ?? true;
  const tokens = scanTokens(jsonPath);
  // Go's *field.Path built step by step; "" is the nil path (never rendered: a valid path has a step).
  let path = "";
  let node: JSONSchemaProps | undefined = schema;
  // `appendToPath`: a named step needs the property; an unnamed one is a key of additionalProperties.
  const appendToPath = (from: JSONSchemaProps, name: string, isNamed: boolean): string | undefined => {
    if (!isNamed) {
      path = `${path}[${name}]`;
      // validation.go:566 takes AdditionalProperties.Structural, which is nil for `additionalProperties: true`
      // (or false): the path is valid if it ends here, and names no schema.
      const values = from.additionalProperties;
      node = values == null || typeof values === "boolean" ? undefined : values;
      return undefined;
    }
    // field.Path renders a step with an empty name as its (empty) index, without a dot.
    if (name === "") path = `${path}[]`;
    else path = path === "" ? name : `${path}.${name}`;
    const properties = from.properties;
    const next = properties != null && Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (next == null) return "does not refer to a valid field";
    node = next;
    return undefined;
  };
  // `schema.Properties != nil` (NewStructural sets it only when there are properties), else additionalProperties.
  const stepIsNamed = (from: JSONSchemaProps): boolean | undefined => {
    if (hasKeys(from.properties)) return true;
    if (from.additionalProperties != null) return false;
    return undefined;
  };
  // One more step after a key of `additionalProperties: true`: Go reads `schema.Properties` of a nil schema and
  // panics (the API server answers 500); such a path names no field here.
  const step = (name: string): string | undefined => {
    if (node === undefined) return "does not refer to a valid field";
    const isNamed = stepIsNamed(node);
    if (isNamed === undefined) return "does not refer to a valid field";
    return appendToPath(node, name, isNamed);
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === "[") {
      if (!allowArrayNotation) return { error: "array notation is not allowed" };
      const quoted = tokens[++i];
      if (quoted === undefined) return { error: "unexpected end of JSON path" };
      if (quoted.length < 2 || !quoted.startsWith("'") || !quoted.endsWith("'")) {
        return { error: `expected single quoted string but got ${quoted}` };
      }
      const unescaped = unescapeSingleQuote(quoted.slice(1, -1));
      if (typeof unescaped !== "string") return { error: `invalid string literal: ${unescaped.error}` };
      const error = step(unescaped);
      if (error !== undefined) return { error };
      const close = tokens[++i];
      if (close === undefined) return { error: "unexpected end of JSON path" };
      if (close !== "]") return { error: `expected ] but got ${close}` };
    } else if (token === ".") {
      const name = tokens[++i];
      if (name === undefined) return { error: "unexpected end of JSON path" };
      const error = step(name);
      if (error !== undefined) return { error };
    } else {
      return { error: `expected [ or . but got: ${token ?? ""}` };
    }
  }
  return { path: path === "" ? "<nil>" : path, schema: node };
}

/**
 * The bufio.Scanner split function of ValidFieldPath: `.`, `[` and `]` are one-character tokens; a token that
 * starts with a single quote runs to the next quote not preceded by a backslash (or to the end); other text runs
 * to the next delimiter.
 */
function scanTokens(path: string): string[] {
  const tokens: string[] = [];
  let start = 0;
  while (start < path.length) {
    const first = path.charAt(start);
    let end = start + 1;
    if (first === "'") {
      while (end < path.length && !(path.charAt(end) === "'" && path.charAt(end - 1) !== "\\")) end++;
      end = Math.min(end + 1, path.length);
    } else if (first !== "." && first !== "[" && first !== "]") {
      while (end < path.length && !".[]".includes(path.charAt(end))) end++;
    }
    tokens.push(path.slice(start, end));
    start = end;
  }
  return tokens;
}

const escapes: Readonly<Record<string, string>> = {
  a: "\u0007",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "'": "'",
  "\\": "\\",
};

/**
 * `unescapeSingleQuote`: every match of the regexp `\\.` (a backslash and one character other than a newline)
 * replaced; an unknown escape makes the error, the last one found winning, as Go's closure overwrites `err`.
 */
function unescapeSingleQuote(text: string): string | { readonly error: string } {
  let error: string | undefined;
  const unescaped = text.replace(/\\[^\n]/gu, (match) => {
    const replacement = escapes[match.slice(1)];
    if (replacement !== undefined) return replacement;
    error = `invalid escape char ${match}`;
    return "";
  });
  return error === undefined ? unescaped : { error };
}
