import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import { errorString } from "../../src/model/field-error.js";

/** A vector of testdata/spec/conformance-cases.json, as far as full-CRD cases use it (docs/rules.md §7). */
interface Case {
  readonly name: string;
  readonly schema: unknown;
  readonly context: {
    readonly entryPoint: string;
    readonly exhaustive: boolean;
    readonly requiresCEL: boolean;
    readonly crd: {
      readonly versions: readonly string[];
      readonly schemaPlacement: string;
      readonly preserveUnknownFields: boolean;
      readonly statusSubresource?: boolean;
    };
  };
  readonly expectErrors: readonly {
    readonly type: string;
    readonly field: string;
    readonly message?: string;
  }[];
  readonly expectMessages?: readonly string[];
  readonly unexpectedMessageSubstrings?: readonly string[];
  readonly expectFailure?: boolean;
}

const casesFile = fileURLToPath(new URL("../../../../testdata/spec/conformance-cases.json", import.meta.url));
const entryPoints = ["ValidateCustomResourceDefinition", "v1 create (integration)"];
const cases = (JSON.parse(readFileSync(casesFile, "utf8")) as Case[]).filter((c) =>
  entryPoints.includes(c.context.entryPoint),
);

/**
 * The CRD a case describes: its versions (the first is the storage version), the case's schema where
 * `schemaPlacement` puts it, a distinct valid schema in every other version of a per-version case, the status
 * subresource and `preserveUnknownFields` as given. Names follow the upstream tests (`plural.group.com`).
 */
function crdOf(testCase: Case): unknown {
  const { versions: names, schemaPlacement, preserveUnknownFields, statusSubresource } = testCase.context.crd;
  const perVersion = /^per-version schemas differ; this is versions\[(\d+)\]/.exec(schemaPlacement);
  const versions = names.map((name, i): Record<string, unknown> => {
    const version: Record<string, unknown> = { name, served: true, storage: i === 0 };
    if (schemaPlacement.startsWith("versions[0] has no schema")) {
      if (i > 0) version.schema = { openAPIV3Schema: null };
    } else if (perVersion !== null && Number(perVersion[1]) !== i) {
      version.schema = {
        openAPIV3Schema: { type: "object", description: `another schema for versions[${i}]` },
      };
    } else {
      version.schema = { openAPIV3Schema: testCase.schema };
    }
    if (statusSubresource === true) version.subresources = { status: {} };
    return version;
  });
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "plural.group.com" },
    spec: {
      group: "group.com",
      names: { plural: "plural", singular: "singular", kind: "Plural", listKind: "PluralList" },
      scope: "Cluster",
      versions,
      preserveUnknownFields,
    },
  };
}

function check(testCase: Case): void {
  const errors = validateCustomResourceDefinition(crdOf(testCase));
  const keys = errors.map((e) => `${e.type} ${e.field}`).sort();
  const expected = testCase.expectErrors.map((e) => `${e.type} ${e.field}`).sort();
  if (testCase.context.exhaustive) expect(keys).toEqual(expected);
  else for (const key of expected) expect(keys).toContain(key);
  if (testCase.expectFailure === true) expect(errors.length).toBeGreaterThan(0);

  const rendered = errors.map(errorString);
  for (const { message } of testCase.expectErrors) {
    if (message !== undefined) expect(rendered).toContain(message);
  }
  for (const substring of testCase.expectMessages ?? []) {
    expect(
      rendered.some((line) => line.includes(substring)),
      `no error contains ${substring}`,
    ).toBe(true);
  }
  for (const substring of testCase.unexpectedMessageSubstrings ?? []) {
    expect(
      rendered.some((line) => line.includes(substring)),
      `an error contains ${substring}`,
    ).toBe(false);
  }
}

describe("conformance vectors: full CRD create", () => {
  it("has the 52 full-CRD vectors", () => {
    expect(cases).toHaveLength(52);
  });

  for (const testCase of cases) {
    if (testCase.context.requiresCEL) {
      it.skip(`${testCase.name} (needs a CEL compiler)`, () => undefined);
    } else {
      it(testCase.name, () => {
        check(testCase);
      });
    }
  }
});
