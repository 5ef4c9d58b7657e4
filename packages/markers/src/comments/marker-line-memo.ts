import type { SourceSpan } from "@crdgen/core";
import type { MarkerTarget } from "../registry/types.js";
import type { MarkerLineResult } from "./marker-line.js";
import { parseMarkerLine } from "./marker-line.js";

/** What a marker line without problems reads as, wherever it is written: its marker's name and value, if any. */
interface CleanLine {
  readonly marker: { readonly name: string; readonly value: unknown } | undefined;
  readonly forPackage: boolean | undefined;
}

/**
 * The marker lines read so far, by their text and target: the same lines come back in every kind of an API
 * (`+optional`, `+listType=map`, `+kubebuilder:validation:Minimum=0` …), and a line reads the same wherever it
 * is written, only its span differs. A line with problems is read again each time, so that its diagnostics are
 * made at its own span. Values are shared between the markers of equal lines, as they are between the uses of
 * one declaration's markers: nothing changes a marker's value. Its owner makes one for a batch of comments read
 * together (crdgen's generator: one generate run) and drops it with the batch.
 */
export class MarkerLineMemo {
  readonly #lines = new Map<string, CleanLine>();

  /** {@link parseMarkerLine}, from the memo when the same text was read clean for the same target before. */
  parse(text: string, span: SourceSpan, target: MarkerTarget | undefined): MarkerLineResult {
    const key = `${target ?? ""}\n${text}`;
    const known = this.#lines.get(key);
    if (known !== undefined) {
      const { marker } = known;
      if (marker === undefined) return { diagnostics: [] };
      return {
        marker: { name: marker.name, value: marker.value, text, span },
        ...(known.forPackage === undefined ? {} : { forPackage: known.forPackage }),
        diagnostics: [],
      };
    }
    const result = parseMarkerLine(text, span, target);
    if (result.diagnostics.length === 0) {
      const { marker } = result;
      this.#lines.set(key, {
        marker: marker === undefined ? undefined : { name: marker.name, value: marker.value },
        forPackage: result.forPackage,
      });
    }
    return result;
  }
}
