// Parses every manifest file of a folder with one YAML library and nothing else: the baseline that
// `crdgen check` is compared with. Files are found and read like crdgen does (recursive, sorted, one at
// a time). Usage: node parse-corpus.mjs js-yaml|yaml DIR
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [library, dir] = process.argv.slice(2);

function manifestFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

async function parser(name) {
  if (name === "js-yaml") {
    const yaml = (await import("js-yaml")).default;
    return (text) => yaml.loadAll(text).length;
  }
  if (name === "yaml") {
    const { parseAllDocuments } = await import("yaml");
    return (text) => parseAllDocuments(text).map((d) => d.toJS()).length;
  }
  throw new Error(`unknown library ${name}`);
}

const parse = await parser(library);
let documents = 0;
const files = manifestFiles(dir);
for (const file of files) documents += parse(readFileSync(file, "utf8"));
process.stdout.write(`${files.length} files, ${documents} documents\n`);
