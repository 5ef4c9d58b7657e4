/** Whether crdgen's answer is the oracle's: every field equal, the oracle's values with doubles as bits. */
import type { LibAnswer } from "./harness.js";
import { canonical } from "./tagged.js";

function canonicalAnswer(a: LibAnswer): LibAnswer {
  return a.value === undefined ? a : { ...a, value: canonical(a.value) };
}

const fields: readonly (keyof LibAnswer)[] = [
  "compile",
  "msgCompile",
  "maxCost",
  "maxCardinality",
  "msgMaxCost",
  "type",
  "estMin",
  "estMax",
  "program",
  "value",
  "error",
  "cost",
  "panic",
  "bad",
];

/** The fields on which the two answers differ. */
export function differingFields(want: LibAnswer, got: LibAnswer): (keyof LibAnswer)[] {
  const w = canonicalAnswer(want);
  return fields.filter((f) => JSON.stringify(w[f]) !== JSON.stringify(got[f]));
}

export function sameAnswer(want: LibAnswer, got: LibAnswer): boolean {
  return differingFields(want, got).length === 0;
}
