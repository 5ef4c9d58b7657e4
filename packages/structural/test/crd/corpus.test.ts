import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import { errorString } from "../../src/model/field-error.js";
import { corpusDocuments } from "./corpus.js";

const documents = corpusDocuments();

describe("the CRD corpus passes create validation", () => {
  it("has the 210 CRDs of testdata/corpus/crds", () => {
    expect(documents).toHaveLength(210);
  });

  it.each(documents)("$name", ({ document }) => {
    expect(validateCustomResourceDefinition(document).map(errorString)).toEqual([]);
  });
});
