import { resolveNonString } from "../manifest/scalars.js";
import { isGoYamlTimestamp } from "./go-timestamp.js";

const base60Float = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;

/**
 * Whether go-yaml v2 must quote a string so that it reads back as a string (encode.go `stringv`): it would
 * otherwise resolve to null, a boolean, a number or a timestamp (`""`, `~`, `yes`, `on`, `1e3`, `0x1F`,
 * `2024-01-02`), or it looks like a YAML 1.1 base-60 number (`12:30`).
 */
export function needsQuotes(text: string): boolean {
  if (resolveNonString(text) !== undefined) return true;
  const first = text.charAt(0);
  const numeric = first === "+" || first === "-" || (first >= "0" && first <= "9");
  if (!numeric) return false;
  return isGoYamlTimestamp(text) || (text.includes(":") && base60Float.test(text));
}
