import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as Sync from "typescript7/unstable/sync";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TsProject } from "../../src/index.js";
import { kindSource, type Scenario } from "../support/incremental-scenario.js";
import { setUpTs7Scenario, typescript7Package } from "./typescript7.js";

// After an edit in watch mode, the TypeScript 7 backend asks the compiler again only for the diagnostics the
// edit can change: the semantic diagnostics of the edited file and of the files importing it, and the global
// ones only when a change can reach everything (then, as in a cold run, the semantic ones of the whole program
// in one question). Each question is a round trip, and the global diagnostics
// make the compiler build all its checkers for the new snapshot (at 800 kinds, most of an edit's time).

// The same module instance the backend loads (it requires the package from inside itself).
const sync = createRequire(path.join(typescript7Package, "package.json"))(
  "typescript/unstable/sync",
) as typeof Sync;

let dir: string;
let project: TsProject | undefined;

function setUp(): Scenario {
  return setUpTs7Scenario(dir, (opened) => {
    project = opened;
  });
}

/** The files whose semantic diagnostics were asked for, and how often the global ones were. */
function watchQuestions() {
  const semantic = vi.spyOn(sync.Program.prototype, "getSemanticDiagnostics");
  const global = vi.spyOn(sync.Program.prototype, "getGlobalDiagnostics");
  return {
    take() {
      const asked = {
        semantic: semantic.mock.calls
          .map(([file]) => (typeof file === "string" ? path.basename(file) : "(the whole program)"))
          .sort(),
        global: global.mock.calls.length,
      };
      semantic.mockClear();
      global.mockClear();
      return asked;
    },
  };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-ts7-incremental-diagnostics-"));
});

afterEach(() => {
  vi.restoreAllMocks();
  project?.close?.();
  project = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const timeout = 120_000;

describe("compiler diagnostics after an edit on the TypeScript 7 backend", () => {
  it(
    "are asked again only for the edited file and its importers, and stay what a fresh run gives",
    () => {
      const { generator, project: watched, fresh, write } = setUp();
      const questions = watchQuestions();
      expect(generator.run()).toEqual(fresh());
      // With the global diagnostics, which make the compiler check every file, each input's are one answer.
      expect(questions.take()).toEqual({ semantic: ["(the whole program)"], global: 1 });

      // A type error in Gamma, which nobody imports: only gamma.ts is checked again.
      const gamma = write("api/v1/gamma.ts", kindSource("Gamma", "{ g: Missing }"));
      watched.refresh([gamma]);
      questions.take();
      const broken = generator.run();
      expect(questions.take()).toEqual({ semantic: ["gamma.ts"], global: 0 });
      expect(broken).toEqual(fresh());
      expect(broken.diagnostics.some((d) => d.message.includes("TS2304"))).toBe(true);

      // shared.ts stops exporting Shared: Alpha, which imports it, gets an error; Gamma's error stays.
      const shared = write("api/v1/shared.ts", "export interface Broken {\n  flag: boolean;\n}\n");
      watched.refresh([shared]);
      questions.take();
      const missing = generator.run();
      expect(questions.take()).toEqual({ semantic: ["alpha.ts", "beta.ts", "shared.ts"], global: 0 });
      expect(missing).toEqual(fresh());
      expect(missing.diagnostics.filter((d) => d.code === "CRD2001").map((d) => d.span?.file)).toEqual([
        "api/v1/alpha.ts",
        "api/v1/gamma.ts",
      ]);
    },
    timeout,
  );

  it(
    "asks for the global diagnostics again when a module adds to the global scope",
    () => {
      const { generator, project: watched, fresh, write } = setUp();
      const questions = watchQuestions();
      generator.run();
      questions.take();
      const gamma = write(
        "api/v1/gamma.ts",
        `${kindSource("Gamma", "{ g: string }")}\ndeclare global {\n  interface GammaGlobal {\n    g: string;\n  }\n}\n`,
      );
      watched.refresh([gamma]);
      questions.take();
      expect(generator.run()).toEqual(fresh());
      // With the global diagnostics, which make the compiler check every file, each input's are one answer.
      expect(questions.take()).toEqual({ semantic: ["(the whole program)"], global: 1 });
    },
    timeout,
  );
});

describe("the import graph after an edit on the TypeScript 7 backend", () => {
  it(
    "reads again only the imports of the files changed since it was built",
    () => {
      const { generator, project: watched, fresh, write } = setUp();
      generator.run();
      const asked = vi.spyOn(sync.Checker.prototype, "getSymbolAtLocation");
      const gamma = write("api/v1/gamma.ts", kindSource("Gamma", "{ g: number }"));
      watched.refresh([gamma]);
      expect(asked).not.toHaveBeenCalled();
      generator.run();
      asked.mockClear();
      // Before noting this edit, the graph reads gamma.ts's imports again (the run asked about them already,
      // so nothing is asked), not every file's.
      const beta = write("api/v1/beta.ts", kindSource("Beta", "{ b: string }"));
      watched.refresh([beta]);
      const nodes: unknown[] = asked.mock.calls.flatMap(([at]): unknown[] =>
        Array.isArray(at) ? (at as unknown[]) : [at],
      );
      expect(nodes).toEqual([]);
      expect(generator.run()).toEqual(fresh());
    },
    timeout,
  );
});
