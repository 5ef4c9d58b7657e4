import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import { errorString } from "../../src/model/field-error.js";
import type { Row } from "./fixture.js";
import { dns1035LabelMessage, dns1123SubdomainMessage, err, validCrd } from "./fixture.js";
import { testRows } from "./rows.js";

const mismatch = 'must be spec.names.plural+"."+spec.group';
const labelKeyRegex = "regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const labelKeyMessage = `must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', ${labelKeyRegex}`;

const metadataRows: Row[] = [
  {
    name: "name is required",
    mutate: (crd) => delete crd.metadata.name,
    expected: [err("FieldValueRequired", "metadata.name", "name or generateName is required")],
  },
  {
    name: "name must be <plural>.<group>",
    mutate: (crd) => (crd.metadata.name = "gadgets.example.com"),
    expected: [err("FieldValueInvalid", "metadata.name", mismatch)],
  },
  {
    name: "name must be a DNS subdomain",
    mutate: (crd) => (crd.metadata.name = "Widgets.example.com"),
    expected: [
      err("FieldValueInvalid", "metadata.name", dns1123SubdomainMessage),
      err("FieldValueInvalid", "metadata.name", mismatch),
    ],
  },
  {
    name: "generateName is checked as a prefix and cannot produce the required name",
    mutate: (crd) => {
      delete crd.metadata.name;
      crd.metadata.generateName = "widgets-";
    },
    expected: [
      err("FieldValueInvalid", "metadata.generateName", mismatch),
      err("FieldValueInvalid", "metadata.name", mismatch),
    ],
  },
  {
    // maskTrailingDash (api/validation/generic.go) cuts two BYTES before the dash: of "é-" one byte of é stays,
    // invalid UTF-8, which the subdomain regex rejects; cutting two UTF-16 units left a valid "a".
    name: "a generateName's trailing dash is masked byte-wise",
    mutate: (crd) => {
      delete crd.metadata.name;
      crd.metadata.generateName = "\u00e9-";
    },
    expected: [
      err("FieldValueInvalid", "metadata.generateName", dns1123SubdomainMessage),
      err("FieldValueInvalid", "metadata.generateName", mismatch),
      err("FieldValueInvalid", "metadata.name", dns1123SubdomainMessage),
      err("FieldValueInvalid", "metadata.name", mismatch),
    ],
  },
  {
    name: "label keys and values",
    mutate: (crd) => (crd.metadata.labels = { ok: "-bad", "a/b/c": "x" }),
    expected: [
      err(
        "FieldValueInvalid",
        "metadata.labels",
        `a valid label key ${labelKeyMessage} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
      ),
      err(
        "FieldValueInvalid",
        "metadata.labels",
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
      ),
    ],
  },
  {
    name: "annotation keys are checked in lower case",
    mutate: (crd) => (crd.metadata.annotations = { "Example.COM/Key": "x", "example.com/key_": "y" }),
    expected: [err("FieldValueInvalid", "metadata.annotations", `name part ${labelKeyMessage}`)],
  },
  {
    name: "finalizers orphan and foregroundDeletion exclude each other",
    mutate: (crd) => (crd.metadata.finalizers = ["orphan", "foregroundDeletion"]),
    expected: [
      err(
        "FieldValueInvalid",
        "metadata.finalizers",
        "finalizer orphan and foregroundDeletion cannot be both set",
      ),
    ],
  },
  {
    name: "owner references need a uid and may not be Events",
    mutate: (crd) => (crd.metadata.ownerReferences = [{ apiVersion: "v1", kind: "Event", name: "e" }]),
    expected: [
      // apimachinery pkg/api/validation/objectmeta.go:83 (kubernetes-1.35.0)
      err("FieldValueInvalid", "metadata.ownerReferences.uid", "must not be empty"),
      err(
        "FieldValueInvalid",
        "metadata.ownerReferences",
        "/v1, Kind=Event is disallowed from being an owner",
      ),
    ],
  },
  {
    // apimachinery pkg/api/validation/objectmeta.go:73-84 (kubernetes-1.35.0): Invalid, on the list path
    name: "owner references with every field empty",
    mutate: (crd) => (crd.metadata.ownerReferences = [{}]),
    expected: [
      err("FieldValueInvalid", "metadata.ownerReferences.apiVersion", "version must not be empty"),
      err("FieldValueInvalid", "metadata.ownerReferences.kind", "must not be empty"),
      err("FieldValueInvalid", "metadata.ownerReferences.name", "must not be empty"),
      err("FieldValueInvalid", "metadata.ownerReferences.uid", "must not be empty"),
    ],
  },
  {
    // Go's strings.ToLower maps U+0130 to "i" (JavaScript's toLowerCase to "i" + U+0307): the defaulted singular
    // (v1/defaults.go) and the lowered kind, listKind (validation.go:795-:800) and annotation key are valid.
    name: "a kind and an annotation key with a dotted capital I lower as Go lowers them",
    mutate: (crd) => {
      crd.spec.names = { plural: "items", kind: "\u0130tem" };
      crd.metadata = { name: "items.example.com", annotations: { "\u0130.example.com/x": "y" } };
    },
    expected: [],
  },
  {
    name: "a namespace is cleared for a cluster-scoped object, not rejected",
    mutate: (crd) => (crd.metadata.namespace = "default"),
    expected: [],
  },
];

const specRows: Row[] = [
  {
    name: "group is required",
    mutate: (crd) => (crd.spec.group = ""),
    expected: [err("FieldValueInvalid", "metadata.name", mismatch), err("FieldValueRequired", "spec.group")],
  },
  {
    name: "group must be a DNS subdomain",
    mutate: (crd) => (crd.spec.group = "Example.com"),
    expected: [
      err("FieldValueInvalid", "metadata.name", mismatch),
      err("FieldValueInvalid", "spec.group", dns1123SubdomainMessage),
    ],
  },
  {
    name: "group needs a dot",
    mutate: (crd) => {
      crd.spec.group = "example";
      crd.metadata.name = "widgets.example";
    },
    expected: [err("FieldValueInvalid", "spec.group", "should be a domain with at least one dot")],
  },
  {
    name: "scope is required",
    mutate: (crd) => delete crd.spec.scope,
    expected: [err("FieldValueRequired", "spec.scope")],
  },
  {
    name: "scope is Cluster or Namespaced",
    mutate: (crd) => (crd.spec.scope = "Global"),
    expected: [err("FieldValueNotSupported", "spec.scope", 'supported values: "Cluster", "Namespaced"')],
  },
  {
    name: "singular and listKind default from kind, so an empty kind leaves all three missing",
    mutate: (crd) => (crd.spec.names = { plural: "widgets" }),
    expected: [
      err("FieldValueRequired", "spec.names.singular"),
      err("FieldValueRequired", "spec.names.kind"),
      err("FieldValueRequired", "spec.names.listKind"),
    ],
  },
  {
    name: "plural must be a DNS-1035 label",
    mutate: (crd) => {
      crd.spec.names.plural = "wid_gets";
      crd.metadata.name = "wid_gets.example.com";
    },
    expected: [
      err("FieldValueInvalid", "metadata.name", dns1123SubdomainMessage),
      err("FieldValueInvalid", "spec.names.plural", dns1035LabelMessage),
    ],
  },
  {
    name: "kind may have mixed case but must otherwise be a DNS-1035 label",
    mutate: (crd) => (crd.spec.names.kind = "My_Kind"),
    expected: [
      err(
        "FieldValueInvalid",
        "spec.names.kind",
        `may have mixed case, but should otherwise match: ${dns1035LabelMessage}`,
      ),
    ],
  },
  {
    name: "kind and listKind differ",
    mutate: (crd) => (crd.spec.names.listKind = "Widget"),
    expected: [err("FieldValueInvalid", "spec.names.listKind", "kind and listKind may not be the same")],
  },
  {
    name: "short names and categories are DNS-1035 labels",
    mutate: (crd) => {
      crd.spec.names.shortNames = ["w", "W1"];
      crd.spec.names.categories = ["all", "my_cat"];
    },
    expected: [
      err("FieldValueInvalid", "spec.names.shortNames[1]", dns1035LabelMessage),
      err("FieldValueInvalid", "spec.names.categories[1]", dns1035LabelMessage),
    ],
  },
  {
    // IsDNS1035Label's length limit, at its edge: 63 characters pass, 64 do not.
    name: "a short name is at most 63 characters",
    mutate: (crd) => (crd.spec.names.shortNames = ["a".repeat(63), "b".repeat(64)]),
    expected: [err("FieldValueInvalid", "spec.names.shortNames[1]", "must be no more than 63 characters")],
  },
];

describe("validateCustomResourceDefinition: metadata", () => {
  it("accepts the valid fixture", () => {
    expect(validateCustomResourceDefinition(validCrd())).toEqual([]);
  });
  testRows(metadataRows);

  it("cuts a generateName to 58 bytes before naming the CRD, as SimpleNameGenerator slices Go's string", () => {
    // apiserver pkg/storage/names/generate.go: base[:maxGeneratedNameLength] counts bytes; é is two of them.
    const crd = validCrd();
    delete crd.metadata.name;
    crd.metadata.generateName = "\u00e9".repeat(40);
    const nameErrors = validateCustomResourceDefinition(crd)
      .map(errorString)
      .filter((text) => text.startsWith("metadata.name:"));
    expect(nameErrors.length).toBeGreaterThan(0);
    for (const text of nameErrors) expect(text).toContain(`Invalid value: "${"\u00e9".repeat(29)}xxxxx"`);
  });
});

describe("validateCustomResourceDefinition: group, scope, names", () => {
  testRows(specRows);

  it("renders the error strings the API server prints", () => {
    const crd = validCrd();
    crd.spec.scope = "Global";
    expect(validateCustomResourceDefinition(crd).map(errorString)).toEqual([
      'spec.scope: Unsupported value: "Global": supported values: "Cluster", "Namespaced"',
    ]);
  });
});

// ValidateOwnerReferences' values are metav1.OwnerReference structs, which encoding/json writes by their json
// tags in declaration order (apiVersion, kind, name, uid, then controller and blockOwnerDeletion unless nil).
describe("validateCustomResourceDefinition: owner references as values", () => {
  it("prints them as the API server does", () => {
    const crd = validCrd();
    crd.metadata.ownerReferences = [
      { uid: "u", name: "e", kind: "Event", apiVersion: "v1", controller: true },
      { apiVersion: "v1", kind: "K", name: "k", uid: "u2", controller: true, blockOwnerDeletion: false },
    ];
    const event = '{"apiVersion":"v1","kind":"Event","name":"e","uid":"u","controller":true}';
    const other =
      '{"apiVersion":"v1","kind":"K","name":"k","uid":"u2","controller":true,"blockOwnerDeletion":false}';
    expect(validateCustomResourceDefinition(crd).map(errorString)).toEqual([
      `metadata.ownerReferences: Invalid value: ${event}: /v1, Kind=Event is disallowed from being an owner`,
      `metadata.ownerReferences: Invalid value: [${event},${other}]: Only one reference can have Controller set ` +
        'to true. Found "true" in references for Event/e and K/k',
    ]);
  });
});
