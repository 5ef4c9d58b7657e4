import type { CustomResourceDefinition } from "@crdgen/structural";
import { describe, expect, it } from "vitest";
import { CrdFileRenderer, versionAnnotation } from "../../src/generate/render-files.js";

function widgetCrd(description: string): CustomResourceDefinition {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "widgets.example.com", annotations: { team: "storage" } },
    spec: {
      group: "example.com",
      names: { kind: "Widget", listKind: "WidgetList", plural: "widgets", singular: "widget" },
      scope: "Namespaced",
      versions: [
        {
          name: "v1",
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: "object", description } },
        },
      ],
    },
  };
}

describe("CrdFileRenderer", () => {
  it("names the file <group>_<plural>.yaml and adds the version annotation next to the CRD's own", () => {
    const crd = widgetCrd("A widget.");
    const [file] = new CrdFileRenderer({ version: "9.8.7" }).renderRun([crd]);
    expect(versionAnnotation).toBe("crdgen.io/version");
    expect(file?.name).toBe("example.com_widgets.yaml");
    expect(
      file?.content.startsWith(
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n" +
          "  annotations:\n    crdgen.io/version: 9.8.7\n    team: storage\n  name: widgets.example.com\n",
      ),
    ).toBe(true);
    expect(crd.metadata?.annotations).toEqual({ team: "storage" });
  });

  it("renders a CRD object once and hands back the same file for it", () => {
    const renderer = new CrdFileRenderer({ version: "1.0.0" });
    const crd = widgetCrd("A widget.");
    const [first] = renderer.renderRun([crd]);
    expect(renderer.renderRun([crd])[0]).toBe(first);
    const [equalButNew] = renderer.renderRun([widgetCrd("A widget.")]);
    expect(equalButNew).not.toBe(first);
    expect(equalButNew).toEqual(first);
    expect(renderer.renderRun([widgetCrd("Another widget.")])[0]?.content).toContain(
      "description: Another widget.",
    );
  });

  it("cuts descriptions to maxDescLen", () => {
    const file = new CrdFileRenderer({ version: "1.0.0", maxDescLen: 0 }).renderRun([
      widgetCrd("A widget."),
    ])[0];
    expect(file?.content).not.toContain("description");
  });
});
