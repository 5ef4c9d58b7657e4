import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { groupVersionSource, tsconfigSource, WatchProject, watchApi, widgetSource } from "./watch-project.js";
import { WatchProcess, waitTimeoutMs } from "./watch-process.js";
import { watchStatusLine } from "./watch-runs.js";

// `crdgen generate --watch` run through the built bin (`npx tsc -b packages/crdgen` first) in a throwaway
// project, one project and one process per test. Every step waits for the status line that ends a run,
// never for a fixed time, so a slow machine makes the tests slower, not flaky.

let project: WatchProject;
let crdgen: WatchProcess | undefined;

function startWatch(...extra: string[]): WatchProcess {
  project = WatchProject.create();
  crdgen = new WatchProcess(project.dir, ["generate", "--watch", ...extra]);
  return crdgen;
}

afterEach(async () => {
  await crdgen?.stop();
  crdgen = undefined;
  rmSync(project.dir, { recursive: true, force: true });
});

const typesPath = "api/v1/widget_types.ts";
const crdPath = watchApi.crdFile.split("\\").join("/");
const statusLine = watchStatusLine;
const escape = (text: string): string => text.replace(/[.()]/g, "\\$&");
const writtenLine = (path: string): RegExp => new RegExp(`^ {2}written {3}${escape(path)} \\(\\d+ bytes\\)$`);
const summaryLine = (text: string): RegExp =>
  new RegExp(`^crdgen watch: ${escape(text)} \\((\\d+ ms|\\d+\\.\\d s)\\)$`);
const tsErrorHint =
  "Fix the TypeScript error first: crdgen reads the types the compiler sees, and a type error can change them.";
const oneWritten = summaryLine("1 CRD: 1 written, 0 unchanged, 0 warnings");

/** Waits for the first run's report: from then on every edit is seen. Returns the number of runs so far. */
async function untilWatching(watch: WatchProcess): Promise<number> {
  await watch.waitForRun(1);
  return watch.runs().length;
}

/** Writes a project file; watch mode must see it however soon after the last run it comes. */
function edit(_watch: WatchProcess, file: string, content: string): Promise<void> {
  project.write(file, content);
  return Promise.resolve();
}

/** The versions of the CRD's YAML in order, each with its `storage` flag. */
function versionsOf(crd: string): { name: string; storage: boolean }[] {
  const blocks = crd.split(/^ {2}- name: /m).slice(1);
  return blocks.map((block) => ({
    name: block.slice(0, block.indexOf("\n")),
    storage: /^ {4}storage: true$/m.test(block),
  }));
}

describe("crdgen generate --watch", () => {
  it("writes the CRD, then rewrites it when a field is added", async () => {
    const watch = startWatch();
    await watch.waitForStatus(1);
    expect(watch.runLines(1)).toEqual([
      expect.stringMatching(writtenLine(crdPath)),
      expect.stringMatching(oneWritten),
      statusLine,
    ]);
    expect(project.read(watchApi.crdFile)).toContain("  name: widgets.watch.example.com\n");
    expect(project.read(watchApi.crdFile)).not.toContain("color:");
    const primed = await untilWatching(watch);

    await edit(watch, watchApi.typesFile, widgetSource({ fields: ["color?: string;"] }));
    const edited = await watch.waitForRunOf(typesPath, primed);
    expect(watch.runLines(edited)).toEqual([
      `crdgen watch: changed ${typesPath}`,
      expect.stringMatching(writtenLine(crdPath)),
      expect.stringMatching(oneWritten),
      statusLine,
    ]);
    expect(project.read(watchApi.crdFile)).toContain(
      "            properties:\n              color:\n                type: string\n              size:\n",
    );
    expect(readdirSync(project.path(join("config", "crd", "bases")))).toEqual([
      "watch.example.com_widgets.yaml",
    ]);
    expect(watch.stderr).toBe("");
  });

  it("reports a syntax error without touching the CRD, and regenerates once it is fixed", async () => {
    const watch = startWatch();
    await watch.waitForStatus(1);
    const primed = await untilWatching(watch);
    const before = project.snapshot(watchApi.crdFile);

    // An interface left open on the last line (19): TypeScript expects the '}' at the end, line 20.
    await edit(watch, watchApi.typesFile, `${widgetSource()}export interface Broken {\n`);
    const broken = await watch.waitForRunOf(typesPath, primed);
    expect(watch.runLines(broken)).toEqual([
      `crdgen watch: changed ${typesPath}`,
      expect.stringMatching(summaryLine("1 error, 0 warnings: nothing written")),
      statusLine,
    ]);
    await watch.waitForStderr(`${typesPath}:20:1 - error CRD2001: TS1005: '}' expected.\n`);
    await watch.waitForStderr(`  hint: ${tsErrorHint}\n`);
    expect(project.snapshot(watchApi.crdFile)).toEqual(before);

    const stderrBeforeFix = watch.stderr;
    await edit(watch, watchApi.typesFile, widgetSource({ fields: ["weight?: number;"] }));
    const fixed = await watch.waitForRunOf(typesPath, broken);
    expect(watch.runLines(fixed)).toEqual([
      `crdgen watch: changed ${typesPath}`,
      expect.stringMatching(writtenLine(crdPath)),
      expect.stringMatching(oneWritten),
      statusLine,
    ]);
    expect(watch.stderr).toBe(stderrBeforeFix);
    expect(project.read(watchApi.crdFile)).toContain("              weight:\n                type: number\n");
  });

  it("adds a version when a new version folder appears, v2 becoming the storage version", async () => {
    const watch = startWatch();
    await watch.waitForStatus(1);
    expect(versionsOf(project.read(watchApi.crdFile))).toEqual([{ name: "v1", storage: true }]);
    const primed = await untilWatching(watch);

    project.write(join("api", "v2", "groupversion_info.ts"), groupVersionSource("v2"));
    project.write(
      join("api", "v2", "widget_types.ts"),
      widgetSource({ fields: ["shape?: string;"], storage: true }),
    );
    // The two new files may arrive in one run or in two, and a run started by the first may already read
    // the second from disk (then the run that reports it finds the CRD unchanged). So: by the run that
    // saw both, the CRD was written exactly once since the edit, and no run failed.
    const sawInfo = await watch.waitForRunOf("api/v2/groupversion_info.ts", primed);
    const sawTypes = await watch.waitForRunOf("api/v2/widget_types.ts", primed);
    const last = Math.max(sawInfo, sawTypes);
    const since = watch.runs().slice(primed, last);
    const cleanRun = /^crdgen watch: 1 CRD: [01] written, [01] unchanged, 0 warnings \(/;
    for (const run of since) expect(run.lines.at(-2)).toMatch(cleanRun);
    expect(since.flatMap((run) => run.lines).filter((line) => writtenLine(crdPath).test(line))).toHaveLength(
      1,
    );
    const crd = project.read(watchApi.crdFile);
    expect(versionsOf(crd)).toEqual([
      { name: "v1", storage: false },
      { name: "v2", storage: true },
    ]);
    expect(crd.split("              shape:\n")).toHaveLength(2);
    expect(watch.stderr).toBe("");
  });

  it("picks up a changed tsconfig.json", async () => {
    const watch = startWatch();
    await watch.waitForStatus(1);
    const primed = await untilWatching(watch);
    // The import only resolves once the tsconfig maps @shared/* to ./shared/*.
    project.write(
      join("shared", "size.ts"),
      "/** A size in gigabytes. */\nexport type Gigabytes = number;\n",
    );
    await edit(
      watch,
      watchApi.typesFile,
      `import type { Gigabytes } from "@shared/size";\n${widgetSource({ fields: ["disk?: Gigabytes;"] })}`,
    );
    const unresolved = await watch.waitForRunOf(typesPath, primed);
    expect(watch.runLines(unresolved)).toContainEqual(
      expect.stringMatching(/^crdgen watch: \d+ errors?, 0 warnings: nothing written/),
    );
    await watch.waitForStderr(`${typesPath}:1:32 - error CRD2001: TS2307: Cannot find module '@shared/size'`);

    await edit(
      watch,
      "tsconfig.json",
      tsconfigSource({ paths: { ...pathsOf(), "@shared/*": ["./shared/*"] } }),
    );
    const reloaded = await watch.waitForRunOf("tsconfig.json", unresolved);
    expect(watch.runLines(reloaded)).toEqual([
      "crdgen watch: changed tsconfig.json",
      expect.stringMatching(writtenLine(crdPath)),
      expect.stringMatching(oneWritten),
      statusLine,
    ]);
    expect(project.read(watchApi.crdFile)).toContain(
      "              disk:\n                description: A size in gigabytes.\n                type: number\n",
    );
  });

  it("picks up a new crdgen.config.json and writes to the folder it names", async () => {
    const watch = startWatch();
    await watch.waitForStatus(1);
    const primed = await untilWatching(watch);
    await edit(watch, "crdgen.config.json", `${JSON.stringify({ out: "deploy/crds" })}\n`);
    const configured = await watch.waitForRunOf("crdgen.config.json", primed);
    expect(watch.runLines(configured)).toEqual([
      "crdgen watch: changed crdgen.config.json",
      expect.stringMatching(writtenLine("deploy/crds/watch.example.com_widgets.yaml")),
      expect.stringMatching(oneWritten),
      statusLine,
    ]);
    expect(project.read(join("deploy", "crds", "watch.example.com_widgets.yaml"))).toBe(
      project.read(watchApi.crdFile),
    );
    expect(watch.stderr).toBe("");
  });

  it.each(["SIGINT", "SIGTERM"] as const)("ends with exit code 0 on %s", async (signal) => {
    const watch = startWatch();
    await watch.waitForStatus(1);
    await untilWatching(watch);
    watch.signal(signal);
    expect(await watch.waitForExit(waitTimeoutMs)).toEqual({ code: 0, signal: null });
    expect(watch.stderr).toBe("");
  });

  // Linux: whileStopped reads /proc.
  it.runIf(process.platform === "linux")(
    "coalesces a burst of edits into one run that writes the last edit",
    async () => {
      const watch = startWatch();
      await watch.waitForStatus(1);
      const primed = await untilWatching(watch);
      // Five saves in place while the process is stopped: it sees them as one burst however loaded the machine
      // (five writes in a row, not stopped, may come tens of ms apart on a busy machine, and then be two or
      // three runs, each debounced by time; the scheduler's tests check the timing with fake timers).
      await watch.whileStopped(() => {
        for (const n of [1, 2, 3, 4, 5]) {
          project.writeInPlace(watchApi.typesFile, widgetSource({ fields: [`field${String(n)}?: string;`] }));
        }
      });
      const seen = await watch.waitForRunOf(typesPath, primed);
      expect(watch.runLines(seen)).toEqual([
        `crdgen watch: changed ${typesPath}`,
        expect.stringMatching(writtenLine(crdPath)),
        expect.stringMatching(oneWritten),
        statusLine,
      ]);
      // A new file after the burst: the run that names it alone proves that every run the burst caused has
      // ended, so the runs in between can be counted without waiting for silence.
      project.write(join("api", "v1", "marker.ts"), "export {};\n");
      const marker = await watch.waitForRunOf("api/v1/marker.ts", seen);
      expect(watch.runLines(marker)[0]).toBe("crdgen watch: changed api/v1/marker.ts");
      expect(watch.runs().slice(primed, marker - 1)).toHaveLength(1);
      const crd = project.read(watchApi.crdFile);
      expect(crd).toContain("              field5:\n");
      expect(crd).not.toMatch(/field[1-4]:/);
    },
  );

  it("prints one JSON document per run with --format json", async () => {
    const watch = startWatch("--format", "json");
    await watch.waitForRun(1);
    const primed = await untilWatching(watch);
    await edit(watch, watchApi.typesFile, widgetSource({ fields: ["color?: string;"] }));
    const edited = await watch.waitForRunOf(typesPath, primed);
    await edit(watch, watchApi.typesFile, `${widgetSource()}export interface Broken {\n`);
    const broken = await watch.waitForRunOf(typesPath, edited);

    // Every line is one JSON document (runs() parses each), with ok, files and changed.
    const runs = watch.runs().map((run) => run.json ?? {});
    expect(runs).toHaveLength(watch.lines.length);
    const pick = (n: number): unknown[] => {
      const run = runs[n - 1] ?? {};
      return [run.ok, run.files, run.changed];
    };
    expect(pick(1)).toEqual([true, [{ path: crdPath, status: "written" }], []]);
    expect(pick(edited)).toEqual([true, [{ path: crdPath, status: "written" }], [typesPath]]);
    expect(pick(broken)).toEqual([false, [], [typesPath]]);
    expect(runs[broken - 1]?.diagnostics).toEqual([
      {
        code: "CRD2001",
        severity: "error",
        message: "TS1005: '}' expected.",
        file: typesPath,
        line: 20,
        column: 1,
        hint: tsErrorHint,
      },
    ]);
    expect(watch.statusCount()).toBe(0);
    expect(project.read(watchApi.crdFile)).toContain("              color:\n");
  });

  it("rejects --watch with --check as a usage error", async () => {
    const watch = startWatch("--check");
    expect(await watch.waitForExit()).toEqual({ code: 2, signal: null });
    expect(watch.lines).toEqual([]);
    expect(watch.stderr).toContain("error CRD5002: --check and --watch cannot be used together");
    expect(existsSync(project.path(watchApi.crdFile))).toBe(false);
  });
});

/** The `paths` of the project's default tsconfig. */
function pathsOf(): Record<string, string[]> {
  const parsed = JSON.parse(tsconfigSource()) as { compilerOptions: { paths: Record<string, string[]> } };
  return parsed.compilerOptions.paths;
}
