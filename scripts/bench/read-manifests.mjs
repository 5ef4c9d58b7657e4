// Reads the files `crdgen validate OBJECTS --crds CRDS` reads, with the project's YAML reader
// (readManifestText, objects with exact integers as validate reads them) and does nothing else: the
// baseline the validate benchmark is compared with. Usage: node read-manifests.mjs CRDS OBJECTS
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readManifestText } from "../../packages/crdgen/dist/index.js";

const [crds, objects] = process.argv.slice(2);

function manifestFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function read(folder, options) {
  let documents = 0;
  for (const file of manifestFiles(folder)) {
    for (const item of readManifestText(readFileSync(file, "utf8"), file, options)) {
      if (item.kind !== "diagnostic") documents++;
    }
  }
  return documents;
}

const crdDocuments = read(crds, {});
const objectDocuments = read(objects, { exactIntegers: true });
process.stdout.write(`${crdDocuments} CRD documents, ${objectDocuments} object documents\n`);
