import { readFileSync } from "node:fs";

/** The README's quick start: its install command and the files it asks the reader to write. */
export interface QuickStart {
  /** The packages of the `npm install --save-dev …` line, in order. */
  readonly packages: readonly string[];
  /** Each TypeScript block, by the path its first-line comment names (`// api/v1/cronjob_types.ts`). */
  readonly files: ReadonlyMap<string, string>;
}

/** Reads the "Quick start in an operator repo" section of the repository's README. */
export function readQuickStart(): QuickStart {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = /^## Quick start in an operator repo\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? "";
  const install = /```sh\nnpm install --save-dev ([^\n]+)\n```/.exec(section)?.[1] ?? "";
  const files = new Map<string, string>();
  for (const [, block] of section.matchAll(/```ts\n([\s\S]*?)```/g)) {
    const path = /^\/\/ (\S+\.ts)\n/.exec(block ?? "")?.[1];
    if (path !== undefined && block !== undefined) files.set(path, block);
  }
  return { packages: install.split(/\s+/).filter(Boolean), files };
}

/** The packages a TypeScript text imports (bare specifiers, without subpaths). */
export function importedPackages(text: string): string[] {
  const specifiers = [...text.matchAll(/from "([^".][^"]*)"/g)].map((match) => match[1] ?? "");
  return specifiers.map((s) =>
    s
      .split("/")
      .slice(0, s.startsWith("@") ? 2 : 1)
      .join("/"),
  );
}
