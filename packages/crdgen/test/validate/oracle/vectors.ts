// The committed answers of the crvalidate oracle (packages/objects/test/oracle/*.jsonl.gz, see the SOURCES.md
// there): one JSON line per case, the case and the oracle's verdict, gzipped (objects with annotations past the
// 256 KiB limit make the text large and repetitive). `crvalidate.jsonl.gz` holds the first round's cases,
// `crvalidate-wide.jsonl.gz` the second's (wide.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import type { OracleCase } from "./cases.js";
import type { Verdict } from "./compare.js";

export type VectorFile = "crvalidate" | "crvalidate-wide";

const vectorsFile = (name: VectorFile): string =>
  fileURLToPath(new URL(`../../../../objects/test/oracle/${name}.jsonl.gz`, import.meta.url));

export interface Vector extends OracleCase {
  readonly expected: Verdict;
}

export function readVectors(name: VectorFile): Vector[] {
  return gunzipSync(readFileSync(vectorsFile(name)))
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Vector);
}

export function writeVectors(name: VectorFile, vectors: readonly Vector[]): void {
  const text = vectors.map((vector) => `${JSON.stringify(vector)}\n`).join("");
  writeFileSync(vectorsFile(name), gzipSync(Buffer.from(text, "utf8"), { level: 9 }));
}
