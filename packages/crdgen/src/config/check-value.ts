import path from "node:path";
import type { Diagnostic, DiagnosticMessage } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Node } from "jsonc-parser";
import { closestWord } from "../cli/suggest.js";
import { describeValue, quotedList } from "./describe-value.js";
import type { ConfigSource } from "./source.js";
import { nodeSpan } from "./source.js";
import type { ChoiceKey, ConfigKeySpec, IntegerKey, StringKey, StringListKey } from "./types.js";

/** A value that passed its key's checks, or the problems with it. */
export type CheckedValue =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** Checks the value of configuration key `key` against its spec; paths come back absolute. */
export function checkValue(key: string, spec: ConfigKeySpec, node: Node, source: ConfigSource): CheckedValue {
  switch (spec.type) {
    case "string":
      return checkString(key, spec, node, source);
    case "string[]":
      return checkStringList(key, spec, node, source);
    case "integer":
      return checkInteger(key, spec, node, source);
    case "choice":
      return checkChoice(key, spec, node, source);
  }
}

function checkString(key: string, spec: StringKey, node: Node, source: ConfigSource): CheckedValue {
  const problem = stringProblem(key, node, source);
  if (problem !== undefined) return failed(problem, node, source, spec.description);
  const value = node.value as string;
  return { ok: true, value: spec.path ? path.resolve(path.dirname(source.path), value) : value };
}

function checkStringList(key: string, spec: StringListKey, node: Node, source: ConfigSource): CheckedValue {
  if (node.type !== "array") {
    const example =
      node.type === "string" ? `Write "${key}": [${describeValue(node, source.text)}].` : undefined;
    const message = catalogMessage("CRD5005", "notStringList", {
      key,
      value: describeValue(node, source.text),
    });
    return failed(message, node, source, example ?? spec.description);
  }
  const items = node.children ?? [];
  if (items.length === 0) {
    const fallback = spec.default === undefined ? "" : ` to read the default, ${spec.default.join(", ")}`;
    return failed(
      catalogMessage("CRD5005", "emptyList", { key }),
      node,
      source,
      `Remove the key${fallback}.`,
    );
  }
  const diagnostics: Diagnostic[] = [];
  const values: string[] = [];
  items.forEach((item, index) => {
    const problem = stringProblem(`${key}[${index}]`, item, source);
    if (problem === undefined) values.push(item.value as string);
    else diagnostics.push(diagnostic(problem, item, source, spec.description));
  });
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  const folder = path.dirname(source.path);
  return { ok: true, value: spec.path ? values.map((value) => path.resolve(folder, value)) : values };
}

function checkInteger(key: string, spec: IntegerKey, node: Node, source: ConfigSource): CheckedValue {
  const value: unknown = node.value;
  if (
    node.type === "number" &&
    typeof value === "number" &&
    Number.isSafeInteger(value) &&
    value >= spec.minimum
  ) {
    return { ok: true, value };
  }
  const message = catalogMessage("CRD5005", "notInteger", {
    key,
    minimum: spec.minimum,
    value: describeValue(node, source.text),
  });
  return failed(message, node, source, spec.description);
}

function checkChoice(key: string, spec: ChoiceKey, node: Node, source: ConfigSource): CheckedValue {
  const value: unknown = node.value;
  if (node.type === "string" && typeof value === "string" && spec.choices.includes(value)) {
    return { ok: true, value };
  }
  const message = catalogMessage("CRD5005", "notChoice", {
    key,
    choices: quotedList(spec.choices),
    value: describeValue(node, source.text),
  });
  const guess = typeof value === "string" ? closestWord(value, spec.choices) : undefined;
  return failed(message, node, source, guess === undefined ? spec.description : `Did you mean "${guess}"?`);
}

// The problem with a value that must be a non-empty string, if any.
function stringProblem(name: string, node: Node, source: ConfigSource): DiagnosticMessage | undefined {
  if (node.type !== "string") {
    return catalogMessage("CRD5005", "notString", { key: name, value: describeValue(node, source.text) });
  }
  return node.value === "" ? catalogMessage("CRD5005", "emptyString", { key: name }) : undefined;
}

function failed(message: DiagnosticMessage, node: Node, source: ConfigSource, hint: string): CheckedValue {
  return { ok: false, diagnostics: [diagnostic(message, node, source, hint)] };
}

function diagnostic(message: DiagnosticMessage, node: Node, source: ConfigSource, hint: string): Diagnostic {
  return createDiagnostic(message, { span: nodeSpan(source, node), hint });
}
