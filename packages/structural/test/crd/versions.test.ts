import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import { errorString } from "../../src/model/field-error.js";
import type { Row } from "./fixture.js";
import { crdWith, dns1035LabelMessage, err, version, versionOf } from "./fixture.js";
import { testRows } from "./rows.js";

const bogusType = { type: "object", properties: { a: { type: "bogus" } } };
const bogusDetail = 'supported values: "array", "boolean", "integer", "number", "object", "string"';

const versionRows: Row[] = [
  {
    name: "at least one version, exactly one of them storage",
    mutate: (crd) => (crd.spec.versions = []),
    expected: [
      err("FieldValueInvalid", "spec.versions", "must have exactly one version marked as storage version"),
      err("FieldValueInvalid", "status.storedVersions", "must have at least one stored version"),
    ],
  },
  {
    name: "two storage versions",
    mutate: (crd) => (crd.spec.versions = [version("v1", true), version("v2", true)]),
    expected: [
      err("FieldValueInvalid", "spec.versions", "must have exactly one version marked as storage version"),
      err("FieldValueInvalid", "status.storedVersions", "must have the storage version v2"),
    ],
  },
  {
    name: "unique version names",
    mutate: (crd) => (crd.spec.versions = [version("v1", true), version("v1", false)]),
    expected: [err("FieldValueInvalid", "spec.versions", "must contain unique version names")],
  },
  {
    name: "version names are DNS-1035 labels, the first one also as spec.version",
    mutate: (crd) => (versionOf(crd).name = "V1"),
    expected: [
      err("FieldValueInvalid", "spec.versions[0].name", dns1035LabelMessage),
      err("FieldValueInvalid", "spec.version", dns1035LabelMessage),
    ],
  },
  {
    name: "a deprecation warning needs a deprecated version",
    mutate: (crd) => (versionOf(crd).deprecationWarning = "old"),
    expected: [
      err(
        "FieldValueInvalid",
        "spec.versions[0].deprecationWarning",
        "can only be set for deprecated versions",
      ),
    ],
  },
  {
    name: "a deprecation warning is not empty",
    mutate: (crd) => Object.assign(versionOf(crd), { deprecated: true, deprecationWarning: "" }),
    expected: [
      err("FieldValueInvalid", "spec.versions[0].deprecationWarning", "must not be an empty string"),
    ],
  },
  {
    name: "a deprecation warning is printable (byte index)",
    mutate: (crd) => Object.assign(versionOf(crd), { deprecated: true, deprecationWarning: "é\tb" }),
    expected: [
      err(
        "FieldValueInvalid",
        "spec.versions[0].deprecationWarning",
        "must only contain printable UTF-8 characters; non-printable character found at index 2",
      ),
    ],
  },
  {
    name: "a deprecation warning has at most 256 bytes",
    mutate: (crd) => Object.assign(versionOf(crd), { deprecated: true, deprecationWarning: "é".repeat(129) }),
    expected: [
      err("FieldValueInvalid", "spec.versions[0].deprecationWarning", "must be <= 256 characters long"),
    ],
  },
  {
    name: "B1: every version needs a schema",
    mutate: (crd) => delete versionOf(crd).schema,
    // validation.go:378 (1aa2717): field.Required(…, "")
    expected: [err("FieldValueRequired", "spec.versions[0].schema.openAPIV3Schema")],
  },
  {
    name: "B1: only the version without a schema is reported",
    mutate: (crd) =>
      (crd.spec.versions = [version("v1", true), { name: "v2", served: true, storage: false }]),
    expected: [err("FieldValueRequired", "spec.versions[1].schema.openAPIV3Schema")],
  },
  {
    name: "B17: preserveUnknownFields must not be true",
    mutate: (crd) => (crd.spec.preserveUnknownFields = true),
    expected: [
      err(
        "FieldValueInvalid",
        "spec.preserveUnknownFields",
        "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead",
      ),
    ],
  },
  {
    name: "B17: defaults need preserveUnknownFields false",
    mutate: (crd) => {
      crd.spec.preserveUnknownFields = true;
      versionOf(crd).schema = {
        openAPIV3Schema: { type: "object", properties: { a: { type: "string", default: "x" } } },
      };
    },
    expected: [
      err(
        "FieldValueInvalid",
        "spec.preserveUnknownFields",
        "must be false in order to use defaults in the schema",
      ),
      err(
        "FieldValueInvalid",
        "spec.preserveUnknownFields",
        "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead",
      ),
    ],
  },
];

const placementRows: Row[] = [
  {
    name: "one version: its schema is checked under spec.validation",
    mutate: (crd) => (versionOf(crd).schema = { openAPIV3Schema: bogusType }),
    expected: [
      err("FieldValueNotSupported", "spec.validation.openAPIV3Schema.properties[a].type", bogusDetail),
    ],
  },
  {
    name: "semantically equal schemas are checked once under spec.validation",
    mutate: (crd) =>
      (crd.spec.versions = [
        version("v1", true, bogusType),
        version("v2", false, { ...bogusType, nullable: false, required: [] }),
      ]),
    expected: [
      err("FieldValueNotSupported", "spec.validation.openAPIV3Schema.properties[a].type", bogusDetail),
    ],
  },
  {
    name: "different schemas are checked per version",
    mutate: (crd) =>
      (crd.spec.versions = [
        version("v1", true, bogusType),
        version("v2", false, { ...bogusType, description: "2" }),
      ]),
    expected: [
      err(
        "FieldValueNotSupported",
        "spec.versions[0].schema.openAPIV3Schema.properties[a].type",
        bogusDetail,
      ),
      err(
        "FieldValueNotSupported",
        "spec.versions[1].schema.openAPIV3Schema.properties[a].type",
        bogusDetail,
      ),
    ],
  },
];

describe("validateCustomResourceDefinition: versions", () => {
  testRows(versionRows);

  it("shows the stored versions as the bad value", () => {
    const errors = validateCustomResourceDefinition(
      crdWith((crd) => (crd.spec.versions = [version("v1", true), version("v2", true)])),
    );
    expect(errors[1]?.badValue).toEqual(["v1"]);
  });

  // validation.go:445/:448 (1aa2717) pass the internal []CustomResourceDefinitionVersion, which apimachinery's
  // ErrorBody (kubernetes-1.35.0) prints with encoding/json: types.go has no json tags, so Go field names in
  // declaration order, nil pointers and slices as null. A hoisted schema is nil in every version.
  const hoistedVersion = (name: string, storage: boolean): string =>
    `{"Name":"${name}","Served":true,"Storage":${storage},"Deprecated":false,"DeprecationWarning":null,` +
    `"Schema":null,"Subresources":null,"AdditionalPrinterColumns":null,"SelectableFields":null}`;

  it("shows the internal versions as encoding/json prints them in the storage error", () => {
    const twoStorage = crdWith((crd) => (crd.spec.versions = [version("v1", true), version("v2", true)]));
    const noStorage = crdWith((crd) => (crd.spec.versions = [version("v1", false), version("v2", false)]));
    expect(validateCustomResourceDefinition(twoStorage).map(errorString)[0]).toBe(
      `spec.versions: Invalid value: [${hoistedVersion("v1", true)},${hoistedVersion("v2", true)}]: ` +
        "must have exactly one version marked as storage version",
    );
    expect(validateCustomResourceDefinition(noStorage).map(errorString)[0]).toBe(
      `spec.versions: Invalid value: [${hoistedVersion("v1", false)},${hoistedVersion("v2", false)}]: ` +
        "must have exactly one version marked as storage version",
    );
  });

  // A `*string` or a named string type is not one of the kinds ErrorBody prints with %q: it goes through
  // encoding/json, which escapes <, > and & and leaves non-printable runes as they are.
  it("prints pointer and named-string bad values as JSON", () => {
    const crd = crdWith((crd) => {
      crd.spec.preserveUnknownFields = true;
      crd.spec.conversion = { strategy: "Web<hook>" };
      crd.spec.versions = [
        {
          ...version("v1", true),
          deprecated: false,
          deprecationWarning: "a & b",
          subresources: {
            scale: {
              specReplicasPath: ".spec.r",
              statusReplicasPath: ".status.r",
              labelSelectorPath: ".x<y",
            },
          },
        },
      ];
    });
    const errors = validateCustomResourceDefinition(crd).map(errorString);
    expect(errors).toContain(
      'spec.versions[0].deprecationWarning: Invalid value: "a \\u0026 b": can only be set for deprecated versions',
    );
    expect(errors).toContain(
      'spec.subresources.scale.labelSelectorPath: Invalid value: ".x\\u003cy": should be a json path under either .spec or .status',
    );
    expect(errors).toContain(
      'spec.conversion.strategy: Invalid value: "Web\\u003chook\\u003e": must be None if spec.preserveUnknownFields is true',
    );
    expect(errors).toContain(
      'spec.conversion.strategy: Unsupported value: "Web<hook>": supported values: "None", "Webhook"',
    );
  });

  it("shows each version's own schema, columns and subresources when they are not hoisted", () => {
    const twice = crdWith((crd) => {
      crd.spec.versions = [
        {
          ...version("v1", true, { type: "object", maximum: 1.5, enum: [], "x-kubernetes-list-type": "a<b" }),
          deprecated: true,
          deprecationWarning: "old & gone",
          additionalPrinterColumns: [{ name: "A", type: "string", jsonPath: ".a" }],
        },
        { ...version("v1", false), subresources: { status: {}, scale: { specReplicasPath: ".spec.r" } } },
      ];
    });
    const v1Schema =
      '{"OpenAPIV3Schema":{"ID":"","Schema":"","Ref":null,"Description":"","Type":"object","Nullable":false,' +
      '"Format":"","Title":"","Default":null,"Maximum":1.5,"ExclusiveMaximum":false,"Minimum":null,' +
      '"ExclusiveMinimum":false,"MaxLength":null,"MinLength":null,"Pattern":"","MaxItems":null,"MinItems":null,' +
      '"UniqueItems":false,"MultipleOf":null,"Enum":[],"MaxProperties":null,"MinProperties":null,"Required":null,' +
      '"Items":null,"AllOf":null,"OneOf":null,"AnyOf":null,"Not":null,"Properties":null,' +
      '"AdditionalProperties":null,"PatternProperties":null,"Dependencies":null,"AdditionalItems":null,' +
      '"Definitions":null,"ExternalDocs":null,"Example":null,"XPreserveUnknownFields":null,' +
      '"XEmbeddedResource":false,"XIntOrString":false,"XListMapKeys":null,"XListType":"a\\u003cb","XMapType":null,' +
      '"XValidations":null}}';
    const v2Schema = v1Schema
      .replace('"Maximum":1.5', '"Maximum":null')
      .replace('"Enum":[]', '"Enum":null')
      .replace('"XListType":"a\\u003cb"', '"XListType":null');
    const expected =
      `[{"Name":"v1","Served":true,"Storage":true,"Deprecated":true,"DeprecationWarning":"old \\u0026 gone",` +
      `"Schema":${v1Schema},"Subresources":null,"AdditionalPrinterColumns":[{"Name":"A","Type":"string",` +
      `"Format":"","Description":"","Priority":0,"JSONPath":".a"}],"SelectableFields":null},` +
      `{"Name":"v1","Served":true,"Storage":false,"Deprecated":false,"DeprecationWarning":null,` +
      `"Schema":${v2Schema},"Subresources":{"Status":{},"Scale":{"SpecReplicasPath":".spec.r",` +
      `"StatusReplicasPath":"","LabelSelectorPath":null}},"AdditionalPrinterColumns":null,"SelectableFields":null}]`;
    expect(validateCustomResourceDefinition(twice).map(errorString)).toContain(
      `spec.versions: Invalid value: ${expected}: must contain unique version names`,
    );
  });
});

describe("validateCustomResourceDefinition: where schemas are checked (docs/rules.md §1.2)", () => {
  testRows(placementRows);
});
