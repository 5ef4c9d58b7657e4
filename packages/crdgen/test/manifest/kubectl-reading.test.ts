import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";
import { Int64Scalar, NonJsonScalar } from "../../src/manifest/scalars.js";

/**
 * Replays the Go oracle's answers (upstream/SOURCES.md): for each text, the JSON documents kubectl 1.35 sends
 * (cli-runtime's StreamVisitor over apimachinery's NewYAMLOrJSONDecoder, sigs.k8s.io/yaml v1.6.0, go-yaml
 * v2.4.3) and the error it stops at. crdgen must read the same documents, and report a problem where kubectl
 * stops. Texts marked `known` are read differently today, for the reason named; they must still differ, so
 * that fixing one updates its mark.
 */
interface Vector {
  readonly text: string;
  readonly docs: readonly string[];
  readonly error?: string;
  readonly known?: string;
}

const vectors = readFileSync(new URL("upstream/kubectl-yaml-to-json.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => JSON.parse(line) as Vector);

const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;

// Numbers as the API server decodes them: an integer within int64 exactly, anything else as a float64.
function canonicalNumber(text: string): string {
  if (/^-?\d+$/.test(text)) {
    const integer = BigInt(text);
    if (integer >= int64Min && integer <= int64Max) return `i:${integer}`;
  }
  return `f:${String(Number(text))}`;
}

function canonicalObject(entries: [string, string][]): string {
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
}

/** Go's JSON text, numbers kept as written (JSON.parse would round int64s). */
function canonicalGoJson(text: string): string {
  let i = 0;
  const blank = (): void => {
    while (" \t\n\r".includes(text.charAt(i)) && i < text.length) i++;
  };
  const string = (): string => {
    const start = i++;
    while (text.charAt(i) !== '"') i += text.charAt(i) === "\\" ? 2 : 1;
    i++;
    // As the API server unquotes it (encoding/json decode.go unquote): a lone surrogate escape is U+FFFD.
    return (JSON.parse(text.slice(start, i)) as string).replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      "\ufffd",
    );
  };
  const value = (): string => {
    blank();
    const first = text.charAt(i);
    if (first === "{") {
      i++;
      const entries: [string, string][] = [];
      blank();
      if (text.charAt(i) === "}") {
        i++;
        return canonicalObject(entries);
      }
      for (;;) {
        blank();
        const key = string();
        blank();
        i++; // the colon
        entries.push([key, value()]);
        blank();
        if (text.charAt(i++) === "}") return canonicalObject(entries);
      }
    }
    if (first === "[") {
      i++;
      const items: string[] = [];
      blank();
      if (text.charAt(i) === "]") {
        i++;
        return "[]";
      }
      for (;;) {
        items.push(value());
        blank();
        if (text.charAt(i++) === "]") return `[${items.join(",")}]`;
      }
    }
    if (first === '"') return JSON.stringify(string());
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return word;
      }
    }
    const number = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/.exec(text.slice(i))?.[0] ?? "";
    i += number.length;
    return canonicalNumber(number);
  };
  return value();
}

function canonicalValue(value: unknown): string {
  if (value === null || typeof value === "boolean") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    return Number.isInteger(value) && Math.abs(value) < 2 ** 63 ? `i:${BigInt(value)}` : `f:${String(value)}`;
  }
  if (value instanceof Int64Scalar) return `i:${value.digits}`;
  if (value instanceof NonJsonScalar) return `nonjson:${value.text}`;
  if (Array.isArray(value)) return `[${value.map(canonicalValue).join(",")}]`;
  if (typeof value === "object") {
    return canonicalObject(Object.entries(value).map(([key, item]) => [key, canonicalValue(item)]));
  }
  return `other:${typeof value}`;
}

/** Whether crdgen reads the text as kubectl does: the same documents, and a problem where kubectl stops. */
function agrees(vector: Vector): boolean {
  const documents: string[] = [];
  let problems = 0;
  for (const item of readManifestText(vector.text, "m.yaml", { exactIntegers: true })) {
    if (item.kind === "document") documents.push(canonicalValue(item.document.value));
    else if (item.diagnostic.code !== "CRD4006") problems++;
  }
  const expected = vector.docs.map(canonicalGoJson);
  if (vector.error === undefined) {
    return (
      problems === 0 && documents.length === expected.length && expected.every((d, i) => d === documents[i])
    );
  }
  // kubectl stops at the error; crdgen reads on, but must have reported a problem and agree before it.
  return problems > 0 && expected.every((d, i) => d === documents[i]);
}

// encoding/json's errors and apimachinery's JSONSyntaxError, which crdgen reports in Go's words.
const jsonError = /^(?:json: offset \d+: |invalid character |unexpected EOF$)/;

function firstProblem(text: string): string | undefined {
  for (const item of readManifestText(text, "m.yaml", { exactIntegers: true })) {
    // A Helm template's `{{` is told as such (CRD4012), on purpose, whatever kubectl's words.
    if (item.kind === "diagnostic" && item.diagnostic.code === "CRD4012") return undefined;
    if (item.kind === "diagnostic" && item.diagnostic.code !== "CRD4006") return item.diagnostic.message;
  }
  return undefined;
}

describe("reading manifests as kubectl does (Go oracle vectors)", () => {
  it("has the vectors", () => {
    expect(vectors.length).toBeGreaterThan(5000);
  });

  it("reads every text as kubectl does, apart from the known differences", () => {
    const differing = vectors.filter((vector) => vector.known === undefined && !agrees(vector));
    expect(differing.map((vector) => vector.text)).toEqual([]);
  });

  it("reports kubectl's JSON errors in its words", () => {
    const checked = vectors.filter(
      (vector) => vector.known === undefined && jsonError.test(vector.error ?? ""),
    );
    expect(checked.length).toBeGreaterThan(100);
    const differing = checked.filter((vector) => {
      const problem = firstProblem(vector.text);
      return problem !== undefined && problem !== vector.error;
    });
    expect(differing.map((vector) => [vector.text, vector.error, firstProblem(vector.text)])).toEqual([]);
  });

  it("still reads each known difference differently (a fixed one must lose its mark)", () => {
    const fixed = vectors.filter((vector) => vector.known !== undefined && agrees(vector));
    expect(fixed.map((vector) => [vector.known, vector.text])).toEqual([]);
  });
});
