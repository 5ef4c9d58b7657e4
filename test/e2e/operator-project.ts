import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, sep } from "node:path";

/** The workspace packages that make up a crdgen install, in dependency order. */
const packedPackages = ["core", "cel", "structural", "objects", "markers", "generator", "crdgen"] as const;

/** What a finished child process left behind. */
export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment for child processes: the caller's, without what an enclosing `npm run` or `npx` adds —
 * the `npm_*` variables (a `npm_config_workspace` or `npm_config_prefix` would point npm back into the
 * monorepo) and the `node_modules/.bin` folders on PATH (the repo's own `crdgen` bin) — without colour and
 * without npm's update check.
 */
export function childEnvironment(): NodeJS.ProcessEnv {
  const entries = Object.entries(process.env).filter(
    ([name]) => !name.toLowerCase().startsWith("npm_") && name.toUpperCase() !== "PATH",
  );
  const path = (process.env.PATH ?? "")
    .split(delimiter)
    .filter((folder) => !folder.split(sep).join("/").endsWith("node_modules/.bin"))
    .join(delimiter);
  return {
    ...Object.fromEntries(entries),
    PATH: path,
    NO_COLOR: "1",
    npm_config_update_notifier: "false",
  };
}

/**
 * How long a command may run before it is killed: spawnSync blocks the test worker, so vitest's own timeout
 * cannot stop it and this is the only guard against a hang. A cold `crdgen generate` takes seconds of CPU, but
 * many times that in wall time while CI runs every workspace's tests at once on two shared cores.
 */
export const commandTimeoutMs = 300_000;

/** Runs a command to completion without a shell; a command that cannot start (or times out) reports status null. */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutMs = commandTimeoutMs,
): CommandResult {
  const result = spawnSync(command, args, {
    cwd,
    env: childEnvironment(),
    encoding: "utf8",
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.error === undefined ? result.stderr : `${result.stderr}\n${String(result.error)}`,
  };
}

/** The same as {@link run}, but a non-zero exit is a test failure that shows the command's output. */
export function runOrFail(command: string, args: readonly string[], cwd: string, timeoutMs?: number): string {
  const result = run(command, args, cwd, timeoutMs);
  if (result.status !== 0) {
    throw new Error(
      `\`${command} ${args.join(" ")}\` in ${cwd} exited with ${String(result.status)}\n` +
        `stdout:\n${result.stdout}\nstderr:\n${result.stderr}`,
    );
  }
  return result.stdout;
}

interface PackEntry {
  name: string;
  version: string;
  filename: string;
}

/** One package tarball made by `npm pack`. */
export interface PackedTarball {
  name: string;
  version: string;
  path: string;
}

/**
 * Packs each crdgen workspace package with `npm pack` into `destination`, exactly what `npm publish` would
 * upload. The packages must have been built (`npm run build`): `npm pack` only takes `dist/`.
 */
export function packWorkspacePackages(repoRoot: string, destination: string): PackedTarball[] {
  return packedPackages.map((folder) => {
    // Without dist/ the tarball would install fine and fail later with an obscure import error.
    if (!existsSync(join(repoRoot, "packages", folder, "dist"))) {
      throw new Error(`packages/${folder}/dist is missing: run \`npm run build\` before this test`);
    }
    const output = runOrFail(
      "npm",
      ["pack", "--json", "--pack-destination", destination],
      join(repoRoot, "packages", folder),
    );
    const entries = JSON.parse(output) as PackEntry[];
    const entry = entries[0];
    if (entries.length !== 1 || entry === undefined) {
      throw new Error(`npm pack in packages/${folder} printed ${String(entries.length)} entries`);
    }
    return { name: entry.name, version: entry.version, path: join(destination, entry.filename) };
  });
}

/** The group, kind and file names of the API type the fresh operator project defines. */
export const widgetApi = {
  group: "apps.e2e.example.com",
  plural: "widgets",
  crdFile: join("config", "crd", "bases", "apps.e2e.example.com_widgets.yaml"),
  typesFile: join("api", "v1", "widget_types.ts"),
} as const;

/**
 * The API type file of the project; `withColor` adds the field the "edit the type" step introduces, so
 * the test can tell a stale CRD from a current one.
 */
export function widgetTypesSource(withColor: boolean): string {
  const color = withColor
    ? [
        "",
        "  /**",
        "   * The colour the widget is painted in.",
        "   * +kubebuilder:validation:MinLength=1",
        "   * +optional",
        "   */",
        "  color?: string;",
      ]
    : [];
  return [
    'import type { int32, ObjectMeta } from "crdgen";',
    "",
    "/** WidgetSpec is what the user asks for. */",
    "export interface WidgetSpec {",
    "  /**",
    "   * How many widgets to run.",
    "   * +kubebuilder:validation:Minimum=1",
    "   * +kubebuilder:validation:Maximum=10",
    "   */",
    "  replicas: int32;",
    "",
    "  /** The image the widgets run. */",
    "  image: string;",
    ...color,
    "}",
    "",
    "/** WidgetStatus is what the controller last observed. */",
    "export interface WidgetStatus {",
    "  /**",
    "   * How many widgets are ready.",
    "   * +optional",
    "   */",
    "  readyReplicas?: int32;",
    "}",
    "",
    "/**",
    " * Widget is a small test kind.",
    " * +kubebuilder:object:root=true",
    " * +kubebuilder:subresource:status",
    " */",
    "export interface Widget {",
    "  apiVersion?: string;",
    "  kind?: string;",
    "  metadata?: ObjectMeta;",
    "  spec?: WidgetSpec;",
    "  status?: WidgetStatus;",
    "}",
    "",
  ].join("\n");
}

const packageJson = {
  name: "crdgen-e2e-operator",
  private: true,
  type: "module",
  scripts: { "build:crds": "crdgen generate" },
};

const tsconfigJson = {
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
  include: ["api"],
};

const groupVersionInfo = [
  "// Package v1 is version v1 of the apps.e2e.example.com API group.",
  `// +groupName=${widgetApi.group}`,
  "export {};",
  "",
].join("\n");

/** Writes a fresh operator project (package.json, tsconfig.json, api/v1) into `projectDir`; installs nothing. */
export function writeOperatorProject(projectDir: string): void {
  const files: Record<string, string> = {
    "package.json": `${JSON.stringify(packageJson, null, 2)}\n`,
    "tsconfig.json": `${JSON.stringify(tsconfigJson, null, 2)}\n`,
    [join("api", "v1", "groupversion_info.ts")]: groupVersionInfo,
    [widgetApi.typesFile]: widgetTypesSource(false),
  };
  for (const [name, content] of Object.entries(files)) {
    const path = join(projectDir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}
