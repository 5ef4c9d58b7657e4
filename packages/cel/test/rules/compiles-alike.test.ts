import { describe, expect, it } from "vitest";
import { kubernetesEnvironment } from "../../src/index.js";
import { compilesAlike } from "../../src/rules/compiles-alike.js";

describe("compilesAlike", () => {
  const created = kubernetesEnvironment();
  const stored = kubernetesEnvironment({ type: "StoredExpressions" });

  it("holds for the default environments of new and stored expressions, built apart", () => {
    expect(compilesAlike(created, stored)).toBe(true);
    expect(compilesAlike(created, kubernetesEnvironment())).toBe(true);
  });

  it("fails when the environments declare different libraries", () => {
    const older = kubernetesEnvironment({ compatibilityVersion: "1.33" });
    expect(
      compilesAlike(
        older,
        kubernetesEnvironment({ compatibilityVersion: "1.33", type: "StoredExpressions" }),
      ),
    ).toBe(false);
    expect(compilesAlike(older, created)).toBe(false);
  });

  it("fails when any one part differs", () => {
    const [first, ...rest] = created.libraries;
    const variants = [
      { ...created, libraries: rest },
      { ...created, libraries: [...rest, ...(first === undefined ? [] : [first])] },
      { ...created, libraries: created.libraries.map((l) => ({ ...l, library: { ...l.library } })) },
      { ...created, checkerOptions: { ...created.checkerOptions, homogeneousAggregateLiterals: true } },
      { ...created, checkerOptions: { ...created.checkerOptions, crossTypeNumericComparisons: false } },
      { ...created, validators: created.validators.slice(1) },
      { ...created, macros: created.macros.map((m) => ({ ...m, argCount: m.argCount + 1 })) },
      { ...created, identEscapeSyntax: !created.identEscapeSyntax },
    ];
    for (const variant of variants) expect(compilesAlike(created, variant)).toBe(false);
    expect(compilesAlike(created, { ...created })).toBe(true);
  });
});
