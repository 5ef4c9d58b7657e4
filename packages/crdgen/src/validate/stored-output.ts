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
  return `${withExactIntegers(JSON.stringify(sortedKeys(value), null, 4))}\n`;
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
