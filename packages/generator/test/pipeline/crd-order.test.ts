import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sortCrds } from "../../src/pipeline/assemble-stage.js";
import { generateInMemory } from "../support/memory.js";

// controller-tools pkg/crd/gen.go FindKubeKinds: the group-kinds sorted by schema.GroupKind.String() with
// strings.Compare, the order in which Generate writes the CRDs (to its stdout stream, one after the other).
const goGroupKind = (c: { group: string; kind: string }) =>
  c.group === "" ? c.kind : `${c.kind}.${c.group}`;
const goOrder = <C extends { group: string; kind: string }>(crds: readonly C[]): C[] =>
  [...crds].sort((a, b) => Buffer.compare(Buffer.from(goGroupKind(a)), Buffer.from(goGroupKind(b))));

describe("the order of the generated CRDs", () => {
  it("is controller-gen's: by <Kind>.<group> in byte order, not by group", () => {
    const kinds = (group: string, ...names: string[]) =>
      `// +groupName=${group}\nimport type { ObjectMeta } from "crdgen";\n` +
      names
        .map(
          (name) =>
            `export interface ${name} {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n}\n`,
        )
        .join("");
    const result = generateInMemory(
      {
        "/app/api/a/v1/t.ts": kinds("a.example.com", "Zeta", "Foo"),
        "/app/api/b/v1/t.ts": kinds("b.example.com", "Alpha", "FooBar"),
      },
      { inputs: ["api"] },
    );
    expect(result.diagnostics).toEqual([]);
    // "Foo.a…" before "FooBar.b…": '.' sorts before 'B'
    expect(result.crds.map((c) => c.crd.metadata?.name)).toEqual([
      "alphas.b.example.com",
      "foos.a.example.com",
      "foobars.b.example.com",
      "zeta.a.example.com",
    ]);
  });

  it("sorts any group-kinds as Go sorts their strings", () => {
    const name = fc.string({
      unit: fc.constantFrom(...Array.from("aAbB.-_zé𝔸")),
      minLength: 1,
      maxLength: 5,
    });
    const crds = fc.uniqueArray(fc.record({ group: fc.oneof(name, fc.constant("")), kind: name }), {
      selector: goGroupKind,
      maxLength: 8,
    });
    fc.assert(
      fc.property(crds, (list) => {
        expect(sortCrds([...list]).map(goGroupKind)).toEqual(goOrder(list).map(goGroupKind));
      }),
      { numRuns: 1000 },
    );
  });
});
