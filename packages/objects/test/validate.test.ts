import { describe, expect, it } from "vitest";
import { errorString } from "@crdgen/structural";
import { validateObjects } from "../src/index.js";
import { exampleCrd } from "./support/crd.js";

const gadgets = exampleCrd("Gadget", "Cluster", [
  {
    name: "v1",
    served: true,
    storage: true,
    schema: {
      openAPIV3Schema: {
        type: "object",
        properties: {
          spec: {
            type: "object",
            properties: {
              size: { type: "integer", minimum: 1 },
              color: { type: "string", maxLength: 3 },
            },
            "x-kubernetes-validations": [{ rule: "self.size > 0" }],
          },
        },
      },
    },
  },
]);

describe("validateObjects", () => {
  it("names every error in kubectl's line for a refused object, and stores nothing", () => {
    const [report] = validateObjects({
      crds: [gadgets],
      objects: [
        {
          apiVersion: "example.com/v1",
          kind: "Gadget",
          metadata: { name: "g" },
          spec: { size: 0, color: "blue" },
        },
      ],
    });
    expect(report?.valid).toBe(false);
    expect(report?.stored).toBeUndefined();
    expect(report?.message).toBe(
      'The Gadget "g" is invalid: [spec.color: Too long: may not be more than 3 bytes, ' +
        "spec.size: Invalid value: 0: spec.size in body should be greater than or equal to 1]",
    );
  });

  it("lists causes that read the same once in kubectl's line, as statusCausesToAggrError does", () => {
    const object = (labels: Record<string, string>) => ({
      apiVersion: "example.com/v1",
      kind: "Gadget",
      metadata: { name: "g", labels },
    });
    const [twice, distinct] = validateObjects({
      crds: [gadgets],
      objects: [object({ a: "bad value", b: "bad value" }), object({ a: "bad value", b: "bad valu" })],
    });
    // ValidateLabels reports a bad value at metadata.labels, whichever key holds it: both labels give the same
    // cause, which the server returns twice and kubectl (pkg/cmd/util/helpers.go) prints once, without brackets.
    const [first, second] = (twice?.errors ?? []).map(errorString);
    expect(second).toBe(first);
    expect(twice?.message).toBe(`The Gadget "g" is invalid: ${first}`);
    const causes = (distinct?.errors ?? []).map(errorString);
    expect(causes).toHaveLength(2);
    expect(distinct?.message).toBe(`The Gadget "g" is invalid: [${causes.join(", ")}]`);
  });

  it("refuses metadata that does not decode with the server's BadRequest text, and reads a null as empty", () => {
    const object = (metadata: unknown) => ({ apiVersion: "example.com/v1", kind: "Gadget", metadata });
    const [labels, text, none] = validateObjects({
      crds: [gadgets],
      objects: [object({ name: "g", labels: { a: 5 } }), object("g"), object(null)],
    });
    // unstructuredSchemaCoercer.apply returns GetObjectMetaWithOptions' error, which the handler turns into a
    // BadRequest (transformDecodeError, apiserver pkg/endpoints/handlers/rest.go), not an Invalid status.
    expect(labels?.message).toBe(
      'Gadget in version "v1" cannot be handled as a Gadget: json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string',
    );
    expect(labels?.errors.map((e) => e.field)).toEqual(["metadata"]);
    expect(text?.message).toBe(
      'Gadget in version "v1" cannot be handled as a Gadget: json: cannot unmarshal string into Go value of type v1.ObjectMeta',
    );
    // json.Marshal(nil) is `null`, which unmarshals into ObjectMeta as nothing: the object goes on to validation.
    expect(none?.errors.map(errorString)).toEqual([
      "metadata.name: Required value: name or generateName is required",
    ]);
  });

  it("stores a valid object without the namespace a cluster-scoped kind cannot have, and says rules were not run", () => {
    const [report] = validateObjects({
      crds: [gadgets],
      objects: [
        {
          apiVersion: "example.com/v1",
          kind: "Gadget",
          metadata: { name: "g", namespace: "x" },
          spec: { size: 2 },
        },
      ],
    });
    expect(report).toMatchObject({ valid: true, message: "", unevaluatedRules: true });
    expect(report?.stored).toEqual({
      apiVersion: "example.com/v1",
      kind: "Gadget",
      metadata: { name: "g", generation: 1 },
      spec: { size: 2 },
    });
  });

  it("refuses what no CRD serves, and documents that are not objects", () => {
    const reports = validateObjects({
      crds: [gadgets],
      objects: [{ apiVersion: "example.com/v9", kind: "Gadget" }, 42],
    });
    expect(reports.map((r) => [r.valid, r.message])).toEqual([
      [false, 'no matches for kind "Gadget" in version "example.com/v9"'],
      [false, "the document is not an object"],
    ]);
  });
});
