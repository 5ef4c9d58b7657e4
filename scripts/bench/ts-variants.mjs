// The tools issue 16 puts side by side, as run.mjs variants: `crdgen generate` on each TypeScript backend
// (ts-morph, and TypeScript 7 when this build has it) and `tsc --noEmit` of TypeScript 5.9 and of TypeScript 7
// (native, the root devDependency `typescript7`, an npm alias of typescript@7). A variant that cannot be
// measured carries a `skip` reason, printed in its row instead of figures.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rssSource } from "./measure.mjs";

const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bundle/bin.js", import.meta.url));
const require = createRequire(import.meta.url);

// A native process started by the measured node process is counted (CPU and RSS) only by GNU time, which
// reports the whole process tree it waited for; the child's own process.resourceUsage() does not see it.
const nativeNeedsGnuTime =
  rssSource === "/usr/bin/time -v"
    ? undefined
    : "not measurable without /usr/bin/time -v (a native child process)";

let askedTsBackendOption;

/**
 * What this build's `crdgen generate` says about TypeScript backends (see parseTsBackendOption). Asked once,
 * of the built bin, so that the bench never assumes a backend the build does not have.
 */
function tsBackendOption() {
  if (askedTsBackendOption === undefined) {
    const help = spawnSync(process.execPath, [bin, "generate", "--help"], { encoding: "utf8" });
    if (help.status !== 0)
      throw new Error(`crdgen generate --help exited with ${help.status}:\n${help.stderr}`);
    askedTsBackendOption = parseTsBackendOption(help.stdout);
  }
  return askedTsBackendOption;
}

/**
 * `{ flag, values }` from the text of `crdgen generate --help`: flag true when it has `--ts-backend`, values
 * the choices its usage line lists (`[--ts-backend a|b]`; empty when it lists none).
 */
export function parseTsBackendOption(helpText) {
  const usage = /\[--ts-backend ([^\]\s]+)\]/.exec(helpText);
  return { flag: helpText.includes("--ts-backend"), values: usage ? usage[1].split("|") : [] };
}

/**
 * Why the TypeScript 7 backend cannot be measured with this build (whose `--help` says `option`), or
 * undefined when it can.
 */
export function typescript7BackendSkip(option = tsBackendOption()) {
  if (!option.flag) return "not measurable: this build has no --ts-backend";
  if (option.values.length > 0 && !option.values.includes("typescript7"))
    return `not measurable: --ts-backend offers ${option.values.join(", ")}, not typescript7`;
  return nativeNeedsGnuTime;
}

/** The arguments that select a backend: the ts-morph backend is the default, named when the build can. */
export function tsBackendArgs(backend, option = tsBackendOption()) {
  if (backend === "typescript7") return ["--ts-backend", "typescript7"];
  return option.values.includes(backend) ? ["--ts-backend", backend] : [];
}

/**
 * Makes TypeScript 7 the project's own `typescript` (a `node_modules/typescript` link in `projectDir` to the
 * repository's `typescript7`), as a project on TypeScript 7 has it: the TypeScript 7 backend uses the compiler
 * the project resolves, and the repository's `typescript` is 5.9. Only when that backend is measured; the
 * other variants name their compiler (`--ts-backend ts-morph`, tsc by path), so the link changes nothing for them.
 */
export function installTypeScript7(projectDir) {
  if (typescript7BackendSkip() !== undefined) return;
  mkdirSync(join(projectDir, "node_modules"), { recursive: true });
  symlinkSync(
    dirname(require.resolve("typescript7/package.json")),
    join(projectDir, "node_modules", "typescript"),
    "junction",
  );
}

/** `crdgen generate <args>` on each backend, run in the section's folder, writing to `outs` (temporaryOutputs). */
export function generateVariants(args, outs) {
  return [
    {
      id: "tsMorph",
      label: "crdgen generate, ts-morph backend",
      args: [bin, "generate", ...args, "--out", outs.tsMorph, ...tsBackendArgs("ts-morph")],
      okStatus: [0],
    },
    {
      id: "typescript7",
      label: "crdgen generate, typescript7 backend",
      args: [bin, "generate", ...args, "--out", outs.typescript7, ...tsBackendArgs("typescript7")],
      okStatus: [0],
      skip: typescript7BackendSkip(),
    },
  ];
}

/**
 * A temporary output folder per backend (`{ tsMorph, typescript7 }`), removed when the benchmark ends: each
 * backend writes to its own, so that both do the same work in every round.
 */
export function temporaryOutputs(prefix) {
  const outs = {
    tsMorph: mkdtempSync(join(tmpdir(), `${prefix}-ts-morph-`)),
    typescript7: mkdtempSync(join(tmpdir(), `${prefix}-typescript7-`)),
  };
  removeAtExit(...Object.values(outs));
  return outs;
}

/** Removes folders when the benchmark process exits (also after a failed section). */
export function removeAtExit(...dirs) {
  process.on("exit", () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
}

/** `tsc --noEmit -p <tsconfig>` of TypeScript 5.9 (id tsc) and of TypeScript 7 (id tsc7). */
export function tscVariants(tsconfig = "tsconfig.json") {
  const typescriptDir = dirname(require.resolve("typescript/package.json"));
  const typescript7Dir = dirname(require.resolve("typescript7/package.json"));
  const version = (dir) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
  return [
    {
      id: "tsc",
      label: `tsc --noEmit, TypeScript ${version(typescriptDir)}`,
      args: [join(typescriptDir, "bin", "tsc"), "--noEmit", "-p", tsconfig],
      okStatus: [0],
    },
    {
      id: "tsc7",
      label: `tsc --noEmit, TypeScript ${version(typescript7Dir)} (native)`,
      args: [join(typescript7Dir, "bin", "tsc"), "--noEmit", "-p", tsconfig],
      okStatus: [0],
      skip: nativeNeedsGnuTime,
    },
  ];
}
