import { at } from "@crdgen/core";
import { FieldPath } from "../model/path.js";
import type { JSONSchemaProps } from "../model/schema-types.js";

/** A JSON path resolved against a schema: its field.Path form and the schema node it names (if any). */
export interface ResolvedFieldPath {
  readonly path: FieldPath;
  /** True when the first step named a property (`path.Root()` is then a named field). */
  readonly rootName: string | undefined;
  readonly schema: JSONSchemaProps | null | undefined;
}

/**
 * upstream `cel.ValidFieldPath` with array notation disallowed, as selectable fields use it: `.name` steps
 * through the structural model of `schema` (`properties` when it has any, else any key of
 * `additionalProperties`). Returns the resolved path or the error text. Where upstream would dereference a
 * missing schema (a step after `additionalProperties: true`, or any step from a nil root), the step is reported
 * as {@link notAValidField}.
 */
export function resolveFieldPath(
  jsonPath: string,
  schema: JSONSchemaProps | undefined,
): ResolvedFieldPath | string {
  const tokens = tokenize(jsonPath);
  let node: JSONSchemaProps | null | undefined = schema;
  let path: FieldPath | undefined;
  let rootName: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = at(tokens, i);
    if (token === "[") return "array notation is not allowed";
    if (token !== ".") return `expected [ or . but got: ${token}`;
    const name = tokens[++i];
    if (name === undefined) return "unexpected end of JSON path";
    if (node == null) return notAValidField;
    const properties: Record<string, JSONSchemaProps> | null | undefined = node.properties;
    if (properties != null && Object.keys(properties).length > 0) {
      if (!Object.hasOwn(properties, name)) return "does not refer to a valid field";
      node = properties[name];
      if (path === undefined) rootName = name;
      path = path === undefined ? FieldPath.root(name) : path.child(name);
    } else if (node.additionalProperties != null) {
      const additional: JSONSchemaProps | boolean = node.additionalProperties;
      node = typeof additional === "boolean" ? undefined : additional;
      path = (path ?? FieldPath.root("")).key(name);
    } else {
      return "does not refer to a valid field";
    }
  }
  return { path: path ?? FieldPath.root(""), rootName, schema: node };
}

/** ValidFieldPath's error for a step to a field the schema does not have. */
export const notAValidField = "does not refer to a valid field";

// Go's bufio scanner over the path: '.', '[' and ']' are single-character tokens; text between them is one
// token, and a token that starts with a single quote runs to the next unescaped quote.
function tokenize(path: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < path.length) {
    const c = path.charAt(i);
    let end = i + 1;
    if (c === "'") {
      while (end < path.length && !(path[end] === "'" && path[end - 1] !== "\\")) end++;
      end = Math.min(end + 1, path.length);
    } else if (c !== "." && c !== "[" && c !== "]") {
      while (end < path.length && !".[]".includes(path.charAt(end))) end++;
    }
    tokens.push(path.slice(i, end));
    i = end;
  }
  return tokens;
}
