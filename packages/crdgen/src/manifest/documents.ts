import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage, positionAt } from "@crdgen/core";
import yaml from "js-yaml";
import type { ManifestDiagnostic } from "./diagnostic.js";
import { lineOf, manifestDiagnostic } from "./diagnostic.js";
import { readFastYaml } from "./fast-yaml/index.js";
import { emptyCollectionKeyRoot } from "./empty-collection-key.js";
import type { GoOnlySyntax } from "./go-only-syntax.js";
import { goOnlySyntax, restoreGoOnlySyntax } from "./go-only-syntax.js";
import { templateActionBefore } from "./helm-template.js";
import { describeNonJson, findNonJsonValues } from "./non-json.js";
import { mayHoldAliases } from "./node-marks.js";
import type { NodeRefusal } from "./node-checker.js";
import {
  mayHoldBlockScalarTabs,
  mayHoldMergeKeys,
  mayHoldRefusedEscapes,
  NodeChecker,
} from "./node-checker.js";
import { NodeTracker } from "./node-tracker.js";
import { PositionRecorder, RecordedPositions } from "./position-recorder.js";
import { exactIntegerMode } from "./scalars.js";
import { kubectlYamlSchema, nonJsonCounter } from "./schema.js";
import type { ChunkRefusal, DocumentChunk } from "./split.js";
import { splitDocuments } from "./split.js";
import type { JsonStreamError } from "./json-stream.js";
import { readJsonStream } from "./json-stream.js";
import type { JsonValue } from "./json-value.js";
import { explainYamlError, maxNestingDepth } from "./yaml-errors.js";

/** One decoded document of a manifest file. */
export interface ManifestDocument {
  /** 0-based position among the file's documents; empty documents are skipped, as kubectl skips them. */
  readonly index: number;
  /** 1-based line where the document's content starts. */
  readonly line: number;
  /** The document as the API server would receive it, as JSON. */
  readonly value: unknown;
  /** The text it was read from, to find positions in when they are needed. */
  readonly source: DocumentSource;
}

/** The `---`-separated part of a file a document was read from. */
interface DocumentSource {
  /** The part's text; usually the document alone, but a part can hold several (ended with `...`). */
  readonly text: string;
  /** 1-based file line of the part's first character. */
  readonly line: number;
  /** 0-based index of the document among those the part holds, empty ones included. */
  readonly documentInText: number;
  /** The places of the part's nodes, noted while it was read (when asked for with `positions`). */
  readonly positions?: RecordedPositions;
  /** True when the part's text has no alias (so its documents are no bigger than their text suggests). */
  readonly aliasFree?: boolean;
  /** True when reading the part made no `Int64Scalar` (so its documents need no walk to find them). */
  readonly int64Free?: boolean;
}

/** How to read a manifest. */
export interface ReadOptions {
  /**
   * Keep integers past 2^53 (within int64) exact as `Int64Scalar`s, as the API server's decoder does for
   * objects; otherwise they are numbers.
   */
  readonly exactIntegers?: boolean;
  /**
   * Note where nodes are while reading, so that places in the documents can be found without reading their
   * text again (`ManifestDocument.source.positions`).
   */
  readonly positions?: boolean;
}

/** What reading a manifest yields, in file order: documents and problems. */
export type ManifestItem =
  | { readonly kind: "document"; readonly document: ManifestDocument }
  | { readonly kind: "diagnostic"; readonly diagnostic: ManifestDiagnostic };

/**
 * Reads the documents of a manifest's text (YAML, multi-document YAML or JSON) the way kubectl does,
 * one `---`-separated document at a time. Problems are yielded as diagnostics and never thrown; a
 * document with a problem is not yielded.
 */
export function* readManifestText(
  text: string,
  file: string,
  options: ReadOptions = {},
): Generator<ManifestItem> {
  let index = 0;
  let yaml: { from: number; firstError?: JsonStreamError } | undefined = { from: 0 };
  // kubectl reads a text that starts with `{` as a stream of JSON values (decoder.go:279-358), and what follows
  // a value it cannot decode as YAML.
  if (isJsonBuffer(text)) {
    const stream = readJsonStream(text, options.exactIntegers === true);
    for (const value of stream.values) {
      const item = jsonDocument(value, text, file, index);
      if (item === undefined) continue;
      yield item;
      index++;
    }
    if (stream.error !== undefined) {
      yield diagnosticItem(jsonErrorDiagnostic(stream.error, text, file, index));
      index++;
    }
    yaml = stream.yaml;
  }
  if (yaml !== undefined) {
    const rest = yaml.from === 0 ? text : text.slice(yaml.from);
    const lines = yaml.from === 0 ? 0 : countLineBreaks(text, yaml.from);
    let firstError = yaml.firstError;
    for (const part of splitDocuments(rest)) {
      const chunk = lines === 0 ? part : { ...part, line: part.line + lines };
      exactIntegerMode.enabled = options.exactIntegers === true;
      let found: ChunkItems;
      try {
        found = readChunk(chunk, file, index, options.positions === true);
      } finally {
        exactIntegerMode.enabled = false;
      }
      // The first YAML document after JSON that failed: kubectl reports the JSON error instead.
      // (A Helm template's `{{` keeps its own diagnostic: the text is no JSON and no YAML until rendered.)
      if (
        firstError !== undefined &&
        found.items.some((item) => item.kind === "diagnostic") &&
        !found.items.some((item) => item.kind === "diagnostic" && item.diagnostic.code === "CRD4012")
      ) {
        found = { items: [diagnosticItem(jsonErrorDiagnostic(firstError, text, file, index))], documents: 1 };
      }
      firstError = undefined;
      yield* found.items;
      index += found.documents;
    }
  }
  if (index === 0) {
    yield {
      kind: "diagnostic",
      diagnostic: manifestDiagnostic(catalogMessage("CRD4006", "noDocuments", { file }), file),
    };
  }
}

/**
 * A JSON value as a document: skipped when null (kubectl skips it), refused when it holds a number past float64
 * or a key written twice. Its source is its own text, with what precedes it on its first line blanked, so that
 * lines and columns found in it are the file's.
 */
function jsonDocument(found: JsonValue, text: string, file: string, index: number): ManifestItem | undefined {
  if (found.value === null) return undefined;
  const lineStart = text.lastIndexOf("\n", found.start - 1) + 1;
  const where = (offset: number): { line: number; column: number; sourceLine: string | undefined } => {
    const position = positionAt(text, offset);
    return { ...position, sourceLine: lineOf(text, position.line) };
  };
  if (found.duplicateKey !== undefined) {
    const message = catalogMessage("CRD4002", "duplicateNamedKey", {
      key: JSON.stringify(found.duplicateKey.key),
    });
    return diagnosticItem(
      manifestDiagnostic(message, file, { ...where(found.duplicateKey.at), document: index }),
    );
  }
  const nonJson = found.nonJson.size === 0 ? [] : findNonJsonValues(found.value);
  const first = nonJson[0];
  if (first !== undefined) {
    const offset = found.nonJson.get(first.value) ?? found.start;
    return diagnosticItem(
      manifestDiagnostic(describeNonJson(first.value), file, {
        ...where(offset),
        document: index,
        crdPath: first.path,
      }),
    );
  }
  const line = positionAt(text, found.start).line;
  const source = {
    text: " ".repeat(found.start - lineStart) + text.slice(found.start, found.end),
    line,
    documentInText: 0,
    aliasFree: true,
    int64Free: !found.int64,
  };
  return { kind: "document", document: { index, line, value: found.value, source } };
}

function jsonErrorDiagnostic(
  error: JsonStreamError,
  text: string,
  file: string,
  index: number,
): ManifestDiagnostic {
  const position = positionAt(text, error.at);
  return manifestDiagnostic(catalogMessage("CRD4001", "jsonError", { reason: error.message }), file, {
    ...position,
    sourceLine: lineOf(text, position.line),
    document: index,
  });
}

function countLineBreaks(text: string, end: number): number {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

type Loaded =
  { readonly documents: unknown[]; readonly refusal?: NodeRefusal } | { readonly error: yaml.YAMLException };

/**
 * Reads a chunk's documents. The fast reader is tried first: it gives js-yaml's values and declines anything
 * else, aliases and anchors included, so that what the node tracker watches for (aliases, values without JSON)
 * never comes from it. A recorder is told of the fast reader's nodes as js-yaml's listener would tell it; when
 * the fast reader declines, its notes are dropped and js-yaml reads the chunk from the start, noting again.
 */
function load(
  chunk: DocumentChunk,
  listener: yaml.LoadOptions["listener"] | undefined,
  recorder: PositionRecorder | undefined,
  checkEscapes: boolean,
): Loaded {
  // Keys are spelled as sigs.k8s.io/yaml spells them, and what go-yaml refuses is found, on js-yaml's path;
  // the fast reader leaves any key whose spelling could differ, and such escapes, to it.
  const checker = new NodeChecker(
    listener,
    checkEscapes,
    mayHoldMergeKeys(chunk.text),
    mayHoldBlockScalarTabs(chunk.text),
  );
  const options: yaml.LoadOptions & { maxDepth: number } = {
    schema: kubectlYamlSchema,
    maxDepth: maxNestingDepth,
    listener: checker.listener,
  };
  nonJsonCounter.count = 0;
  exactIntegerMode.made = 0;
  // Most manifests are plain block YAML, which the fast reader gives the same values for; it declines
  // anything else (and every error), and then js-yaml reads the text from the start.
  const documents = readFastYaml(chunk.text, maxNestingDepth, recorder);
  if (documents !== undefined) return { documents };
  recorder?.forget();
  exactIntegerMode.made = 0;
  try {
    const documents = yaml.loadAll(chunk.text, null, options);
    const refusal = checker.refusal;
    return refusal === undefined ? { documents } : { documents, refusal };
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      // go-yaml's scanner fails at what the checker noted before js-yaml's error, which then never comes.
      const early = checker.scannerRefusal;
      if (early !== undefined && early.offset <= error.mark.position) {
        return { documents: [], refusal: early };
      }
      return { error };
    }
    throw error;
  }
}

/** What one chunk yields, and how many documents it held (a chunk can end a document with `...`). */
interface ChunkItems {
  readonly items: readonly ManifestItem[];
  readonly documents: number;
}

function readChunk(
  chunk: DocumentChunk,
  file: string,
  index: number,
  positions: boolean,
  goSyntax?: GoOnlySyntax & { readonly original: string },
): ChunkItems {
  const checkEscapes = mayHoldRefusedEscapes(chunk.text);
  if (chunk.refusal !== undefined) return failed(refusalDiagnostic(chunk, chunk.refusal, file, index));
  const emptyKey = emptyCollectionKeyRoot(chunk.text);
  if (emptyKey !== undefined) {
    const source = {
      text: chunk.text,
      line: chunk.line,
      documentInText: 0,
      aliasFree: true,
      int64Free: true,
    };
    const document = { index, line: contentLine(chunk), value: emptyKey, source };
    return { items: [{ kind: "document", document }], documents: 1 };
  }
  const aliasFree = !mayHoldAliases(chunk.text);
  let tracker = aliasFree ? undefined : new NodeTracker();
  // Text that may hold aliases is left to the `yaml` package's positions, which follow them; so is text with a
  // byte order mark, which js-yaml drops and so counts its offsets from the next character.
  const recorder =
    positions && tracker === undefined && !chunk.text.startsWith("\uFEFF")
      ? new PositionRecorder()
      : undefined;
  let loaded = load(chunk, (tracker ?? recorder)?.listener, recorder, checkEscapes);
  // Taken at once, whatever comes next: the recorders' shared arrays then hold none of this chunk's values.
  let notes = recorder?.take();
  if ("error" in loaded) {
    // What go-yaml reads and js-yaml refuses (`\'`, `[-]`): read again with stand-ins, given back after.
    const syntax = goSyntax === undefined ? goOnlySyntax(chunk.text) : undefined;
    if (syntax !== undefined) {
      const original = { ...syntax, original: chunk.text };
      return readChunk({ ...chunk, text: syntax.text }, file, index, positions, original);
    }
    const written = goSyntax === undefined ? chunk : { ...chunk, text: goSyntax.original };
    return failed(yamlErrorDiagnostic(loaded.error, written, file, index));
  }
  if (tracker === undefined && nonJsonCounter.count > 0) {
    // Read once more, tracking nodes, to learn where the values without a JSON form are.
    tracker = new NodeTracker();
    notes = undefined;
    loaded = load(chunk, tracker.listener, undefined, checkEscapes);
    if ("error" in loaded) return failed(yamlErrorDiagnostic(loaded.error, chunk, file, index));
  }
  if (loaded.refusal !== undefined) {
    const where = chunkPosition(chunk, loaded.refusal.offset);
    return failed(manifestDiagnostic(refusalMessage(loaded.refusal), file, { ...where, document: index }));
  }
  if (goSyntax !== undefined) {
    const duplicate = restoreGoOnlySyntax(loaded.documents, goSyntax.restore);
    if (duplicate !== undefined) {
      const message = catalogMessage("CRD4002", "duplicateNamedKey", { key: JSON.stringify(duplicate.key) });
      return failed(manifestDiagnostic(message, file, { ...chunkPosition(chunk, 0), document: index }));
    }
  }
  // sigs.k8s.io/yaml decodes the first document of each part and no other (the splitter cuts the text after
  // a `...` line; a `---` after a lone `\r` is no split for kubectl but starts a document for the parsers).
  const documents = loaded.documents
    .slice(0, 1)
    .flatMap((value, documentInText) =>
      value === null || value === undefined ? [] : [{ value, documentInText }],
    );
  if (documents.length === 0) return { items: [], documents: 0 };
  const aliasing = tracker?.aliasing;
  if (aliasing !== undefined) {
    const where = chunkPosition(chunk, aliasing.offset);
    const message = catalogMessage("CRD4003", "aliasDecodes", {
      aliasDecodes: aliasing.aliasDecodes.toLocaleString("en-US"),
      decodes: aliasing.decodes.toLocaleString("en-US"),
    });
    return failed(manifestDiagnostic(message, file, { ...where, document: index }));
  }
  const line = contentLine(chunk);
  const int64Free = exactIntegerMode.made === 0;
  const recorded = notes === undefined ? undefined : new RecordedPositions(chunk.text, notes);
  const items = documents.flatMap(({ value, documentInText }, i): ManifestItem[] => {
    const problems = nonJsonDiagnostics(value, chunk, file, index + i, tracker);
    if (problems.length > 0) return problems.map(diagnosticItem);
    const source = {
      text: goSyntax?.original ?? chunk.text,
      line: chunk.line,
      documentInText,
      ...(recorded === undefined ? {} : { positions: recorded }),
      aliasFree,
      int64Free,
    };
    return [{ kind: "document", document: { index: index + i, line, value, source } }];
  });
  return { items, documents: documents.length };
}

const keyDescriptions = {
  null: "a null key",
  uint64: "an integer key past int64",
  sequence: "a sequence as a key",
  mapping: "a mapping as a key",
} as const;

function refusalMessage(refusal: NodeRefusal): DiagnosticMessage {
  switch (refusal.what) {
    case "escape":
      return catalogMessage("CRD4001", "refusedEscape", { escape: refusal.escape ?? "" });
    case "emptyTag":
      return catalogMessage("CRD4001", "emptyTag");
    case "mergeValue":
      return catalogMessage("CRD4001", "mergeValue");
    case "blockScalarTab":
      return catalogMessage("CRD4001", "blockScalarTab");
    default:
      return catalogMessage("CRD4001", "unsupportedKey", { key: keyDescriptions[refusal.what] });
  }
}

/**
 * apimachinery's IsJSONBuffer over the 4,096 bytes GuessJSONStream peeks at: the first character that is not
 * a Unicode space is `{`.
 */
function isJsonBuffer(text: string): boolean {
  const start =
    /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/.exec(text)?.[0] ?? "";
  return text.charAt(start.length) === "{" && Buffer.byteLength(start) < 4096;
}

function diagnosticItem(diagnostic: ManifestDiagnostic): ManifestItem {
  return { kind: "diagnostic", diagnostic };
}

/** A chunk that could not be read counts as one document. */
function failed(diagnostic: ManifestDiagnostic): ChunkItems {
  return { items: [diagnosticItem(diagnostic)], documents: 1 };
}

function refusalDiagnostic(
  chunk: DocumentChunk,
  refusal: ChunkRefusal,
  file: string,
  index: number,
): ManifestDiagnostic {
  if (refusal.kind === "separator") {
    const message = catalogMessage("CRD4001", "invalidSeparator", { text: JSON.stringify(refusal.text) });
    return manifestDiagnostic(message, file, { ...chunkPosition(chunk, 0), document: index });
  }
  const message = catalogMessage("CRD4001", "emptyDocumentEnd");
  return manifestDiagnostic(message, file, { ...chunkPosition(chunk, refusal.offset), document: index });
}

function yamlErrorDiagnostic(
  error: yaml.YAMLException,
  chunk: DocumentChunk,
  file: string,
  index: number,
): ManifestDiagnostic {
  // An error at the end of the input ("unexpected end of the stream") points after the last character
  // rather than at the empty line js-yaml appends.
  const end = chunk.text.trimEnd().length;
  const atEnd = error.mark.position >= end;
  const where = atEnd
    ? positionAt(chunk.text, end)
    : { line: error.mark.line + 1, column: error.mark.column + 1 };
  const lineText = lineOf(chunk.text, where.line) ?? "";
  const template = helmTemplateDiagnostic(chunk, error.mark.position, file, index);
  if (template !== undefined) return template;
  const meaning = explainYamlError(error.reason, lineText, where.column - 1);
  return manifestDiagnostic(meaning, file, {
    line: chunk.line + where.line - 1,
    column: where.column,
    sourceLine: lineText,
    document: index,
  });
}

// A Helm chart's template is not YAML until rendered: the parser's complaint about `{{` would say nothing.
function helmTemplateDiagnostic(
  chunk: DocumentChunk,
  errorOffset: number,
  file: string,
  index: number,
): ManifestDiagnostic | undefined {
  const lineEnd = chunk.text.indexOf("\n", errorOffset);
  const action = templateActionBefore(chunk.text, lineEnd === -1 ? chunk.text.length : lineEnd);
  if (action === undefined) return undefined;
  const message = catalogMessage("CRD4012", "helmTemplate");
  return manifestDiagnostic(message, file, { ...chunkPosition(chunk, action), document: index });
}

function nonJsonDiagnostics(
  value: unknown,
  chunk: DocumentChunk,
  file: string,
  index: number,
  tracker: NodeTracker | undefined,
): ManifestDiagnostic[] {
  if (nonJsonCounter.count === 0) return [];
  return findNonJsonValues(value).map(({ value: scalar, path }) => {
    const offset = tracker?.nonJsonOffsets.get(scalar);
    const where = offset === undefined ? {} : chunkPosition(chunk, offset);
    return manifestDiagnostic(describeNonJson(scalar), file, {
      ...where,
      document: index,
      crdPath: path,
    });
  });
}

function chunkPosition(
  chunk: DocumentChunk,
  offset: number,
): { line: number; column: number; sourceLine: string | undefined } {
  const position = positionAt(chunk.text, offset);
  return {
    line: chunk.line + position.line - 1,
    column: position.column,
    sourceLine: lineOf(chunk.text, position.line),
  };
}

/** The 1-based file line of a chunk's first content, past blank lines, comments and the `---` marker. */
function contentLine(chunk: DocumentChunk): number {
  // Line by line, up to the first 200: content usually starts on the first, and splitting 200 lines off every
  // document to look at one cost more than that.
  const text = chunk.text;
  let start = 0;
  for (let i = 0; i < 200; i++) {
    const end = text.indexOf("\n", start);
    const line = (end === -1 ? text.slice(start) : text.slice(start, end)).trim();
    if (!(line === "" || line.startsWith("#") || line.startsWith("%") || /^---(?:\s+#.*)?$/.test(line))) {
      return chunk.line + i;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return chunk.line;
}
