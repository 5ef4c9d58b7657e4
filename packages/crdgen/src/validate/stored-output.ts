import { renderGoYamlDocument } from "../render/index.js";
import { withExactIntegers } from "./exact-integers.js";
import { goJsonIndent } from "./go-json.js";
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
  return `${withExactIntegers(goJsonIndent(value))}\n`;
}
