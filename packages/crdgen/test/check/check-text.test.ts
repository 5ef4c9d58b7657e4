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
            code: "CRD3001",
            line: 35,
            column: 13,
            sourceLine: "            foo: {description: no type}",
            path: "spec.versions[0].schema.openAPIV3Schema.properties[foo].type",
            hint: expect.stringMatching(
              /^The API server moves the schema of the only version to spec.validation/,
            ) as unknown,
          },
        ],
      },
    ]);
  });

  it("warns as the server does about a CRD it creates: each unrecognized format once, at its node", () => {
    const text = crd(
      "widget",
      "{type: object, properties: {a: {type: string, format: bogus}, b: {type: array, items: {type: string, format: bogus}}, c: {type: integer, format: bogus}}}",
    );
    expect(diagnostics(text)).toEqual(['CRD3004 warning 17:72 unrecognized format "bogus"']);
    const [warning] = checkManifestText(text, "f.yaml").diagnostics;
    expect(warning).toMatchObject({
      document: 0,
      crdPath: "spec.versions[0].schema.openAPIV3Schema.properties[foo].properties[a].format",
    });
    const inList = `apiVersion: v1\nkind: List\nitems:\n${valid.replace(/^/gm, "  ").replace("  apiVersion", "- apiVersion")}`;
    expect(diagnostics(inList.replace("{type: string}", "{type: string, format: x}"))).toEqual([
      'CRD3004 warning 20:43 unrecognized format "x"',
    ]);
  });

  it("gives no format warnings with errors: the server stops at them (create.go:121-135)", () => {
    const text = crd("gadget", "{format: bogus, description: no type}");
    expect(diagnostics(text)).toEqual([]);
    expect(checkManifestText(text, "f.yaml").documents[0]?.errors).toHaveLength(1);
  });

  it("warns about repeated owner references, with or without errors, at the first one removed", () => {
    const owners =
      "  ownerReferences:\n  - {apiVersion: v1, kind: ConfigMap, name: a, uid: u1}\n  - {apiVersion: v1, kind: ConfigMap, name: a, uid: u1}\n";
    const warning =
      "CRD3005 warning 6:5 .metadata.ownerReferences contains duplicate entries; API server dedups owner references in 1.20+, and may reject such requests as early as 1.24; please fix your requests; duplicate UID(s) observed: u1";
    const withOwners = (text: string) => text.replace("  name: ", `${owners}  name: `);
    expect(diagnostics(withOwners(crd("widget", "{type: string, format: x}")))).toEqual([
      warning,
      'CRD3004 warning 20:41 unrecognized format "x"',
    ]);
    const invalidText = withOwners(crd("gadget", "{format: x, description: no type}"));
    expect(diagnostics(invalidText)).toEqual([warning]);
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
    const foo = report.documents[1]?.errors[0];
    expect([foo?.line, foo?.column, foo?.sourceLine?.trim()]).toEqual([63, 19, '"foo": {']);
  });
});

/** `field @ line:column [path]` for each API-server error of the text's CRDs. */
function placed(text: string): string[] {
  return checkManifestText(text, "f.yaml").documents.flatMap((d) =>
    d.errors.map((e) => `${e.field} @ ${e.line}:${e.column}${e.path === undefined ? "" : ` [${e.path}]`}`),
  );
}

describe("checkManifestText: where each error is in the file", () => {
  const twoVersions = (v1Foo: string, v2Foo: string): string =>
    crd("gadget", v1Foo) +
    `    - name: v2
      served: true
      storage: false
      schema:
        openAPIV3Schema:
          type: object
          properties:
            foo: ${v2Foo}
`;

  it("points at a wrong value itself, and at the key of a node that lacks a field", () => {
    const badGroup = invalid.replace("group: example.com", "group: Example");
    expect(placed(badGroup)).toContain("spec.group @ 6:10");
    expect(placed(badGroup)).toContain(
      "spec.validation.openAPIV3Schema.properties[foo].type @ 17:13 " +
        "[spec.versions[0].schema.openAPIV3Schema.properties[foo].type]",
    );
  });

  it("keeps the server's path for a schema only one version has, and names the version of a shared one", () => {
    expect(placed(twoVersions("{type: string}", "{description: no type}"))).toEqual([
      "spec.versions[1].schema.openAPIV3Schema.properties[foo].type @ 25:13",
    ]);
    expect(placed(twoVersions("{description: no type}", "{description: no type}"))).toEqual([
      "spec.validation.openAPIV3Schema.properties[foo].type @ 17:13 " +
        "[spec.versions[0].schema.openAPIV3Schema.properties[foo].type]",
    ]);
  });

  it("puts status.storedVersions at the storage flag it follows from", () => {
    const twoStorage = twoVersions("{type: string}", "{type: integer}").replace(
      "storage: false",
      "storage: true",
    );
    expect(placed(twoStorage)).toEqual([
      "spec.versions @ 20:16",
      "status.storedVersions @ 20:16 [spec.versions[1].storage]",
    ]);
    const errors = checkManifestText(twoStorage, "f.yaml").documents[0]?.errors ?? [];
    expect(errors.map((e) => e.hint)).toEqual([
      "v1, v2 are all marked `storage: true`: keep it on one version and set `storage: false` on the others.",
      expect.stringMatching(
        /^A file need not have status.storedVersions: the API server fills it in on create/,
      ),
    ]);
  });

  it("follows aliases and merge keys to the text they stand for, in any document of the file", () => {
    const aliased = twoVersions("&noType {description: no type}", "*noType\n            bar: {type: string}");
    expect(placed(`${valid}---\n${aliased}`)).toEqual([
      "spec.versions[0].schema.openAPIV3Schema.properties[foo].type @ 35:13",
      "spec.versions[1].schema.openAPIV3Schema.properties[foo].type @ 43:13",
    ]);
    const merged = twoVersions("&base {type: bogus}", "{<<: *base, description: merged}");
    expect(placed(merged)).toEqual([
      "spec.versions[0].schema.openAPIV3Schema.properties[foo].type @ 17:31",
      "spec.versions[1].schema.openAPIV3Schema.properties[foo].type @ 17:31",
    ]);
  });
});
