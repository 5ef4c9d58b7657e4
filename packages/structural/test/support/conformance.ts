import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import type { FieldError } from "../../src/model/field-error.js";
import { errorString } from "../../src/model/field-error.js";

/** One vector of testdata/spec/conformance-cases.json (see docs/rules.md §7). */
export interface ConformanceCase {
  readonly name: string;
  readonly schema: unknown;
  readonly context: {
    readonly entryPoint: string;
    readonly pathPrefix: string | null;
    readonly opts?: Record<string, boolean>;
    readonly statusEnabled?: boolean;
    readonly exhaustive: boolean;
    readonly requiresCEL: boolean;
    /** The CEL environment set's compatibility version (`major.minor`) the upstream test builds. */
    readonly celEnvironmentCompatibilityVersion?: string;
    readonly fieldPath?: string;
    readonly crd?: Record<string, unknown>;
  };
  readonly expectErrors: readonly {
    readonly type: string;
    readonly field?: string;
    readonly message?: string;
    readonly detailContains?: string;
    /** The docs/rules.md rule the error belongs to. */
    readonly rule?: string;
  }[];
  readonly expectMessages?: readonly string[];
  readonly unexpectedMessageSubstrings?: readonly string[];
  readonly expectFailure?: boolean;
}

const casesFile = fileURLToPath(new URL("../../../../testdata/spec/conformance-cases.json", import.meta.url));

/** The conformance vectors with the given entry points. */
export function conformanceCases(...entryPoints: string[]): ConformanceCase[] {
  const all = JSON.parse(readFileSync(casesFile, "utf8")) as ConformanceCase[];
  return all.filter((c) => entryPoints.includes(c.context.entryPoint));
}

/**
 * Asserts `actual` against a vector: exhaustive vectors compare the multiset of (type, field); others require
 * each expected error to be present. Exact messages and message substrings are checked where the vector has them.
 */
export function expectConformance(testCase: ConformanceCase, actual: readonly FieldError[]): void {
  const key = (type: string, field: string | undefined): string => `${type} ${field ?? ""}`;
  const actualKeys = actual.map((e) => key(e.type, e.field)).sort();
  const expectedKeys = testCase.expectErrors.map((e) => key(e.type, e.field)).sort();
  if (testCase.context.exhaustive) expect(actualKeys).toEqual(expectedKeys);
  else for (const expected of expectedKeys) expect(actualKeys).toContain(expected);

  const rendered = actual.map(errorString);
  for (const expected of testCase.expectErrors) {
    if (expected.message !== undefined) expect(rendered).toContain(expected.message);
  }
  for (const substring of testCase.expectMessages ?? []) {
    expect(
      rendered.some((line) => line.includes(substring)),
      `no error contains ${JSON.stringify(substring)}`,
    ).toBe(true);
  }
  for (const substring of testCase.unexpectedMessageSubstrings ?? []) {
    expect(rendered.some((line) => line.includes(substring))).toBe(false);
  }
}
