import { describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { renderCrdYaml } from "../../src/render/index.js";
import { apiProject } from "./api-project.js";

// The README's build-script example invites editing the result before writing it: the CRDs a caller gets
// are plain objects of its own, while the generator's shared, frozen schemas stay untouched.
describe("a generate() result can be post-processed", () => {
  // A named type used twice: the generator lowers it once and shares the frozen schema.
  const types = "export interface Part { name: string }\n";
  const spec = "{ first: Part; second: Part }";

  it("takes a new label and an edited schema, and renders them", async () => {
    const cwd = apiProject({ "api/v1/widget.ts": widgetWithSpec(spec) + types });
    const result = await generate({ cwd, config: false });
    expect(result.diagnostics).toEqual([]);
    const crd = result.crds[0]?.crd;
    if (crd?.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties == null) throw new Error("no CRD");
    crd.metadata = { ...(crd.metadata ?? {}), labels: { team: "storage" } };
    const first = crd.spec.versions[0].schema.openAPIV3Schema.properties.spec?.properties?.["first"];
    if (first?.properties?.name === undefined) throw new Error("no schema for spec.first.name");
    first.properties.name.description = "Edited by the build script.";
    expect(result.crds[0]?.crd).toBe(crd);
    const yaml = renderCrdYaml(crd);
    expect(yaml).toContain("  labels:\n    team: storage\n");
    expect(yaml.match(/Edited by the build script/g)).toHaveLength(1);
    expect(result.files[0]?.content).not.toContain("Edited by the build script.");
  });

  it("leaves the next run's output as it was", async () => {
    const cwd = apiProject({ "api/v1/widget.ts": widgetWithSpec(spec) + types });
    const before = await generate({ cwd, config: false });
    const specSchema = before.crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties?.spec;
    const name = specSchema?.properties?.second?.properties?.name;
    if (name === undefined) throw new Error("no schema for spec.second.name");
    name.type = "integer";
    const after = await generate({ cwd, config: false });
    expect(after.files).toEqual(before.files);
  });
});

function widgetWithSpec(spec: string): string {
  return (
    `// +groupName=example.com\nimport type { ObjectMeta } from "crdgen";\n\n` +
    `/** A widget. */\nexport interface Widget {\n  apiVersion: string;\n  kind: string;\n` +
    `  metadata?: ObjectMeta;\n  spec: ${spec};\n}\n`
  );
}
