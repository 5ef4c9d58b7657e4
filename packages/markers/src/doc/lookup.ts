import { closestName } from "../registry/suggest.js";
import { markerDefinitions } from "../registry/index.js";
import type { MarkerDefinition } from "../registry/types.js";
import { categoryOrder, categoryTitles, itemsTwins, section } from "./reference.js";

/**
 * The marker list `crdgen markers` prints: every marker by category with its one-line summary, the same
 * registry and order as docs/markers.md.
 */
export function markerIndex(): string {
  const listed = markerDefinitions.filter((d) => d.onItems !== true);
  const width = Math.max(...listed.map((d) => d.name.length)) + 1;
  const lines: string[] = [];
  for (const category of categoryOrder) {
    lines.push(`${categoryTitles[category]}:`);
    for (const definition of listed) {
      if (definition.category === category) {
        lines.push(`  ${`+${definition.name}`.padEnd(width + 1)}  ${definition.summary}`);
      }
    }
    lines.push("");
  }
  lines.push(
    "Run `crdgen markers NAME` for one marker's arguments and an example (NAME may omit the prefix).",
  );
  return `${lines.join("\n")}\n`;
}

/** What {@link lookUpMarker} found: the help text of the matching markers, or the closest name. */
export type MarkerLookup =
  { readonly found: true; readonly text: string } | { readonly found: false; readonly suggestion?: string };

/**
 * One marker's reference, as in docs/markers.md, for `crdgen markers NAME`. NAME is the full name with or
 * without `+` (`kubebuilder:validation:Minimum`), or its last part in any case (`minimum`, `printcolumn`);
 * a last part shared by several markers shows them all.
 */
export function lookUpMarker(query: string): MarkerLookup {
  const name = query.replace(/^\+/, "");
  const twins = itemsTwins();
  const plain = markerDefinitions.filter((d) => d.onItems !== true);
  const exact = markerDefinitions.find((d) => d.name === name);
  const matches: readonly MarkerDefinition[] =
    exact !== undefined
      ? [exact]
      : plain.filter((d) => lastPart(d.name).toLowerCase() === lastPart(name).toLowerCase());
  if (matches.length === 0) {
    // A short name is compared with the markers' short names, a full one with the full names.
    const names = plain.map((d) => (name.includes(":") ? d.name : lastPart(d.name)));
    const suggestion = closestName(name, [...new Set(names)]);
    return suggestion === undefined ? { found: false } : { found: false, suggestion };
  }
  const text = matches.flatMap((d) => section(d, twins.get(d.name))).join("\n");
  return { found: true, text: `${text.trimEnd()}\n` };
}

function lastPart(name: string): string {
  return name.slice(name.lastIndexOf(":") + 1);
}
