import type { Marker } from "@crdgen/markers";
import type { IRNode } from "./types.js";

const markerKeys = new Set(["markers", "aliasMarkers"]);

// Markers compare by what they say, not where they were written; `aliasMarkers` nests one list per alias.
function markerTexts(list: readonly unknown[]): unknown[] {
  return list.map((m) => (Array.isArray(m) ? markerTexts(m) : (m as Marker).text));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (key === "span" || key === "description") continue;
    const v = (value as Record<string, unknown>)[key];
    out[key] = markerKeys.has(key) && Array.isArray(v) ? markerTexts(v) : canonical(v);
  }
  return out;
}

/**
 * Whether two IR nodes give the same schema, descriptions and source positions aside: how union members
 * are checked to agree on a property they share.
 */
export function sameShape(a: IRNode, b: IRNode): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Whether two marker lists say the same, wherever they were written. */
export function sameMarkers(a: readonly Marker[], b: readonly Marker[]): boolean {
  return a.length === b.length && a.every((m, i) => m.text === b[i]?.text);
}
