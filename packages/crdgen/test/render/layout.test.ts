import { describe, expect, it } from "vitest";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { crdFileName, renderCrdYaml, renderGoYamlDocument } from "../../src/render/index.js";

const lines = (...parts: string[]): string => parts.join("\n") + "\n";

describe("block layout", () => {
  it("writes a sequence under a mapping key at the key's indentation", () => {
    expect(renderGoYamlDocument({ spec: { versions: [{ name: "v1", served: true }, { name: "v2" }] } })).toBe(
      lines("spec:", "  versions:", "  - name: v1", "    served: true", "  - name: v2"),
    );
  });

  it("indents nested sequences and mappings inside sequences", () => {
    expect(renderGoYamlDocument({ c: [[1, 2], [], {}, [{ a: [3] }]] })).toBe(
      lines("c:", "- - 1", "  - 2", "- []", "- {}", "- - a:", "    - 3"),
    );
  });

  it("writes empty collections in flow style and null as null", () => {
    expect(renderGoYamlDocument({ a: [], b: {}, c: null, d: { e: {} } })).toBe(
      lines("a: []", "b: {}", "c: null", "d:", "  e: {}"),
    );
  });

  it("renders top-level values as sigs.k8s.io/yaml does", () => {
    expect(renderGoYamlDocument({})).toBe("{}\n");
    expect(renderGoYamlDocument([])).toBe("[]\n");
    expect(renderGoYamlDocument(null)).toBe("null\n");
    expect(renderGoYamlDocument("x")).toBe("x\n");
    expect(renderGoYamlDocument("a\nb")).toBe("|-\n  a\n  b\n");
    expect(renderGoYamlDocument([1, [2, 3], { a: 1 }])).toBe(lines("- 1", "- - 2", "  - 3", "- a: 1"));
  });

  it("drops undefined members like JSON does and writes shared objects twice, without anchors", () => {
    const shared = { type: "string" };
    expect(renderGoYamlDocument({ a: shared, b: shared, c: undefined, d: [undefined] })).toBe(
      lines("a:", "  type: string", "b:", "  type: string", "d:", "- null"),
    );
  });
});

describe("folding long lines at 80 columns", () => {
  const words = Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ");

  it("folds plain scalars at the first space past column 80, continuing 2 deeper than the key", () => {
    expect(renderGoYamlDocument({ a: { description: words + " " + words } })).toBe(
      lines(
        "a:",
        "  description: w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18 w19",
        "    w20 w21 w22 w23 w24 w25 w26 w27 w28 w29 w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11",
        "    w12 w13 w14 w15 w16 w17 w18 w19 w20 w21 w22 w23 w24 w25 w26 w27 w28 w29",
      ),
    );
  });

  it("never breaks a word, however long", () => {
    const url = "https://example.com/" + "x".repeat(100);
    expect(renderGoYamlDocument({ d: `see ${url} now` })).toBe(lines(`d: see ${url}`, "  now"));
  });

  it("folds single-quoted and double-quoted scalars, escaping a leading space of the next line", () => {
    expect(renderGoYamlDocument({ s: "x: " + words + " " + words })).toBe(
      lines(
        "s: 'x: w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18 w19 w20 w21",
        "  w22 w23 w24 w25 w26 w27 w28 w29 w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14",
        "  w15 w16 w17 w18 w19 w20 w21 w22 w23 w24 w25 w26 w27 w28 w29'",
      ),
    );
    const doubled = "\t" + "a".repeat(80) + "  b";
    expect(renderGoYamlDocument({ d: doubled })).toBe(lines(`d: "\\t${"a".repeat(80)}`, '  \\ b"'));
  });

  it("does not fold keys or literal blocks", () => {
    const key = "k".repeat(100) + " x";
    expect(renderGoYamlDocument({ [key]: 1 })).toBe(`${key}: 1\n`);
    const block = words + words + "\n" + words;
    expect(renderGoYamlDocument({ b: block })).toBe(lines("b: |-", `  ${words}${words}`, `  ${words}`));
  });

  it("counts characters, not bytes, towards the width", () => {
    const text = Array.from({ length: 20 }, () => "éééé").join(" ");
    // 16 words reach column 82 (in bytes it would be 147), so the line breaks after the 16th.
    expect(renderGoYamlDocument({ d: text })).toBe(
      lines(`d: ${"éééé ".repeat(15)}éééé`, "  éééé éééé éééé éééé"),
    );
  });
});

const crd = {
  apiVersion: "apiextensions.k8s.io/v1",
  kind: "CustomResourceDefinition",
  metadata: { name: "widgets.example.com", annotations: { "crdgen.dev/version": "0.1.0" } },
  spec: {
    group: "example.com",
    names: { kind: "Widget", listKind: "WidgetList", plural: "widgets", singular: "widget" },
    scope: "Namespaced",
    versions: [
      {
        name: "v1",
        served: true,
        storage: true,
        schema: { openAPIV3Schema: { type: "object", properties: { metadata: { type: "object" } } } },
        subresources: { status: {} },
      },
    ],
  },
} satisfies CustomResourceDefinition;

describe("renderCrdYaml", () => {
  it("writes `---` and the CRD with sorted keys", () => {
    expect(renderCrdYaml(crd)).toBe(
      lines(
        "---",
        "apiVersion: apiextensions.k8s.io/v1",
        "kind: CustomResourceDefinition",
        "metadata:",
        "  annotations:",
        "    crdgen.dev/version: 0.1.0",
        "  name: widgets.example.com",
        "spec:",
        "  group: example.com",
        "  names:",
        "    kind: Widget",
        "    listKind: WidgetList",
        "    plural: widgets",
        "    singular: widget",
        "  scope: Namespaced",
        "  versions:",
        "  - name: v1",
        "    schema:",
        "      openAPIV3Schema:",
        "        properties:",
        "          metadata:",
        "            type: object",
        "        type: object",
        "    served: true",
        "    storage: true",
        "    subresources:",
        "      status: {}",
      ),
    );
  });

  it("writes the header before `---`, as controller-gen's headerFile", () => {
    const text = renderCrdYaml(crd, {
      header: "# Copyright 2025 ACME\n# SPDX-License-Identifier: Apache-2.0\n",
    });
    expect(
      text.startsWith("# Copyright 2025 ACME\n# SPDX-License-Identifier: Apache-2.0\n---\napiVersion:"),
    ).toBe(true);
    expect(renderCrdYaml(crd, { header: "# no newline" }).startsWith("# no newline\n---\n")).toBe(true);
    expect(renderCrdYaml(crd, { header: "" }).startsWith("---\napiVersion:")).toBe(true);
  });

  it("is deterministic whatever the key order of the input", () => {
    const reordered = { spec: crd.spec, metadata: crd.metadata, kind: crd.kind, apiVersion: crd.apiVersion };
    expect(renderCrdYaml(reordered)).toBe(renderCrdYaml(crd));
  });

  it("names the file <group>_<plural>.yaml", () => {
    expect(crdFileName(crd)).toBe("example.com_widgets.yaml");
    expect(crdFileName({})).toBe("_.yaml");
  });
});
