import { mkdirSync, mkdtempSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The crdgen API types in the repository, which the project's tsconfig maps the "crdgen" import to. */
const apiTypes = fileURLToPath(new URL("../../packages/crdgen/src/api-types.ts", import.meta.url));

/** The group, and the paths (relative to the project) of the files the watch tests edit and read. */
export const watchApi = {
  group: "watch.example.com",
  crdFile: join("config", "crd", "bases", "watch.example.com_widgets.yaml"),
  typesFile: join("api", "v1", "widget_types.ts"),
  infoFile: join("api", "v1", "groupversion_info.ts"),
} as const;

/** The tsconfig.json of the project; `extra` is merged into compilerOptions. */
export function tsconfigSource(extra: Record<string, unknown> = {}): string {
  const compilerOptions = {
    strict: true,
    module: "Preserve",
    moduleResolution: "Bundler",
    noEmit: true,
    types: [],
    paths: { crdgen: [apiTypes] },
    ...extra,
  };
  return `${JSON.stringify({ compilerOptions }, null, 2)}\n`;
}

/** The groupversion_info.ts of one version folder. */
export function groupVersionSource(version: string): string {
  return `// Package ${version} is version ${version} of the ${watchApi.group} API group.\n// +groupName=${watchApi.group}\nexport {};\n`;
}

/** What a Widget kind looks like in one version. */
export interface WidgetOptions {
  /** Spec fields as TypeScript member lines, e.g. `color?: string;` (after `size: string;`). */
  readonly fields?: readonly string[];
  /** Marks this version as the storage version. */
  readonly storage?: boolean;
}

/** A widget_types.ts with a Widget root kind whose spec has `size` and the given extra fields. */
export function widgetSource(options: WidgetOptions = {}): string {
  return [
    'import type { ObjectMeta } from "crdgen";',
    "",
    "/** WidgetSpec is what the user asks for. */",
    "export interface WidgetSpec {",
    "  /** How big the widget is. */",
    "  size: string;",
    ...(options.fields ?? []).map((field) => `  ${field}`),
    "}",
    "",
    "/**",
    " * Widget is a kind for the watch-mode tests.",
    " * +kubebuilder:object:root=true",
    ...(options.storage === true ? [" * +kubebuilder:storageversion"] : []),
    " */",
    "export interface Widget {",
    "  apiVersion?: string;",
    "  kind?: string;",
    "  metadata?: ObjectMeta;",
    "  spec?: WidgetSpec;",
    "}",
    "",
  ].join("\n");
}

/** A throwaway project folder with the files the watch tests need. */
export class WatchProject {
  constructor(readonly dir: string) {}

  /** Creates a fresh project in the system temp folder: tsconfig.json and api/v1 with the Widget kind. */
  static create(): WatchProject {
    const project = new WatchProject(mkdtempSync(join(tmpdir(), "crdgen-e2e-watch-")));
    project.write("tsconfig.json", tsconfigSource());
    project.write(watchApi.infoFile, groupVersionSource("v1"));
    project.write(watchApi.typesFile, widgetSource());
    return project;
  }

  /** The absolute path of a project file. */
  path(file: string): string {
    return join(this.dir, file);
  }

  /**
   * Saves a project file (relative path), creating its folder, the way an editor's atomic save does: the text
   * goes to a file beside the project, which is then renamed over the old one. The file is never seen half
   * written: `writeFileSync` truncates first, and a watch run that starts in between (CI once saw one read an
   * empty widget_types.ts: "0 CRDs") reports that state, then the next run the whole edit.
   */
  write(file: string, content: string): void {
    const path = this.path(file);
    mkdirSync(dirname(path), { recursive: true });
    // Outside the project, so that no watcher sees it; in the same folder as the project, so on the same disk.
    const saving = join(dirname(this.dir), `${basename(this.dir)}.saving`);
    writeFileSync(saving, content);
    renameSync(saving, path);
  }

  /** Writes a project file in place (truncated, then written), as most programs write files. */
  writeInPlace(file: string, content: string): void {
    writeFileSync(this.path(file), content);
  }

  read(file: string): string {
    return readFileSync(this.path(file), "utf8");
  }

  /** A file's bytes and modification time, to prove it was not rewritten. */
  snapshot(file: string): { readonly text: string; readonly mtimeMs: number } {
    return { text: this.read(file), mtimeMs: statSync(this.path(file)).mtimeMs };
  }
}
