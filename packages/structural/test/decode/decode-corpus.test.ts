import { describe, expect, it } from "vitest";
import { decodeCustomResourceDefinition } from "../../src/decode/index.js";
import { errorString } from "../../src/model/field-error.js";
import { corpusDocuments } from "../crd/corpus.js";

const documents = corpusDocuments();

describe("decoding the CRD corpus", () => {
  it("has the 210 CRDs of testdata/corpus/crds", () => {
    expect(documents).toHaveLength(210);
  });

  it.each(documents)("$name decodes", ({ document }) => {
    expect(decodeCustomResourceDefinition(document).map(errorString)).toEqual([]);
  });
});
