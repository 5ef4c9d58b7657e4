import { describe, expect, it } from "vitest";
import { checkManifestText } from "../../src/check/check-text.js";
import { readManifestText } from "../../src/manifest/documents.js";

const crd = (name: string, fooSchema: string): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${name}s.example.com
spec:
  group: example.com
  names: {kind: ${name[0]?.toUpperCase() ?? ""}${name.slice(1)}, listKind: ${name[0]?.toUpperCase() ?? ""}${name.slice(1)}List, plural: ${name}s, singular: ${name}}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            foo: ${fooSchema}
`;

const valid = crd("widget", "{type: string}");
const invalid = crd("gadget", "{description: no type}");

function diagnostics(text: string): string[] {
  return checkManifestText(text, "f.yaml").diagnostics.map(
    (d) => `${d.code} ${d.severity} ${d.span?.start.line ?? 0}:${d.span?.start.column ?? 0} ${d.message}`,
  );
}

describe("checkManifestText", () => {
  it("validates each v1 CRD and keeps the API server's errors", () => {
    const report = checkManifestText(`${valid}---\n${invalid}`, "f.yaml");
    expect(report.diagnostics).toEqual([]);
    expect(report.documents).toEqual([
      { index: 0, name: "widgets.example.com", line: 1, errors: [] },
      {
        index: 1,
        name: "gadgets.example.com",
        line: 19,
        errors: [
          {
            type: "FieldValueRequired",
            field: "spec.validation.openAPIV3Schema.properties[foo].type",
            detail: "must not be empty for specified object fields",
            origin: "structural",
          },
        ],
      },
    ]);
  });

  it("reports a v1beta1 CRD as an error and skips other objects with a note", () => {
    const legacy = valid.replace("apiextensions.k8s.io/v1", "apiextensions.k8s.io/v1beta1");
    expect(
      diagnostics(`${legacy}---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n---\nhello\n`),
    ).toEqual([
      'CRD4008 error 1:1 CustomResourceDefinition "widgets.example.com" uses apiextensions.k8s.io/v1beta1, which ' +
        "the API server no longer serves; only apiextensions.k8s.io/v1 is checked",
      'CRD4007 info 19:1 document is ConfigMap "c" (v1), not a CRD; skipped',
      "CRD4009 warning 23:1 document is a string, not a Kubernetes object; skipped",
    ]);
  });

  it("skips the items of a List that are not CRDs", () => {
    const list = JSON.stringify({
      apiVersion: "v1",
      kind: "List",
      items: [{ apiVersion: "v1", kind: "Secret" }, 7],
    });
    expect(diagnostics(list)).toEqual([
      "CRD4007 info 1:1 item 0 of the List is Secret (v1), not a CRD; skipped",
      "CRD4009 warning 1:1 item 1 of the List is a number, not a Kubernetes object; skipped",
    ]);
  });

  it("checks the CRDs of a List, as `kubectl get crd -o yaml` prints them", () => {
    const items = [valid, invalid].flatMap((text) =>
      [...readManifestText(text, "x")].map((item) => (item.kind === "document" ? item.document.value : item)),
    );
    const list = { apiVersion: "v1", kind: "List", items };
    const report = checkManifestText(JSON.stringify(list, null, 2), "list.json");
    expect(report.documents.map((d) => [d.index, d.item, d.name, d.errors.length])).toEqual([
      [0, 0, "widgets.example.com", 0],
      [0, 1, "gadgets.example.com", 1],
    ]);
  });
});
