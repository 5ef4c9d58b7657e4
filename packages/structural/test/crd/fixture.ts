import type { FieldError } from "../../src/model/field-error.js";

/** One `spec.versions` entry, loosely typed so tests can put anything anywhere. */
export interface VersionDoc {
  name: unknown;
  served: unknown;
  storage: unknown;
  [field: string]: unknown;
}

/** A CRD document, loosely typed below the fields tests navigate through. */
export interface CrdDoc {
  metadata: Record<string, unknown>;
  spec: {
    group: unknown;
    names: Record<string, unknown>;
    scope: unknown;
    versions: VersionDoc[];
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

/** A minimal valid v1 CRD: one served storage version with a trivially valid schema. */
export function validCrd(): CrdDoc {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "widgets.example.com" },
    spec: {
      group: "example.com",
      names: { plural: "widgets", singular: "widget", kind: "Widget", listKind: "WidgetList" },
      scope: "Namespaced",
      versions: [version("v1", true)],
    },
  };
}

/** A version entry with a (by default trivially valid) schema. */
export function version(name: string, storage: boolean, schema: unknown = { type: "object" }): VersionDoc {
  return { name, served: true, storage, schema: { openAPIV3Schema: schema } };
}

/** A copy of {@link validCrd} changed by `mutate`. */
export function crdWith(mutate: (crd: CrdDoc) => void): CrdDoc {
  const crd = validCrd();
  mutate(crd);
  return crd;
}

/** The `i`-th version of `crd`. */
export function versionOf(crd: CrdDoc, i = 0): VersionDoc {
  const found = crd.spec.versions[i];
  if (found === undefined) throw new Error(`fixture has no version ${i}`);
  return found;
}

/** The parts of an error that table tests assert. */
export interface ErrorSummary {
  readonly type: string;
  readonly field: string;
  readonly detail: string;
}

/** {@link ErrorSummary} of an error. */
export function summary(error: FieldError): ErrorSummary {
  return { type: error.type, field: error.field, detail: error.detail };
}

/** One row of a table-driven test: a change to the valid CRD and the exact errors it must produce. */
export interface Row {
  readonly name: string;
  readonly mutate: (crd: CrdDoc) => void;
  readonly expected: readonly ErrorSummary[];
}

/** Shorthand for an expected error. */
export function err(type: string, field: string, detail = ""): ErrorSummary {
  return { type, field, detail };
}

/** apimachinery's DNS-1123 subdomain message. */
export const dns1123SubdomainMessage =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start " +
  "and end with an alphanumeric character (e.g. 'example.com', regex used for validation is " +
  "'[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

/** apimachinery's DNS-1035 label message (with upstream's doubled space before "or"). */
export const dns1035LabelMessage =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic " +
  "character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation " +
  "is '[a-z]([-a-z0-9]*[a-z0-9])?')";
