import { at } from "@crdgen/core";
import { goDecodedString, goKind, isJsonObject, sortedKeys } from "./json-value.js";

/**
 * Go's `%v` for a float64: the shortest digits that round-trip, in `%e` form when the exponent is below -4 or
 * at least 6 (so `1e+06`, `1.5e-05`, `123456`).
 */
export function goFloat(f: number): string {
  if (Number.isNaN(f)) return "NaN";
  if (!Number.isFinite(f)) return f > 0 ? "+Inf" : "-Inf";
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  const [mantissa = "0", exponentText = "0"] = f.toExponential().split("e");
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const sign = negative ? "-" : "";
  if (exponent < -4 || exponent >= 6) {
    const frac = digits.length > 1 ? `.${digits.slice(1)}` : "";
    const expSign = exponent < 0 ? "-" : "+";
    return `${sign}${at(digits, 0)}${frac}e${expSign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const intPart = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fracPart = digits.slice(exponent + 1);
  return fracPart === "" ? `${sign}${intPart}` : `${sign}${intPart}.${fracPart}`;
}

/** Go's `%v` for a decoded JSON number: int64 plainly, float64 as {@link goFloat}. */
export function goNumber(n: number): string {
  return goKind(n) === "int64" ? String(n) : goFloat(n);
}

/** Go's `%v` for a decoded JSON value (`[a b]`, `map[k:v]`, `<nil>`), as used inside kube-openapi messages. */
export function goFormatV(value: unknown): string {
  switch (goKind(value)) {
    case "nil":
      return "<nil>";
    case "string":
      return value as string;
    case "bool":
      return String(value);
    case "int64":
    case "float64":
      return goNumber(value as number);
    case "slice":
      return `[${(value as unknown[]).map(goFormatV).join(" ")}]`;
    case "map": {
      if (!isJsonObject(value)) return "map[]";
      const entries = sortedKeys(value).map((k) => `${k}:${goFormatV(value[k])}`);
      return `map[${entries.join(" ")}]`;
    }
  }
}

/** encoding/json's text for a decoded JSON value (numbers the way Go marshals int64 and float64). */
export function goJson(value: unknown): string {
  switch (goKind(value)) {
    case "nil":
      return "null";
    case "string":
      return goJsonString(value as string);
    case "bool":
    case "int64":
    case "float64":
      return String(value);
    case "slice":
      return `[${(value as unknown[]).map(goJson).join(",")}]`;
    case "map": {
      if (!isJsonObject(value)) return "{}";
      return `{${sortedKeys(value)
        .map((k) => `${goJsonString(k)}:${goJson(value[k])}`)
        .join(",")}}`;
    }
  }
}

// encoding/json escapes HTML-significant characters and the JavaScript line separators. A lone surrogate is the
// U+FFFD the server's JSON decoder made of it, which the encoder writes as it is (JSON.stringify would escape it).
function goJsonString(text: string): string {
  return JSON.stringify(goDecodedString(text)).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
