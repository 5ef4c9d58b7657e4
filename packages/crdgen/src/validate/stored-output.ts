import { InternalError } from "@crdgen/core";
import { renderGoYamlDocument } from "../render/index.js";
import { withExactIntegers } from "./exact-integers.js";
import type { ValidateFileReport } from "./types.js";

/**
 * The stored objects (pruned and defaulted) of every object the server would accept, as `kubectl get -o yaml`
 * or `-o json` prints them: YAML as a multi-document stream; JSON as the object, or a `List` of several.
 */
export function renderStoredObjects(reports: readonly ValidateFileReport[], output: "yaml" | "json"): string {
  const stored = reports.flatMap((r) =>
    r.objects.flatMap((o) => (o.outcome.stored === undefined ? [] : [o.outcome.stored])),
  );
  if (stored.length === 0) return "";
  if (output === "yaml") {
    return withExactIntegers(stored.map((object) => `---\n${renderGoYamlDocument(object)}`).join(""));
  }
  const value = stored.length === 1 ? stored[0] : { apiVersion: "v1", items: stored, kind: "List" };
  return `${goJsonEscapes(withExactIntegers(JSON.stringify(sortedKeys(value), null, 4)))}\n`;
}

// kubectl's JSON printer marshals an unstructured object through json.NewEncoder(w).Encode (apimachinery
// unstructured/helpers.go doEncode), whose strings escape HTML's <, > and & and the JavaScript line
// terminators U+2028 and U+2029 (encoding/json encode.go appendString), which JSON.stringify keeps as they
// are. These characters can only be inside strings of JSON.stringify's text, so replacing them there is safe.
const goEscaped = /[<>&\u2028\u2029]/;
const everyGoEscaped = /[<>&\u2028\u2029]/g;
const goEscapes: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

function goJsonEscapes(text: string): string {
  return goEscaped.test(text) ? text.replace(everyGoEscaped, goEscape) : text;
}

function goEscape(ch: string): string {
  const escape = goEscapes[ch];
  if (escape === undefined) throw new InternalError(`no Go JSON escape for ${JSON.stringify(ch)}`);
  return escape;
}

// kubectl prints an unstructured object's keys sorted, as Go's encoding/json writes a map.
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) {
    return value;
  }
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
      .map((key) => [key, sortedKeys(record[key])]),
  );
}
