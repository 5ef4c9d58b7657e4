import type { Diagnostic } from "@crdgen/core";
import { at, catalogMessage, createDiagnostic } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { KindVersion } from "./types.js";

const scalarTypes = new Set(["string", "integer", "number", "boolean"]);

/** A printer column's JSONPath as steps: a field name, or `[]` for any bracket (an index, `*`, a filter). */
function steps(jsonPath: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  while (i < jsonPath.length) {
    const c = jsonPath.charAt(i);
    if (c === ".") {
      let end = i + 1;
      while (end < jsonPath.length && !".[".includes(jsonPath.charAt(end))) end++;
      const name = jsonPath.slice(i + 1, end);
      if (name === "" || name === "*") return undefined;
      out.push(name);
      i = end;
    } else if (c === "[") {
      const end = jsonPath.indexOf("]", i);
      if (end === -1) return undefined;
      const inside = jsonPath.slice(i + 1, end);
      const quoted = /^'([^']*)'$|^"([^"]*)"$/.exec(inside);
      out.push(quoted === null ? "[]" : (quoted[1] ?? at(quoted, 2)));
      // a filter may hold brackets of its own: it ends at `)]`
      const filterEnd = inside.startsWith("?(") ? jsonPath.indexOf(")]", i) : end - 1;
      if (filterEnd === -1) return undefined;
      i = filterEnd + 2;
    } else {
      return undefined;
    }
  }
  return out;
}

/**
 * The first step of `jsonPath` that names no field of `schema`, with the path up to it ("" at the root,
 * `[]` for a bracket); undefined when every
 * step names a field, or where the schema cannot tell (objects that keep unknown fields or have no declared
 * fields, such as the root's `metadata`), or for JSONPath forms beyond fields and brackets.
 */
function missingField(
  jsonPath: string,
  schema: JSONSchemaProps,
): { readonly parent: string; readonly name: string } | undefined {
  const path = steps(jsonPath);
  if (path === undefined) return undefined;
  let node: JSONSchemaProps | undefined = schema;
  let walked = "";
  for (const step of path) {
    if (node === undefined || node["x-kubernetes-preserve-unknown-fields"] === true) return undefined;
    // kubectl's JSONPath steps through a list's items for a field name too
    while (node.type === "array" && node.items !== undefined && !Array.isArray(node.items)) {
      node = node.items as JSONSchemaProps;
    }
    if (step === "[]") {
      walked += "[]";
      continue;
    }
    const properties: Record<string, JSONSchemaProps> | undefined = node.properties ?? undefined;
    if (properties !== undefined && Object.keys(properties).length > 0) {
      if (!Object.hasOwn(properties, step)) return { parent: walked, name: step };
      node = properties[step];
    } else if (typeof node.additionalProperties === "object" && node.additionalProperties !== null) {
      node = node.additionalProperties;
    } else if (scalarTypes.has(node.type ?? "") || node["x-kubernetes-int-or-string"] === true) {
      return { parent: walked, name: step };
    } else {
      return undefined;
    }
    walked += `.${step}`;
  }
  return undefined;
}

/**
 * Warnings for a version's printer columns whose JSONPath names no field of its schema: the API server
 * accepts them and kubectl shows an empty column, but crdgen knows the schema and can say so at the marker.
 */
export function printerColumnWarnings(version: KindVersion): Diagnostic[] {
  const { crd } = version.root;
  return crd.printColumns.flatMap((column, i) => {
    const missing = missingField(column.jsonPath ?? "", version.schema);
    const span = crd.spans.printColumns[i];
    if (missing === undefined || span === undefined) return [];
    const owner = missing.parent === "" ? "the schema" : missing.parent;
    const message = catalogMessage("CRD1021", "noField", {
      column: JSON.stringify(column.name),
      kind: version.root.kind,
      version: version.root.package.version,
      path: JSON.stringify(column.jsonPath),
      owner,
      field: JSON.stringify(missing.name),
    });
    return [createDiagnostic(message, { span })];
  });
}
