import type { Node } from "jsonc-parser";

const maxShown = 40;

/**
 * A JSON value as a message shows it: scalars as written (`-3`, `"api"`, `true`), containers by kind
 * (`an object`, `an array`), long strings shortened.
 */
export function describeValue(node: Node, text: string): string {
  switch (node.type) {
    case "object":
      return "an object";
    case "array":
      return "an array";
    case "string": {
      const shown = JSON.stringify(node.value);
      return shown.length > maxShown ? `${shown.slice(0, maxShown - 2)}…"` : shown;
    }
    default: {
      const written = text.slice(node.offset, node.offset + node.length);
      return written.length > maxShown ? `${written.slice(0, maxShown - 1)}…` : written;
    }
  }
}

/** A list of words as a message shows it: `"none", "prettier"`. */
export function quotedList(words: readonly string[]): string {
  return words.map((word) => JSON.stringify(word)).join(", ");
}
