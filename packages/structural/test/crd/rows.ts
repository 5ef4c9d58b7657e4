import { expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import type { Row } from "./fixture.js";
import { crdWith, summary } from "./fixture.js";

/** Registers one test per row: the CRD changed by the row must produce exactly the row's errors, in order. */
export function testRows(rows: readonly Row[]): void {
  it.each(rows)("$name", ({ mutate, expected }) => {
    expect(validateCustomResourceDefinition(crdWith(mutate)).map(summary)).toEqual(expected);
  });
}
