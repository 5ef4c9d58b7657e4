import { at } from "@crdgen/core";
import path from "node:path";
import { ts } from "@ts-morph/common";
import type { ProgramFileSystem } from "./file-system.js";
import { convertDiagnostic } from "./compiler-diagnostics.js";
import { isDeprecation } from "./deprecations.js";
import { folderEntries } from "./inputs.js";
import type { TsCompilerDiagnostic } from "./model.js";
import { toPosix } from "./paths.js";
import type { TsconfigFacts } from "./solution-tsconfig.js";

/** A tsconfig as crdgen's own compile uses it, and TypeScript's problems with it (placed in the file). */
export interface ReadTsconfig {
  readonly options: ts.CompilerOptions;
  readonly diagnostics: readonly TsCompilerDiagnostic[];
}

// TS18003 "No inputs were found in config file": crdgen reads its own inputs, not the tsconfig's `include`.
const noInputsInConfig = 18003;

/**
 * The `ignoreDeprecations` value that silences what the bundled compiler deprecated in its own major version
 * (and every earlier one): "6.0" for TypeScript 6.x. The user's own value was written for the user's
 * compiler, which may be older ("5.0") or newer: crdgen's compile replaces it.
 */
const ignoreOwnDeprecations = `${at(ts.versionMajorMinor.split("."), 0)}.0`;

function parseHost(fs: ProgramFileSystem): ts.ParseConfigHost {
  return {
    useCaseSensitiveFileNames: ts.sys.useCaseSensitiveFileNames,
    // crdgen reads its own inputs and never the tsconfig's `include`: nothing needs listing.
    readDirectory: () => [],
    fileExists: (file) => fs.fileExistsSync(file),
    readFile: (file) => fs.readFile(file),
  };
}

/** The major version of the TypeScript the project itself compiles with, when it has one installed. */
function projectTypeScriptMajor(fs: ProgramFileSystem, from: string): number | undefined {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const manifest = path.posix.join(dir, "node_modules/typescript/package.json");
    const text = fs.readFile(manifest);
    if (text !== undefined) {
      try {
        const version: unknown = (JSON.parse(text) as { version?: unknown }).version;
        const major = typeof version === "string" ? Number.parseInt(version, 10) : Number.NaN;
        return Number.isNaN(major) ? undefined : major;
      } catch {
        return undefined;
      }
    }
    if (path.posix.dirname(dir) === dir) return undefined;
  }
}

/**
 * TypeScript 6 changed two defaults that decide which programs type-check: `strict` is on and `types` is
 * empty unless the tsconfig says otherwise. For a project on TypeScript 5, the tsconfig's silence means the
 * old defaults, or code its own `tsc` accepts would be a type error to crdgen.
 */
function withDefaultsOf(major: number | undefined, options: ts.CompilerOptions): ts.CompilerOptions {
  if (major === undefined || major >= 6) return options;
  return {
    ...options,
    ...(options.strict === undefined ? { strict: false } : {}),
    ...(options.types === undefined ? { types: ["*"] } : {}),
  };
}

/**
 * Reads a tsconfig (with what it extends) the way `tsc` does, keeping the parsed file in the options so that
 * TypeScript places its problems with the options at their line and column in the tsconfig. Deprecations
 * are silenced for crdgen's compile; nothing is listed from `include`, crdgen has its own inputs.
 */
export function readTsconfig(fs: ProgramFileSystem, file: string): ReadTsconfig {
  const text = fs.readFile(file);
  if (text === undefined) throw new Error(`file not found: ${file}`);
  const json = ts.parseJsonText(file, text);
  const dir = path.posix.dirname(file);
  const parsed = ts.parseJsonSourceFileConfigFileContent(json, parseHost(fs), dir, undefined, file);
  const diagnostics = ts
    .getConfigFileParsingDiagnostics(parsed)
    .map(convertDiagnostic)
    .filter((d) => d.code !== noInputsInConfig && !isDeprecation(d.code));
  const options = withDefaultsOf(projectTypeScriptMajor(fs, dir), parsed.options);
  // TypeScript keeps the parsed file as a hidden (non-enumerable) option, which ts-morph's copies of the
  // options drop: the program would then report option problems with no place. Made visible, it stays.
  return {
    options: { ...options, ignoreDeprecations: ignoreOwnDeprecations, configFile: json },
    diagnostics,
  };
}

// TypeScript's own directory matcher (what `sys.readDirectory` runs), over crdgen's file system so that
// in-memory programs list alike. It is internal to TypeScript: its signature is declared here.
type MatchFiles = (
  path: string,
  extensions: readonly string[] | undefined,
  excludes: readonly string[] | undefined,
  includes: readonly string[] | undefined,
  useCaseSensitiveFileNames: boolean,
  currentDirectory: string,
  depth: number | undefined,
  getFileSystemEntries: (path: string) => { files: readonly string[]; directories: readonly string[] },
  realpath: (path: string) => string,
) => string[];
const { matchFiles } = ts as unknown as { readonly matchFiles: MatchFiles };

function listingHost(fs: ProgramFileSystem, cwd: string): ts.ParseConfigHost {
  const entries = (dir: string) => folderEntries(fs, dir);
  return {
    ...parseHost(fs),
    readDirectory: (root, extensions, excludes, includes, depth) =>
      matchFiles(
        root,
        extensions,
        excludes,
        includes,
        ts.sys.useCaseSensitiveFileNames,
        cwd,
        depth,
        entries,
        (file) => fs.realpath(file),
      ),
  };
}

/**
 * A tsconfig's references and root files as `tsc` reads them, for choosing among a solution's projects
 * (solution-tsconfig.ts); undefined when the file cannot be read.
 */
export function tsconfigFacts(fs: ProgramFileSystem, file: string, cwd: string): TsconfigFacts | undefined {
  const text = fs.readFile(file);
  if (text === undefined) return undefined;
  const dir = path.posix.dirname(file);
  const parse = (host: ts.ParseConfigHost) =>
    ts.parseJsonSourceFileConfigFileContent(ts.parseJsonText(file, text), host, dir, undefined, file);
  let parsed: ts.ParsedCommandLine;
  try {
    parsed = parse(parseHost(fs));
  } catch {
    // TypeScript throws on some malformed tsconfigs (a `null` among the references); reading it for the program
    // then fails the same way and says so (CRD2002).
    return undefined;
  }
  const raw: unknown = parsed.raw;
  const hasReferences = typeof raw === "object" && raw !== null && Object.hasOwn(raw, "references");
  return {
    references: hasReferences
      ? (parsed.projectReferences ?? []).map((ref) => toPosix(ts.resolveProjectReferencePath(ref)))
      : undefined,
    fileNames: () => parse(listingHost(fs, cwd)).fileNames.map(toPosix),
  };
}
