import { expect, vi } from "vitest";
import { ConvertSession } from "../../src/convert/session.js";
import type { GenerateResult } from "../../src/pipeline/types.js";
import type { TsType } from "../../src/ts/model.js";
import type { Scenario } from "./incremental-scenario.js";
import { kindSource } from "./incremental-scenario.js";

// Watch mode keeps the definitions of library types (node_modules) from one run to the next: after an edit of
// a kind's file, the library types it reaches are not converted again, unless reading them reported a problem.
// Each step must still give exactly what a fresh run gives, a module augmentation of the library included.

const library = `/** A library spec. */
export interface LibSpec {
  replicas: number;
  inner: LibInner;
  list: LibList<string>;
}
export interface LibInner {
  /** The inner name. */
  name: string;
}
export interface LibList<T> {
  items: T[];
}
export interface LibBad {
  // +kubebuilder:validation:MinLenght=1
  tag: string;
}
`;

const deltaSource = (extra: string): string =>
  kindSource(
    "Delta",
    `{ a: LibSpec; b: LibBad; n: LibList<number>${extra} }`,
    'import type { LibBad, LibList, LibSpec } from "mylib";',
  );

/** The texts of the types converted structurally (not taken from a kept definition) while `run` runs. */
function convertedWhile<T>(run: () => T): { result: T; converted: string[] } {
  const spy = vi.spyOn(ConvertSession.prototype, "convertStructure");
  try {
    const result = run();
    return { result, converted: spy.mock.calls.map(([type]: [TsType]) => type.text) };
  } finally {
    spy.mockRestore();
  }
}

export function runLibraryReuseScript({ generator, project, fresh, write }: Scenario): void {
  const added = [
    write("node_modules/mylib/package.json", '{ "name": "mylib", "types": "index.d.ts" }\n'),
    write("node_modules/mylib/index.d.ts", library),
    write("api/v1/delta.ts", deltaSource("")),
    write(
      "api/v1/epsilon.ts",
      kindSource("Epsilon", "{ a: LibSpec }", 'import type { LibSpec } from "mylib";'),
    ),
  ];
  project.refresh(added);
  const first = generator.run();
  expect(first).toEqual(fresh());
  // LibBad's marker has a typo: a problem of the library's comments, reported once per run.
  expect(first.diagnostics.map((d) => d.span?.file)).toContain("node_modules/mylib/index.d.ts");

  project.refresh([write("api/v1/delta.ts", deltaSource("; more?: string"))]);
  const edited = convertedWhile(() => generator.run());
  expect(edited.result).toEqual(fresh());
  // Delta's own types and LibBad, whose marker is a problem, are converted again; the clean library types not.
  expect(edited.converted).toContain("LibBad");
  for (const kept of ["LibSpec", "LibInner", "LibList<string>", "LibList<number>"]) {
    expect(edited.converted).not.toContain(kept);
  }

  // An augmentation from the user's files changes a library type: it is converted again, with the new field.
  const aug = write(
    "api/v1/aug.ts",
    'import "mylib";\ndeclare module "mylib" {\n  interface LibInner {\n    extra?: string;\n  }\n}\nexport {};\n',
  );
  project.refresh([aug]);
  const augmented = convertedWhile(() => generator.run());
  expect(augmented.result).toEqual(fresh());
  expect(augmented.converted).toContain("LibInner");
  project.refresh([write("api/v1/delta.ts", deltaSource("; again?: string"))]);
  expect(generator.run()).toEqual(fresh());
  project.refresh([write("api/v1/aug.ts", "export {};\n")]);
  expect(generator.run()).toEqual(fresh());
  project.refresh([write("api/v1/delta.ts", deltaSource(""))]);
  expect(generator.run()).toEqual(fresh());
}

// Library types whose lowering (not their reading) reports something: a Minimum on a string, and a CEL rule
// that does not compile, whose error names the marker that wrote it (lowering records which one did).
// LibHolder reaches them but reports nothing of its own.
const loweringLibrary = `export interface LibLowerBad {
  // +kubebuilder:validation:Minimum=1
  name: string;
}
export interface LibRule {
  // +kubebuilder:validation:XValidation:rule="self.size() > 'one'"
  name: string;
}
export interface LibClean {
  /** Its name. */
  name: string;
  inner: LibCleanInner;
}
export interface LibCleanInner {
  size?: number;
}
export interface LibHolder {
  bad: LibLowerBad;
  rule: LibRule;
  clean: LibClean;
}
`;

const zetaSource = (fields: string): string =>
  kindSource(
    "Zeta",
    `{ ${fields} }`,
    'import type { LibClean, LibHolder, LibLowerBad, LibRule } from "lowlib";',
  );

type Schema = { readonly properties?: Record<string, Schema> };

/** The schema of a field of Zeta's spec in its CRD. */
function zetaField(result: GenerateResult, field: string): Schema | undefined {
  const crd = result.crds.find((c) => c.kind === "Zeta")?.crd;
  const root = crd?.spec?.versions?.[0]?.schema?.openAPIV3Schema as Schema | undefined;
  return root?.properties?.["spec"]?.properties?.[field];
}

/**
 * Library schemas are kept with their definitions when lowering them reported nothing: the same schema
 * objects come back after an edit (the renderer keeps their text), and a library type whose lowering reports
 * a problem, or that reaches one that did earlier in the run, is lowered again, its problem reported again.
 */
export function runLibraryLoweringScript({ generator, project, fresh, write }: Scenario): void {
  const added = [
    write("node_modules/lowlib/package.json", '{ "name": "lowlib", "types": "index.d.ts" }\n'),
    write("node_modules/lowlib/index.d.ts", loweringLibrary),
    // LibLowerBad and LibRule are lowered first, on their own; LibHolder then finds them lowered already.
    write(
      "api/v1/zeta.ts",
      zetaSource("bad: LibLowerBad; rule: LibRule; holder: LibHolder; clean: LibClean"),
    ),
  ];
  project.refresh(added);
  const first = generator.run();
  expect(first).toEqual(fresh());
  expect(first.diagnostics.map((d) => d.span?.file)).toContain("node_modules/lowlib/index.d.ts");

  // Only LibHolder reaches the problems now: a kept LibHolder would leave them out.
  project.refresh([write("api/v1/zeta.ts", zetaSource("holder: LibHolder; clean: LibClean"))]);
  const second = generator.run();
  expect(second).toEqual(fresh());
  expect(second.diagnostics.map((d) => d.span?.file)).toContain("node_modules/lowlib/index.d.ts");
  const clean = zetaField(second, "clean")?.properties;
  expect(clean).toBeDefined();

  project.refresh([write("api/v1/zeta.ts", zetaSource("holder: LibHolder; clean: LibClean; more?: string"))]);
  const third = generator.run();
  expect(third).toEqual(fresh());
  // LibClean's schema is the one of the last run, object for object.
  expect(zetaField(third, "clean")?.properties).toBe(clean);
  expect(zetaField(third, "holder")?.properties).not.toBe(zetaField(second, "holder")?.properties);
}
