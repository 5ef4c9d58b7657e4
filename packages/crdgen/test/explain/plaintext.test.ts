import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { JsonMap } from "../../src/explain/go-values.js";
import type { PlaintextRequest } from "../../src/explain/plaintext.js";
import {
  ExplainTemplateError,
  extractEnum,
  fieldDetail,
  renderPlaintext,
  typeGuess,
} from "../../src/explain/plaintext.js";
import { wrapString } from "../../src/explain/word-wrap.js";

// kubectl's own tests of the explain template (pkg/explain/v2/templates/plaintext_test.go), transcribed: the
// same documents (the published 1.35 apiextensions.k8s.io/v1 and batch/v1 OpenAPI, see SOURCES.md), contexts
// and expectations.

function openapi(file: string): JsonMap {
  const url = new URL(`../../../../testdata/k8s-openapi/1.35/v3/${file}`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as JsonMap;
}

const apiextensions = openapi("apis__apiextensions.k8s.io__v1_openapi.json");
const batch = openapi("apis__batch__v1_openapi.json");
const crdGvr = { group: "apiextensions.k8s.io", version: "v1", resource: "customresourcedefinitions" };

function withoutPaths(document: JsonMap, removed: readonly string[]): JsonMap {
  const paths = Object.entries(document["paths"] as JsonMap).filter(([path]) => !removed.includes(path));
  return { ...document, paths: Object.fromEntries(paths) };
}

function render(request: Partial<PlaintextRequest> & Pick<PlaintextRequest, "document" | "gvr">): string {
  return renderPlaintext({ fieldPath: [], recursive: false, maxDepth: 0, ...request });
}

const nestedWidget: JsonMap = {
  paths: {
    "/apis/example.com/v1/widgets": {
      get: { "x-kubernetes-group-version-kind": { group: "example.com", version: "v1", kind: "Widget" } },
    },
  },
  components: {
    schemas: {
      "com.example.v1.Widget": {
        type: "object",
        "x-kubernetes-group-version-kind": [{ group: "example.com", version: "v1", kind: "Widget" }],
        properties: {
          name: { type: "string" },
          meta: {
            type: "object",
            properties: {
              id: { type: "string" },
              tags: { type: "object", properties: { key: { type: "string" } } },
            },
          },
        },
      },
    },
  },
};
const widgetGvr = { group: "example.com", version: "v1", resource: "widgets" };
const widgetHeader = "GROUP:      example.com\nKIND:       Widget\nVERSION:    v1\n\n";

describe("kubectl's plaintext template tests", () => {
  it("ResourceNotFound", () => {
    expect(() => render({ document: apiextensions, gvr: { group: "", version: "", resource: "" } })).toThrow(
      "GVR (/, Resource=) not found in OpenAPI schema",
    );
  });

  it("SchemaFound, with and without the list verb", () => {
    const crdText = "CustomResourceDefinition represents a resource that should be exposed";
    expect(render({ document: apiextensions, gvr: crdGvr })).toContain(crdText);
    const noList = withoutPaths(apiextensions, ["/apis/apiextensions.k8s.io/v1/customresourcedefinitions"]);
    expect(render({ document: noList, gvr: crdGvr })).toContain(crdText);
  });

  it("SchemaFoundNamespaced, with and without the list verb", () => {
    const jobs = { group: "batch", version: "v1", resource: "jobs" };
    expect(render({ document: batch, gvr: jobs })).toContain(
      "Job represents the configuration of a single job",
    );
    const noList = withoutPaths(batch, [
      "/apis/batch/v1/jobs",
      "/apis/batch/v1/namespaces/{namespace}/jobs",
      "/apis/batch/v1/cronjobs",
      "/apis/batch/v1/namespaces/{namespace}/cronjobs/{name}",
    ]);
    expect(render({ document: noList, gvr: jobs })).toContain(
      "Job represents the configuration of a single job",
    );
    expect(render({ document: noList, gvr: { ...jobs, resource: "cronjobs" } })).toContain(
      "CronJob represents the configuration of a single cron job",
    );
  });

  it("SchemaFieldPathNotFound names the last element of the path", () => {
    expect(() =>
      render({ document: apiextensions, gvr: crdGvr, fieldPath: ["does", "not", "exist"] }),
    ).toThrow('field "exist" does not exist');
  });

  // Not in kubectl's tests: Execute writes the header before include "schema" throws (plaintext.tmpl:33-43 at
  // kubernetes-1.35.0), so kubectl's stdout holds it; the GVR error comes before anything is written.
  it("a missing field's error carries the header the template printed before it; a missing GVR's, nothing", () => {
    const thrown = (request: Parameters<typeof render>[0]): ExplainTemplateError => {
      try {
        render(request);
      } catch (error) {
        if (error instanceof ExplainTemplateError) return error;
      }
      throw new Error("no template error");
    };
    const field = thrown({ document: apiextensions, gvr: crdGvr, fieldPath: ["spec", "nope"] });
    expect(field.printed).toBe(
      "GROUP:      apiextensions.k8s.io\nKIND:       CustomResourceDefinition\nVERSION:    v1\n\n",
    );
    expect(thrown({ document: apiextensions, gvr: { ...crdGvr, resource: "nope" } }).printed).toBe("");
  });

  it("follows field paths through objects, arrays, maps and recursive schemas", () => {
    const at = (fieldPath: string[]): string => render({ document: apiextensions, gvr: crdGvr, fieldPath });
    expect(at(["kind"])).toContain("FIELD: kind <string>");
    expect(at(["spec", "names", "singular"])).toContain("FIELD: singular <string>");
    expect(at(["spec", "versions", "name"])).toContain("FIELD: name <string>");
    const defaultText = "default is a default value for undefined object fields";
    expect(at(["spec", "versions", "schema", "openAPIV3Schema", "properties", "default"])).toContain(
      defaultText,
    );
    const deep = ["spec", "versions", "schema", "openAPIV3Schema", "properties", "properties", "properties"];
    expect(at([...deep, "properties", "properties", "default"])).toContain(defaultText);
  });

  it("SchemaAllFields and SchemaAllFieldsRecursive", () => {
    const schemas = (apiextensions["components"] as JsonMap)["schemas"] as JsonMap;
    const validation = schemas[
      "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceValidation"
    ] as { properties: Record<string, { description: string }> };
    const fieldPath = ["spec", "versions", "schema"];
    const full = render({ document: apiextensions, gvr: crdGvr, fieldPath });
    const recursive = render({ document: apiextensions, gvr: crdGvr, fieldPath, recursive: true });
    for (const [name, field] of Object.entries(validation.properties)) {
      expect(full).toContain(name);
      // The description is wrapped: compare its words.
      expect(full.replace(/\s+/g, " ")).toContain(field.description.replace(/\s+/g, " "));
      expect(recursive).toContain(name);
    }
  });

  it("typeGuess", () => {
    const guess = (schema: JsonMap, document: JsonMap = {}): string => typeGuess({ document }, schema);
    const ref = "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceValidation";
    expect(guess({ type: "string" })).toBe("string");
    expect(guess({ type: "string", additionalProperties: true })).toBe("string");
    const time = { components: { schemas: { "v1.Time": { type: "string", format: "date-time" } } } };
    expect(guess({ description: "a cool field", $ref: "#/components/schemas/v1.Time" }, time)).toBe("string");
    expect(guess({ description: "a cool field", type: "array" })).toBe("array");
    expect(guess({ description: "a cool field", type: "object" })).toBe("Object");
    expect(guess({ type: "array", items: { type: "number" } })).toBe("[]number");
    expect(guess({ type: "array", items: { type: "object", allOf: [{ $ref: ref }] } })).toBe(
      "[]CustomResourceValidation",
    );
    expect(guess({ type: "array", items: { type: "object", $ref: ref } })).toBe("[]CustomResourceValidation");
    expect(
      guess({ type: "array", items: { type: "object", additionalProperties: { type: "string" } } }),
    ).toBe("[]map[string]string");
    expect(
      guess({ type: "object", additionalProperties: { type: "array", items: { type: "string" } } }),
    ).toBe("map[string][]string");
    expect(guess({ type: "object", additionalProperties: { type: "string", allOf: [{ $ref: ref }] } })).toBe(
      "map[string]CustomResourceValidation",
    );
    expect(guess({ description: "a cool field" })).toBe("Object");
  });

  it("fieldDetail: Required, Description, Indent, externalDocs", () => {
    const parent = (field: JsonMap, required = ["thefield"]): JsonMap => ({
      type: "object",
      description: "a description that should not be printed",
      properties: { thefield: field },
      required,
    });
    const context = { document: {} };
    const quiet = { type: "string", description: "a description that should not be printed" };
    expect(fieldDetail(context, "thefield", parent(quiet), true, 0)).toBe("thefield\t<string> -required-\n");
    const loud = { type: "string", description: "a description that should be printed" };
    expect(fieldDetail(context, "thefield", parent(loud), false, 0)).toBe(
      "thefield\t<string> -required-\n  a description that should be printed\n\n",
    );
    expect(fieldDetail(context, "thefield", parent(quiet), true, 5)).toBe(
      "          thefield\t<string> -required-\n",
    );
    const documented = {
      ...loud,
      externalDocs: { description: "Find more info here", url: "https://example.com/docs" },
    };
    const long = fieldDetail(context, "thefield", parent(documented, []), false, 0);
    for (const text of [
      loud.description,
      "EXTERNAL DOCS:",
      "Find more info here",
      "URL: https://example.com/docs",
    ]) {
      expect(long).toContain(text);
    }
    expect(fieldDetail(context, "thefield", parent(documented, []), true, 0)).toBe("thefield\t<string>\n");
  });

  it("extractEnum", () => {
    const schema = { type: "string", enum: [0, 1, 2, 3] };
    expect(extractEnum({ type: "string", enum: [] }, { longView: false, limit: 0, indentAmount: 0 })).toBe(
      "",
    );
    expect(extractEnum(schema, { longView: true, limit: 0, indentAmount: 0 })).toBe(
      "ENUM:\n    0\n    1\n    2\n    3",
    );
    expect(extractEnum(schema, { longView: false, limit: 0, indentAmount: 2 })).toBe("\n  enum: 0, 1, 2, 3");
    expect(extractEnum(schema, { longView: false, limit: 2, indentAmount: 2 })).toBe("\n  enum: 0, 1, ....");
    expect(extractEnum(schema, { longView: true, limit: 2, indentAmount: 2 })).toBe(
      "ENUM:\n    0\n    1, ....",
    );
    expect(
      extractEnum(
        { type: "string", enum: ["Block", "File", ""] },
        { longView: true, limit: 0, indentAmount: 0 },
      ),
    ).toBe('ENUM:\n    Block\n    File\n    ""');
  });

  it("externalDocs in the full output, of the kind and of a field", () => {
    const gvk = { group: "example.com", version: "v1", kind: "Widget" };
    const document = (schema: JsonMap): JsonMap => ({
      paths: { "/apis/example.com/v1/widgets": { get: { "x-kubernetes-group-version-kind": gvk } } },
      components: {
        schemas: { "com.example.v1.Widget": { ...schema, "x-kubernetes-group-version-kind": [gvk] } },
      },
    });
    const kindDocs = render({
      document: document({
        type: "object",
        description: "A widget is a thing.",
        externalDocs: { description: "Find more info here", url: "https://example.com/docs/widgets" },
        properties: { apiVersion: { type: "string" }, kind: { type: "string" } },
      }),
      gvr: widgetGvr,
    });
    for (const text of ["DESCRIPTION:", "A widget is a thing.", "EXTERNAL DOCS:", "Find more info here"]) {
      expect(kindDocs).toContain(text);
    }
    expect(kindDocs).toContain("URL: https://example.com/docs/widgets");
    const fieldDocs = render({
      document: document({
        type: "object",
        description: "A widget is a thing.",
        properties: {
          name: {
            type: "string",
            description: "name of the widget",
            externalDocs: {
              description: "Widget naming conventions",
              url: "https://example.com/docs/naming",
            },
          },
          size: { type: "integer", description: "size of the widget" },
        },
      }),
      gvr: widgetGvr,
    });
    for (const text of ["FIELDS:", "name of the widget", "EXTERNAL DOCS:", "Widget naming conventions"]) {
      expect(fieldDocs).toContain(text);
    }
    expect(fieldDocs).toContain("URL: https://example.com/docs/naming");
    expect(fieldDocs).toContain("size of the widget");
  });

  it("MaxDepth with --recursive", () => {
    const deep = `${widgetHeader}DESCRIPTION:\n    <empty>\nFIELDS:\n  meta\t<Object>\n    id\t<string>\n    tags\t<Object>\n      key\t<string>\n  name\t<string>\n\n`;
    const recursive = (maxDepth: number): string =>
      render({ document: nestedWidget, gvr: widgetGvr, recursive: true, maxDepth });
    expect(recursive(0)).toBe(deep);
    expect(recursive(100)).toBe(deep);
    expect(recursive(1)).toBe(
      `${widgetHeader}DESCRIPTION:\n    <empty>\nFIELDS:\n  meta\t<Object>\n  name\t<string>\n\n`,
    );
    expect(recursive(2)).toBe(
      `${widgetHeader}DESCRIPTION:\n    <empty>\nFIELDS:\n  meta\t<Object>\n    id\t<string>\n    tags\t<Object>\n  name\t<string>\n\n`,
    );
    expect(render({ document: nestedWidget, gvr: widgetGvr, maxDepth: 5 })).toBe(
      `${widgetHeader}DESCRIPTION:\n    <empty>\nFIELDS:\n  meta\t<Object>\n    <no description>\n\n  name\t<string>\n    <no description>\n\n\n`,
    );
  });
});

describe("go-wordwrap's WrapString", () => {
  // go-wordwrap v1.0.1 wordwrap_test.go's cases (see SOURCES.md).
  it.each([
    ["foo", 4, "foo"],
    ["foobarbaz", 4, "foobarbaz"],
    ["foo bar baz", 4, "foo\nbar\nbaz"],
    ["foo bars bazzes", 4, "foo\nbars\nbazzes"],
    ["fo sop", 4, "fo\nsop"],
    ["foo bar\u00A0baz", 10, "foo\nbar\u00A0baz"],
    ["foo\nb\t r\n baz", 4, "foo\nb\t r\n baz"],
    ["foo    \nb   ar   ", 4, "foo\nb\nar"],
    ["foo bar baz\n", 4, "foo\nbar\nbaz\n"],
    ["\nfoo bar\n\n\nbaz\n", 4, "\nfoo\nbar\n\n\nbaz\n"],
    [
      " This is a list: \n\n\t* foo\n\t* bar\n\n\n\t* baz  \nBAM    ",
      6,
      " This\nis a\nlist: \n\n\t* foo\n\t* bar\n\n\n\t* baz\nBAM",
    ],
    ["\u2584 ".repeat(4), 4, `\u2584 \u2584\n${"\u2584 ".repeat(2)}`],
  ])("wraps %j at %d", (input, limit, expected) => {
    expect(wrapString(input, limit)).toBe(expected);
  });
});
