import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import type { CustomResourceDefinition } from "@crdgen/structural";

/** testdata/corpus/crds: real CRD files, every one accepted by an API server (see its SOURCES.md). */
const corpusDir = fileURLToPath(new URL("../../../../testdata/corpus/crds", import.meta.url));

/** Every CRD of the corpus, with the file it came from. */
export function corpusCrds(): { readonly file: string; readonly crd: CustomResourceDefinition }[] {
  const out: { file: string; crd: CustomResourceDefinition }[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(path);
      } else if (/\.ya?ml$/.test(entry.name)) {
        for (const document of yaml.loadAll(readFileSync(path, "utf8"))) {
          const crd = document as CustomResourceDefinition | null;
          if (crd?.kind === "CustomResourceDefinition") {
            out.push({ file: path.slice(corpusDir.length + 1), crd });
          }
        }
      }
    }
  };
  visit(corpusDir);
  return out;
}
