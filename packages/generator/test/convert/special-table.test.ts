import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchTable, specialTypeTable } from "../../src/convert/special.js";
import type { DeclarationIdentity } from "../../src/ts/model.js";

// Declarations from the table's packages, files and names, mixed with others (names no entry has, files the
// entries' patterns refuse, the user's own files without a package).
const identities: fc.Arbitrary<DeclarationIdentity> = fc.record(
  {
    packageName: fc.constantFrom(...new Set(specialTypeTable.map((e) => e.packageName)), "other-package"),
    file: fc.constantFrom("api/resource.d.ts", "meta/v1.d.ts", "runtime.d.ts", "core/v1.d.ts", "index.d.ts"),
    name: fc.constantFrom(...specialTypeTable.flatMap((e) => e.names), "PodSpec", "Widget"),
    isLib: fc.boolean(),
  },
  { requiredKeys: ["file", "name", "isLib"] },
);

describe("the special type of a declaration", () => {
  it("is that of the first table entry with its package, one of its names and a file it allows", () => {
    fc.assert(
      fc.property(identities, (identity) => {
        const first = specialTypeTable.find(
          (e) =>
            e.packageName === identity.packageName &&
            e.names.includes(identity.name) &&
            (e.file === undefined || e.file.test(identity.file)),
        );
        expect(searchTable(identity)).toBe(first?.special);
      }),
      { numRuns: 2000 },
    );
  });
});
