/**
 * crdgen's half of the publish oracle (see SOURCES.md): answers a {@link PublishCase} as the Go program does, in
 * the same shape, so that the two answers compare as JSON. Published documents are compared as values (keys
 * sorted; JSON text differences such as Go's `\u003c` escapes or `1e+21` are not the documents' content).
 */
import { createHash } from "node:crypto";
import { explain } from "../../../src/explain/api.js";
import { buildOpenApiDocuments } from "../../../src/openapi/build.js";
import type { JsonObject } from "../../../src/openapi/json.js";
import type { PublishCase } from "./generators.js";

/**
 * The oracle's answer. openapi: per `group/version`, the v3 document, or for v2 the paths, definitions and
 * parameters the CRDs add to `/openapi/v2`. explain: what kubectl prints on stdout, and its error (kubectl's
 * `error: ` line without the prefix), if any.
 */
export interface PublishAnswer {
  readonly documents?: Readonly<Record<string, unknown>>;
  readonly text?: string;
  readonly error?: string;
  /** The CRDs the API server would refuse to create (field errors), which the comparison reports apart. */
  readonly invalid?: readonly string[];
}

export function crdgenAnswer(c: PublishCase): PublishAnswer {
  if (c.op === "openapi") {
    const documents: Record<string, unknown> = {};
    for (const built of buildOpenApiDocuments(c.crds, c.v2 ? "v2" : "v3")) {
      documents[`${built.group}/${built.version}`] = c.v2 ? v2Part(built.document) : built.document;
    }
    return { documents: canonical(documents) as Record<string, unknown> };
  }
  const result = explain({
    crds: c.crds,
    resource: [c.resource, ...c.fieldPath].join("."),
    apiVersion: `${c.group}/${c.version}`,
    recursive: c.recursive,
  });
  return result.ok ? { text: result.text } : { text: result.text, error: result.message.text };
}

// What the oracle compares of a v2 document: the parts MergeSpecs merges into /openapi/v2.
function v2Part(document: JsonObject): JsonObject {
  const out: JsonObject = { paths: document.paths, definitions: document.definitions };
  if (document.parameters !== undefined) out.parameters = document.parameters;
  return out;
}

// How a negative zero is kept apart from 0 in compared answers (JSON.stringify writes both as 0).
const negativeZeroMark = "(negative zero)";

/**
 * The JSON line the oracle reads for a case: a negative zero in a CRD is written `-0.0`, a float literal, which is how
 * a manifest gives one (crdgen's manifest reader reads `-0` as the integer 0, as Go does).
 */
export function caseLine(c: unknown): string {
  return JSON.stringify(c, (_, value: unknown) =>
    Object.is(value, -0) ? negativeZeroMark : value,
  ).replaceAll(JSON.stringify(negativeZeroMark), "-0.0");
}

/** A JSON value with every object's keys sorted and negative zeroes marked, so that equal values print equally. */
function canonical(value: unknown): unknown {
  if (Object.is(value, -0)) return negativeZeroMark;
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .filter((key) => object[key] !== undefined)
      .map((key) => [key, canonical(object[key])]),
  );
}

/** The oracle's answer as compared: documents canonicalised, the CRD validity left out. */
export function comparable(answer: PublishAnswer): PublishAnswer {
  const rest: PublishAnswer = {
    ...(answer.documents === undefined ? {} : { documents: canonical(answer.documents) as JsonObject }),
    ...(answer.text === undefined ? {} : { text: answer.text }),
    ...(answer.error === undefined ? {} : { error: answer.error }),
  };
  return rest;
}

/**
 * An answer as recorded: documents by digest (see digestDocuments); explain texts in full, but for the corpus (large
 * CRDs) as a digest.
 */
export function digestAnswer(answer: PublishAnswer, corpus: boolean): PublishAnswer {
  if (answer.documents !== undefined) return { documents: digestDocuments(answer.documents, corpus) };
  if (!corpus || answer.text === undefined) return answer;
  return { ...answer, text: `sha256:${sha256(answer.text)}` };
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * How a recorded answer keeps a document: the SHA-256 of its canonical JSON and, for generated CRDs, that of each
 * of the CRDs' own definitions (the kinds and lists), so that a failing replay names the definition that differs.
 */
function digestDocuments(
  documents: Readonly<Record<string, unknown>>,
  corpus: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [groupVersion, document] of Object.entries(documents)) {
    const doc = document as JsonObject;
    const definitions = ((doc.components as JsonObject | undefined)?.schemas ??
      doc.definitions ??
      {}) as JsonObject;
    const own = Object.entries(definitions)
      .filter(([name]) => !name.startsWith("io.k8s.apimachinery.") && !name.startsWith("io.k8s.api."))
      .map(([name, schema]): [string, string] => [name, sha256(JSON.stringify(canonical(schema)))]);
    out[groupVersion] = {
      sha256: sha256(JSON.stringify(canonical(document))),
      ...(corpus ? {} : { own: Object.fromEntries(own) }),
    };
  }
  return out;
}

/**
 * The template's `throw` texts start with "error: " (plaintext.tmpl); kubectl's CheckErr adds that prefix only
 * when missing (kubectl pkg/cmd/util/helpers.go checkErr), so kubectl prints it once, and crdgen's message is
 * the text after it.
 */
export function goExplainError(error: string): string {
  return error.startsWith("error: ") ? error.slice("error: ".length) : error;
}
