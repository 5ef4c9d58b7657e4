import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IncrementalGenerator, generateCrds, loadProject } from "../../src/index.js";
import { kindSource } from "../support/incremental-scenario.js";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";

// Watch mode's promise, checked on random sequences of edits rather than a script: after every edit the
// incremental generator (which reuses files, findings, conversions and CRDs across edits) gives exactly what a
// fresh generate of the folder as it is now gives. The edits reach one kind, the file several kinds share, the
// list of input files (kinds added and removed) and the syntax of a file.

/** The project as the edits leave it. */
interface Model {
  /** Each kind's extra fields and whether its spec uses the shared type. */
  readonly kinds: Map<string, { fields: string[]; shared: boolean }>;
  /** Which body shared.ts has (see sharedBodies). */
  shared: number;
  /** A kind whose file is saved half-written (a syntax error) until its next edit. */
  broken: string | undefined;
}

const sharedBodies = [
  "export interface Shared {\n  name: string;\n}\n",
  "export interface Shared {\n  name: string;\n  size?: number;\n}\n",
  // A marker on a boolean: a problem in shared.ts, reported once for the kinds that read it.
  "export interface Shared {\n  // +kubebuilder:validation:Minimum=1\n  flag: boolean;\n}\n",
];

const kindNames = ["Alpha", "Beta", "Gamma", "Delta"];

type Edit =
  | { readonly type: "field"; readonly kind: number; readonly field: number }
  | { readonly type: "useShared"; readonly kind: number }
  | { readonly type: "shared"; readonly body: number }
  | { readonly type: "addOrRemove"; readonly kind: number }
  | { readonly type: "halfSaved"; readonly kind: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ type: fc.constant("field" as const), kind: fc.nat(3), field: fc.nat(2) }),
  fc.record({ type: fc.constant("useShared" as const), kind: fc.nat(3) }),
  fc.record({ type: fc.constant("shared" as const), body: fc.nat(sharedBodies.length - 1) }),
  fc.record({ type: fc.constant("addOrRemove" as const), kind: fc.nat(3) }),
  fc.record({ type: fc.constant("halfSaved" as const), kind: fc.nat(3) }),
);

const kindFile = (name: string): string => `api/v1/${name.toLowerCase()}.ts`;

function kindText(name: string, kind: { fields: string[]; shared: boolean }, broken: boolean): string {
  const fields = [...kind.fields.map((f) => `${f}?: string`), ...(kind.shared ? ["s: Shared"] : [])];
  const text = kindSource(
    name,
    `{ g: string${fields.map((f) => `; ${f}`).join("")} }`,
    kind.shared ? 'import type { Shared } from "./shared";' : "",
  );
  // Cut in the middle of the interface, as an editor's save can be caught.
  return broken ? text.slice(0, text.indexOf("spec:")) : text;
}

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-random-edits-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Applies `change` to the model and the folder; returns the absolute paths it wrote or removed. */
function apply(model: Model, change: Edit): string[] {
  const write = (file: string, text: string): string => writeProjectFile(dir, file, text);
  const rewrite = (name: string): string => {
    const kind = model.kinds.get(name);
    if (kind === undefined) throw new Error(`no kind ${name}`);
    return write(kindFile(name), kindText(name, kind, model.broken === name));
  };
  // The half-saved file is saved whole again by any next edit, along with that edit.
  const mended = model.broken;
  model.broken = undefined;
  const touched = mended !== undefined && model.kinds.has(mended) ? [rewrite(mended)] : [];
  const name = kindNames[change.type === "shared" ? 0 : change.kind] ?? "Alpha";
  const kind = model.kinds.get(name);
  switch (change.type) {
    case "shared":
      model.shared = change.body;
      touched.push(write("api/v1/shared.ts", sharedBodies[change.body] ?? ""));
      break;
    case "addOrRemove":
      if (kind === undefined) {
        model.kinds.set(name, { fields: [], shared: false });
      } else {
        model.kinds.delete(name);
        const file = path.join(dir, kindFile(name));
        rmSync(file);
        return [...touched, file];
      }
      touched.push(rewrite(name));
      break;
    case "field":
      if (kind === undefined) return touched;
      kind.fields = kind.fields.includes(`f${change.field}`)
        ? kind.fields.filter((f) => f !== `f${change.field}`)
        : [...kind.fields, `f${change.field}`];
      touched.push(rewrite(name));
      break;
    case "useShared":
      if (kind === undefined) return touched;
      kind.shared = !kind.shared;
      touched.push(rewrite(name));
      break;
    case "halfSaved":
      if (kind === undefined) return touched;
      model.broken = name;
      touched.push(rewrite(name));
      break;
  }
  return touched;
}

describe("IncrementalGenerator on random edit sequences", () => {
  it("gives what a fresh generate gives after every edit", () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 5 }), (edits) => {
        rmSync(path.join(dir, "api"), { recursive: true, force: true });
        writeProjectFile(dir, "tsconfig.json", testTsconfig());
        writeProjectFile(dir, "api/v1/info.ts", "// +groupName=random.example.com\nexport {};\n");
        writeProjectFile(dir, "api/v1/shared.ts", sharedBodies[0] ?? "");
        const model: Model = {
          kinds: new Map([
            ["Alpha", { fields: [], shared: true }],
            ["Beta", { fields: ["f0"], shared: true }],
            ["Gamma", { fields: [], shared: false }],
          ]),
          shared: 0,
          broken: undefined,
        };
        for (const [name, kind] of model.kinds) {
          writeProjectFile(dir, kindFile(name), kindText(name, kind, false));
        }
        const project = loadProject({ inputs: ["api"], cwd: dir }).value;
        if (project === undefined) throw new Error("not loaded");
        const generator = new IncrementalGenerator(project);
        const fresh = () => generateCrds({ inputs: ["api"], cwd: dir });
        expect(generator.run()).toEqual(fresh());
        project.prepareForChanges();
        for (const change of edits) {
          const changed = apply(model, change);
          if (changed.length === 0) continue;
          project.refresh(changed);
          expect(generator.run(), JSON.stringify(edits)).toEqual(fresh());
        }
      }),
      { numRuns: 5 },
    );
    // Each step is compared with a fresh generate (a new program): seconds per step on a loaded machine.
  }, 400_000);
});
