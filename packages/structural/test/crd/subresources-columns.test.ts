import { describe } from "vitest";
import type { Row } from "./fixture.js";
import { err, version, versionOf } from "./fixture.js";
import { testRows } from "./rows.js";

const scale = (paths: Record<string, string>): Record<string, unknown> => ({ scale: paths });

const subresourceRows: Row[] = [
  {
    name: "replica paths are required (one version: reported on spec.subresources)",
    mutate: (crd) =>
      (versionOf(crd).subresources = scale({ specReplicasPath: "", statusReplicasPath: ".status.n" })),
    expected: [err("FieldValueRequired", "spec.subresources.scale.specReplicasPath")],
  },
  {
    name: "replica and selector paths: simple JSON paths under .spec / .status",
    mutate: (crd) =>
      (versionOf(crd).subresources = scale({
        specReplicasPath: "spec.replicas",
        statusReplicasPath: ".spec.replicas",
        labelSelectorPath: ".selector",
      })),
    expected: [
      err(
        "FieldValueInvalid",
        "spec.subresources.scale.specReplicasPath",
        "must be a simple json path starting with .",
      ),
      err(
        "FieldValueInvalid",
        "spec.subresources.scale.statusReplicasPath",
        "should be a json path under .status",
      ),
      err(
        "FieldValueInvalid",
        "spec.subresources.scale.labelSelectorPath",
        "should be a json path under either .spec or .status",
      ),
    ],
  },
  {
    name: "a path equal to .spec is not under .spec",
    mutate: (crd) =>
      (versionOf(crd).subresources = scale({ specReplicasPath: ".spec", statusReplicasPath: ".status.n" })),
    expected: [
      err(
        "FieldValueInvalid",
        "spec.subresources.scale.specReplicasPath",
        "should be a json path under .spec",
      ),
    ],
  },
  {
    name: "scale paths need not exist in the schema",
    mutate: (crd) =>
      (versionOf(crd).subresources = scale({ specReplicasPath: ".spec.x", statusReplicasPath: ".status.y" })),
    expected: [],
  },
  {
    name: "per-version subresources are reported per version",
    mutate: (crd) => {
      crd.spec.versions = [version("v1", true), version("v2", false)];
      versionOf(crd).subresources = scale({ specReplicasPath: ".spec.n", statusReplicasPath: "" });
    },
    expected: [err("FieldValueRequired", "spec.versions[0].subresources.scale.statusReplicasPath")],
  },
];

const typeDetail = "must be one of boolean,date,integer,number,string";

const columnRows: Row[] = [
  {
    name: "name, type and jsonPath are required (one version: spec.additionalPrinterColumns)",
    mutate: (crd) => (versionOf(crd).additionalPrinterColumns = [{}]),
    expected: [
      err("FieldValueRequired", "spec.additionalPrinterColumns[0].name"),
      err("FieldValueRequired", "spec.additionalPrinterColumns[0].type", typeDetail),
      err("FieldValueRequired", "spec.additionalPrinterColumns[0].JSONPath"),
    ],
  },
  {
    name: "type and format from their sets, a simple JSON path",
    mutate: (crd) =>
      (versionOf(crd).additionalPrinterColumns = [
        { name: "A", type: "int", format: "uuid", jsonPath: "status.a" },
        {
          name: "B",
          type: "date",
          format: "date-time",
          jsonPath: ".metadata.creationTimestamp",
          priority: 1,
        },
      ]),
    expected: [
      err("FieldValueInvalid", "spec.additionalPrinterColumns[0].type", typeDetail),
      err(
        "FieldValueInvalid",
        "spec.additionalPrinterColumns[0].format",
        "must be one of byte,date,date-time,double,float,int32,int64,password",
      ),
      err(
        "FieldValueInvalid",
        "spec.additionalPrinterColumns[0].JSONPath",
        "must be a simple json path starting with .",
      ),
    ],
  },
  {
    name: "columns that differ between versions are reported per version",
    mutate: (crd) => {
      crd.spec.versions = [version("v1", true), version("v2", false)];
      versionOf(crd, 0).additionalPrinterColumns = [{ name: "A", type: "string", jsonPath: "a" }];
      versionOf(crd, 1).additionalPrinterColumns = [{ name: "A", type: "string", jsonPath: ".a" }];
    },
    expected: [
      err(
        "FieldValueInvalid",
        "spec.versions[0].additionalPrinterColumns[0].JSONPath",
        "must be a simple json path starting with .",
      ),
    ],
  },
];

describe("validateCustomResourceDefinition: subresources", () => {
  testRows(subresourceRows);
});

describe("validateCustomResourceDefinition: additionalPrinterColumns", () => {
  testRows(columnRows);
});
