import type { Diagnostic, SourceSpan } from "@crdgen/core";
import { at, createDiagnostic } from "@crdgen/core";
import type { Marker } from "../marker.js";
import { findJsDocAlias } from "../registry/jsdoc-aliases.js";
import type { JsDocAlias } from "../registry/jsdoc-aliases.js";
import type { MarkerTarget } from "../registry/types.js";
import { attributed } from "./attribution.js";
import type { JsDocTag } from "./jsdoc-tags.js";
import { readJsDocTags } from "./jsdoc-tags.js";
import { parseMarkerLine } from "./marker-line.js";

/** The markers the JSDoc validation tags of a comment stand for, and their diagnostics, at the tags. */
export interface TagMarkers {
  readonly markers: readonly Marker[];
  readonly diagnostics: readonly Diagnostic[];
  /** Offset of a tag that starts after description text (`/** Size. @minimum 1 *\/`): the description ends there. */
  readonly descriptionEnd?: number;
}

/**
 * Reads the JSDoc tags of raw comment `text` and parses each known tag as the marker lines it stands for,
 * with the marker's own checks: `@minimum abc` gets the diagnostic `+kubebuilder:validation:Minimum=abc`
 * would, at the tag. Known tags without a marker equivalent get a warning naming what to use instead; tags
 * crdgen does not know (`@example`, `@see` …) are documentation and pass silently.
 */
export function tagMarkers(
  text: string,
  target: MarkerTarget | undefined,
  spanOf: (offset: number, length: number) => SourceSpan,
): TagMarkers {
  const markers: Marker[] = [];
  const diagnostics: Diagnostic[] = [];
  const tags = readJsDocTags(text, (name) => findJsDocAlias(name) !== undefined);
  for (const tag of tags) {
    const alias = findJsDocAlias(tag.name);
    if (alias === undefined) continue;
    const span = spanOf(tag.offset, tag.text.length);
    const translation = alias.translate(tag.value, target);
    if ("unsupported" in translation) {
      const { message, hint } = translation.unsupported;
      diagnostics.push(createDiagnostic(message, { span, hint }));
      continue;
    }
    for (const line of translation.markers) {
      const result = parseMarkerLine(line, span, target);
      diagnostics.push(...result.diagnostics.map((d) => retold(d, tag, alias, line)));
      // a second marker of a tag (Exclusive…=true) only makes sense with the first
      if (result.marker === undefined) break;
      markers.push({ ...result.marker, text: tag.text, tag: `@${tag.name}` });
    }
  }
  const descriptionEnd = tags.find((t) => t.afterText === true)?.offset;
  return { markers, diagnostics, ...(descriptionEnd === undefined ? {} : { descriptionEnd }) };
}

const grammarCodes = new Set<string>(["CRD1002", "CRD1003", "CRD1005"]);

// the marker's diagnostic, told in terms of the tag that was written
function retold(diagnostic: Diagnostic, tag: JsDocTag, alias: JsDocAlias, line: string): Diagnostic {
  const markerName = at(line.slice(1).split("="), 0);
  const name = `@${tag.name}`;
  const message = attributed(diagnostic.message, longestName(diagnostic.message, markerName), name);
  // the grammar's hints are about marker syntax (quoting, braces); a tag's value is plain text
  const hint = grammarCodes.has(diagnostic.code) ? `Write it like ${alias.example}` : diagnostic.hint;
  return { ...diagnostic, message, ...(hint === undefined ? {} : { hint }) };
}

// the marker name a message starts with: `+kubebuilder:deprecatedversion:warning=…` is reported as
// `+kubebuilder:deprecatedversion: …`, so the name is the longest prefix of the line's name that the
// message starts with
function longestName(message: string, markerName: string): string {
  const parts = markerName.split(":");
  for (let n = parts.length; n > 0; n--) {
    const name = parts.slice(0, n).join(":");
    if (message.startsWith(`+${name}`)) return name;
  }
  return markerName;
}
