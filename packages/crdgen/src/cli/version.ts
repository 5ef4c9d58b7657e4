import { readFileSync } from "node:fs";

/** The version in crdgen's package.json (two folders up from this module, in src/ and in dist/ alike). */
export function crdgenVersion(): string {
  const text = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
  const manifest = JSON.parse(text) as { version?: unknown };
  return typeof manifest.version === "string" ? manifest.version : "0.0.0";
}
