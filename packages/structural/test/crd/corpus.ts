import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";

/** testdata/corpus/crds: real CRD files, every one accepted by an API server (see its SOURCES.md). */
const corpusDir = fileURLToPath(new URL("../../../../testdata/corpus/crds", import.meta.url));

/** One YAML document of the corpus. */
export interface CorpusDocument {
  /** `<file relative to the corpus>#<document index>`. */
  readonly name: string;
  readonly document: unknown;
}

/** Every YAML file of the corpus, relative to {@link corpusDir}, sorted. */
function corpusFiles(): string[] {
  const files: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.ya?ml$/.test(entry.name)) files.push(relative(corpusDir, path));
    }
  };
  visit(corpusDir);
  return files.sort();
}

/** The text of a corpus file. */
function corpusText(file: string): string {
  return readFileSync(join(corpusDir, file), "utf8");
}

/** Every non-empty document of every corpus file, parsed with js-yaml's default schema. */
export function corpusDocuments(): CorpusDocument[] {
  return corpusFiles().flatMap((file) =>
    yaml
      .loadAll(corpusText(file))
      .filter((document) => document !== null && document !== undefined)
      .map((document, i) => ({ name: `${file}#${i}`, document })),
  );
}
