import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** One reference to the rulebook (docs/rules.md) found in a source file. */
export interface Citation {
  /** A rule id ("A3", "C10") or a section ("§1.2"). */
  readonly id: string;
  /** Where it was found, `path:line`, relative to the repository root. */
  readonly at: string;
}

// A rule id: its letter, then a number of one or two digits. An optional letter suffix ("D12b") names a
// part of the rule, so it resolves to the rule itself. The lookarounds keep the id from being part of a
// longer word or number: hex ("0xA1", "#A1B2C3"), diagnostic codes ("CRD2001"), versions ("A1.2").
const ID = String.raw`([A-D])(\d{1,2})[a-z]?`;
// Ranges are written "A1–A21" (en dash, as in the rulebook) or with a hyphen, both ends with the letter.
const RULE = new RegExp(String.raw`(?<![\w$#.])${ID}(?:\s*[–-]\s*\1(\d{1,2})[a-z]?)?(?![\w]|\.\d)`, "g");
// A section: "§7", "§1.2"; a dot ending a sentence is not part of it.
const SECTION = /§(\d+(?:\.\d+)*)/g;

/** The rule ids and sections `text` cites, ranges expanded to every id they span. */
export function citedIds(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(RULE)) {
    const [, letter, first, last] = m as unknown as [string, string, string, string | undefined];
    const from = Number(first);
    const to = last === undefined ? from : Number(last);
    for (let n = from; n <= Math.max(from, to); n++) ids.push(`${letter}${n}`);
  }
  for (const m of text.matchAll(SECTION)) ids.push(`§${m[1]}`);
  return ids;
}

/** Every citation in the `.ts` files under `packages/<name>/src` and `packages/<name>/test`. */
export function citationsInPackages(repoRoot: string): Citation[] {
  const citations: Citation[] = [];
  const packagesDir = join(repoRoot, "packages");
  for (const pkg of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!pkg.isDirectory()) continue;
    for (const part of ["src", "test"]) {
      for (const file of typeScriptFiles(join(packagesDir, pkg.name, part))) {
        const lines = readFileSync(file, "utf8").split("\n");
        lines.forEach((line, i) => {
          for (const id of citedIds(line)) citations.push({ id, at: `${relative(repoRoot, file)}:${i + 1}` });
        });
      }
    }
  }
  return citations;
}

function typeScriptFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return []; // a package without src or test
  }
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.parentPath.includes("node_modules"))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The ids and sections docs/rules.md defines: headings "### A3 — …" and "### §1.2 …". */
export function definedIds(rulebook: string): string[] {
  const headings = rulebook.matchAll(/^#{2,4}\s+(?<id>§\d+(?:\.\d+)*|[A-D]\d{1,2})(?=\s)/gm);
  return [...headings].flatMap((m) => (m.groups?.id === undefined ? [] : [m.groups.id]));
}
