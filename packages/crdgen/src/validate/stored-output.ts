import { renderGoYamlDocument } from "../render/index.js";
import { withExactIntegers } from "./exact-integers.js";
import { goJsonIndent } from "./go-json.js";
import type { ValidateFileReport } from "./types.js";

/**
 * The stored objects (pruned and defaulted) of every object the server would accept, as `kubectl get -f FILE
 * -o yaml` or `-o json` prints them: one object as itself; several as one `List` (kubectl v0.35.0
 * pkg/cmd/get/get.go:739-797: a v1 List whose metadata holds the empty resourceVersion of the list it
 * decoded), printed once, so that YAML has no `---` (cli-runtime printers/yaml.go writes one only before a
 * second object).
 */
export function renderStoredObjects(reports: readonly ValidateFileReport[], output: "yaml" | "json"): string {
  const stored = reports.flatMap((r) =>
    r.objects.flatMap((o) => (o.outcome.stored === undefined ? [] : [o.outcome.stored])),
  );
  if (stored.length === 0) return "";
  const value =
    stored.length === 1
      ? stored[0]
      : { apiVersion: "v1", items: stored, kind: "List", metadata: { resourceVersion: "" } };
  if (output === "yaml") return withExactIntegers(renderGoYamlDocument(value));
  return `${withExactIntegers(goJsonIndent(value))}\n`;
}
