import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { apiProject, widgetSource } from "../generate/api-project.js";
import { runBin } from "./fixtures.js";

// Without --crds, `crdgen validate` generates the project's CRDs in memory, as `generate` would, and
// writes nothing.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const spec =
  "{\n  /** +kubebuilder:validation:Maximum=10 */\n  size: number;\n  /** +kubebuilder:default=fast\n   * +optional */\n  mode?: string;\n}";

describe("crdgen validate in a crdgen project", () => {
  it("validates against the CRDs generated from the API types", () => {
    const root = apiProject({
      "api/v1/widget.ts": widgetSource(spec),
      "config/samples/w.yaml":
        "apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  size: 3\n  sise: 1\n",
    });
    roots.push(root);
    const run = runBin(["validate", "config/samples", "--output", "json"], root);
    expect(JSON.parse(run.stdout)).toEqual({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { generation: 1, name: "w", namespace: "default" },
      spec: { mode: "fast", size: 3 },
    });
    expect(run.stderr).toContain('config/samples/w.yaml:7:3 - warning CRD5041: unknown field "spec.sise"');
    expect(run.status).toBe(0);
  });

  it("exits 2 when the project's types do not generate", () => {
    const root = apiProject({
      "api/v1/widget.ts": "// +groupName=example.com\nexport const nothing = 1;\n",
      "w.yaml": "kind: X\n",
    });
    roots.push(root);
    const run = runBin(["validate", "w.yaml"], root);
    expect(run.stderr).toContain(
      "error CRD5046: the project's API types (api) define no kinds: no CRDs for crdgen validate",
    );
    expect(run.status).toBe(2);
  });
});
