// The two halves of the differential test against the API server's create path for a CRD (crd-oracle.test.ts):
// the oracle's answer as the vectors keep it, crdgen's answer in the same form, and their comparison.
import { type ChildProcessByStdio, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import { validateCustomResourceDefinition, warningsOnCreate } from "../../src/crd/index.js";
import { type FieldError, errorString } from "../../src/model/field-error.js";
import { goQuote } from "../../src/model/go-value.js";

/**
 * One field error: type name (FieldValueInvalid …), field, detail and the whole `Error()` text (in the vectors,
 * that text without the field and the detail: see {@link compact}).
 */
type ErrorTuple = readonly [type: string, field: string, detail: string, text: string];

/**
 * What the server answers, reduced to what crdgen promises: `decode` when the object cannot be decoded at all
 * (crdgen does not model Go's decoder messages, only that it fails), the strict-decoding answer kubectl's default
 * `--validate=strict` gets for unknown fields (then nothing is validated), or the field errors of validation.
 */
export interface GoAnswer {
  readonly phase?: "decode" | "validate" | "objectMeta" | "panic";
  /** `strictMessage`: the 400 under fieldValidation=Strict, listing the unknown fields. */
  readonly strict?: string;
  readonly errors?: readonly ErrorTuple[];
  /**
   * The warnings after the strict-decoding ones (those are the `strict` answer): the create handler's duplicate
   * owner references, then the CRD strategy's `unrecognized format "…"` of a created CRD, in the server's order.
   * Absent when there are none.
   */
  readonly warnings?: readonly string[];
  /**
   * True when no schema map (properties, patternProperties, definitions, dependencies) has two keys, so that Go's
   * random map order cannot change the warnings' order and the order is compared too.
   */
  readonly warningsOrdered?: true;
}

/** The oracle's output line (see /work/go-oracle/k8s/README.md at the time the vectors were made). */
export interface OracleLine {
  readonly phase?: string;
  readonly name?: string;
  readonly errors?: readonly { typeName: string; field: string; detail: string; error: string }[];
  readonly message?: string;
  readonly strictMessage?: string;
  readonly warnings?: readonly string[];
  readonly panic?: string;
}

const strictPrefix =
  'CustomResourceDefinition in version "v1" cannot be handled as a CustomResourceDefinition: strict decoding error: ';

/** apimachinery's NewInvalid message: `<kind> "<name>" is invalid: <ErrorList.ToAggregate()>`. */
function invalidMessage(name: string, errors: readonly ErrorTuple[]): string {
  const texts = [...new Set(errors.map((e) => e[3]))];
  const aggregate = texts.length === 1 ? (texts[0] ?? "") : `[${texts.join(", ")}]`;
  const head = `CustomResourceDefinition.apiextensions.k8s.io ${goQuote(name)} is invalid`;
  return texts.length === 0 ? head : `${head}: ${aggregate}`;
}

/**
 * The oracle's line as the vectors keep it. The server's generated name (generateName plus a fixed suffix in the
 * oracle, random in a real server) is written as crdgen's placeholder, as is the CEL root type's name (upstream
 * `selfType<nanoseconds>`, compilation.go:301, crdgen `selfType0`), and the line's own message is checked
 * against {@link invalidMessage} of its errors so that the vectors need not keep it.
 */
export function goAnswer(line: OracleLine, crd: unknown): GoAnswer {
  // A panic is the server's 500 (its panic filter answers "This request caused apiserver to panic"): upstream
  // dereferences a nil structural schema for selectable fields on a schema that does not convert
  // (validation.go:316/:490 → cel/validation.go:660, v0.35.0).
  if (line.panic !== undefined) {
    if (!line.panic.includes("ValidFieldPath")) throw new Error(`oracle panic: ${line.panic}`);
    return { phase: "panic" };
  }
  if (line.phase === "decode" || line.phase === "apiVersion") return { phase: "decode" };
  const strict = line.strictMessage === undefined ? {} : { strict: line.strictMessage };
  // Under fieldValidation=Strict the server refuses the CRD at decoding, before any other warning.
  const warnings =
    line.strictMessage !== undefined || (line.warnings ?? []).length === 0
      ? {}
      : { warnings: line.warnings ?? [], ...(mapOrderFree(crd) ? { warningsOrdered: true as const } : {}) };
  if (line.phase === undefined) return { ...strict, ...warnings };
  if (line.phase !== "validate" && line.phase !== "objectMeta") {
    throw new Error(`unknown phase ${line.phase}`);
  }
  const errors = (line.errors ?? []).map((e): ErrorTuple => [e.typeName, e.field, e.detail, e.error]);
  if (line.message !== invalidMessage(line.name ?? "", errors)) {
    throw new Error(`the aggregate message is not NewInvalid's: ${line.message}`);
  }
  const rename = generatedNames(line.name ?? "", crd);
  const normal = (text: string) => rename(text).replace(/selfType\d+/g, "selfType0");
  return {
    phase: line.phase,
    ...strict,
    errors: errors.map((e) => compact(e.map(normal) as unknown as ErrorTuple)),
    ...warnings,
  };
}

// The name the server generates from metadata.generateName, in the oracle's text → crdgen's fixed placeholder.
function generatedNames(goName: string, crd: unknown): (text: string) => string {
  const meta = (crd as { metadata?: { name?: unknown; generateName?: unknown } } | null)?.metadata;
  const generate = meta?.generateName;
  if (
    typeof generate !== "string" ||
    generate === "" ||
    (typeof meta?.name === "string" && meta.name !== "")
  ) {
    return (text) => text;
  }
  const ours = `${generate.slice(0, 58)}xxxxx`;
  return (text) => text.split(goName).join(ours);
}

const tuple = (e: FieldError): ErrorTuple => compact([e.type, e.field, e.detail, errorString(e)]);

/** Texts longer than this are kept as their SHA-256 (a bad value can be a whole schema printed as JSON). */
const longText = 400;
const sha256 = (s: string): string => `sha256:${createHash("sha256").update(s).digest("hex")}`;

/**
 * An error as the vectors keep it: its whole text cut down to what lies between the field and the detail (the
 * type's words and the bad value), so that a changed field or detail still shows in it, and long texts replaced
 * by their hash.
 */
function compact(e: ErrorTuple): ErrorTuple {
  const [type, field, detail, text] = e;
  const head = `${field}: `;
  const tail = detail === "" ? "" : `: ${detail}`;
  const middle =
    text.startsWith(head) && text.endsWith(tail) && text.length >= head.length + tail.length
      ? text.slice(head.length, text.length - tail.length)
      : `!${text}`;
  return [type, field, detail, middle].map((s) =>
    s.length > longText ? sha256(s) : s,
  ) as unknown as ErrorTuple;
}

/** crdgen's answer in the same form (crdgen reports unknown fields as kubectl's strict validation sees them). */
export function crdgenAnswer(crd: unknown): GoAnswer {
  const errors = validateCustomResourceDefinition(crd);
  const decode = errors.filter((e) => e.origin === "decode");
  const unknown = decode.filter((e) => e.detail.startsWith("unknown field "));
  if (decode.length > unknown.length) return { phase: "decode" };
  const strict =
    unknown.length === 0
      ? {}
      : { strict: strictPrefix + unknown.map((e) => `unknown field ${goQuote(e.field)}`).join(", ") };
  if (unknown.length > 0) return strict;
  const warnings = warningsOnCreate(crd, errors).map((w) => w.text);
  const warned = warnings.length === 0 ? {} : { warnings };
  if (errors.length === 0) return warned;
  return { phase: "validate", errors: errors.map(tuple), ...warned };
}

// A path step in brackets that is not an index names a map key (properties, definitions, dependencies …), and
// labels and annotations are maps too: Go ranges over maps in random order, so their errors come in any order.
const mapKey = /\[[^\]]*[^0-9\]][^\]]*\]|^metadata\.(labels|annotations)$/;

/**
 * Where two answers differ, or undefined. The strict-decoding answer only counts when it decides the outcome
 * (crdgen stops there, as the server does under fieldValidation=Strict); errors must be the same multiset, and
 * in the same order apart from those under map keys. An `objectMeta` phase (BeforeCreate's ObjectMeta check,
 * reached only when validation passed) is compared as validation errors: crdgen reports those in validation.
 */
export function difference(go: GoAnswer, ours: GoAnswer): string | undefined {
  if ((go.phase === "decode") !== (ours.phase === "decode")) {
    return `decodes: go ${go.phase === "decode" ? "fails" : "passes"}, crdgen ${ours.phase === "decode" ? "fails" : "passes"}`;
  }
  if (go.phase === "decode") return undefined;
  // The server refuses the CRD without field errors; crdgen must refuse it too.
  if (go.phase === "panic") {
    return ours.phase === undefined ? "go panics (HTTP 500), crdgen accepts" : undefined;
  }
  if (go.strict !== undefined || ours.strict !== undefined) {
    return go.strict === ours.strict ? undefined : `strict: go ${go.strict}\n  crdgen ${ours.strict}`;
  }
  const warnings = warningsDifference(go, ours);
  if (warnings !== undefined) return warnings;
  const [a, tiedA] = withoutTies(go.errors ?? []);
  const [b, tiedB] = withoutTies(ours.errors ?? []);
  if (tiedA !== tiedB) return `rules named as contributing to the total cost: go ${tiedA}, crdgen ${tiedB}`;
  const sortedA = [...a].sort();
  const sortedB = [...b].sort();
  if (JSON.stringify(sortedA) !== JSON.stringify(sortedB)) {
    const only = (x: string[], y: string[]) => {
      const rest = [...y];
      return x.filter((e) => {
        const i = rest.indexOf(e);
        if (i < 0) return true;
        rest.splice(i, 1);
        return false;
      });
    };
    return [
      ...only(a, b).map((e) => `go only:     ${e}`),
      ...only(b, a).map((e) => `crdgen only: ${e}`),
    ].join("\n  ");
  }
  const ordered = (list: string[]) => list.filter((e) => !mapKey.test((JSON.parse(e) as string[])[1] ?? ""));
  if (JSON.stringify(ordered(a)) !== JSON.stringify(ordered(b))) {
    return `order:\n  go     ${ordered(a).join("\n         ")}\n  crdgen ${ordered(b).join("\n         ")}`;
  }
  return undefined;
}

/** The warnings must be the same set, and in the same order where Go's map order cannot change it. */
function warningsDifference(go: GoAnswer, ours: GoAnswer): string | undefined {
  const a = go.warnings ?? [];
  const b = ours.warnings ?? [];
  const text = (list: readonly string[]) => JSON.stringify(list);
  if (text([...a].sort()) !== text([...b].sort())) return `warnings: go ${text(a)}\n  crdgen ${text(b)}`;
  if (go.warningsOrdered === true && text(a) !== text(b)) {
    return `warnings' order: go ${text(a)}\n  crdgen ${text(b)}`;
  }
  return undefined;
}

const schemaMaps = ["properties", "patternProperties", "definitions", "dependencies"];

/** True when no schema map of the CRD's versions has more than one key (see {@link GoAnswer.warningsOrdered}). */
function mapOrderFree(crd: unknown): boolean {
  const free = (node: unknown): boolean => {
    if (Array.isArray(node)) return (node as unknown[]).every(free);
    if (typeof node !== "object" || node === null) return true;
    return Object.entries(node as Record<string, unknown>).every(([key, value]) => {
      if (
        schemaMaps.includes(key) &&
        typeof value === "object" &&
        value !== null &&
        Object.keys(value).length > 1
      ) {
        return false;
      }
      return free(value);
    });
  };
  const versions = (crd as { spec?: { versions?: unknown } } | null)?.spec?.versions;
  return !Array.isArray(versions) || versions.every(free);
}

const contributed =
  "contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema";

/**
 * The errors as JSON text, without those naming the (at most 4) most expensive rules of a schema over the total
 * cost limit, and how many of those there were. Upstream collects the rules in map order and sorts them with the
 * unstable sort.Slice by cost (cel_validation.go:270-288, v0.35.0), so which of several equally expensive rules
 * are named changes from run to run; only their number is fixed.
 */
function withoutTies(errors: readonly ErrorTuple[]): [string[], number] {
  const kept = errors.filter((e) => e[2] !== contributed);
  return [kept.map((e) => JSON.stringify(e)), errors.length - kept.length];
}

/** The oracle process: JSON lines in, one answer line each, in order; many CRDs per process. */
export class CrdOracle {
  private readonly child: ChildProcessByStdio<Writable, Readable, null>;
  private readonly waiting: ((line: string) => void)[] = [];

  constructor(path: string) {
    this.child = spawn(path, [], { stdio: ["pipe", "pipe", "inherit"] });
    createInterface({ input: this.child.stdout, crlfDelay: Infinity }).on("line", (line) =>
      this.waiting.shift()?.(line),
    );
  }

  /** The answers for `crds`, in order, all written before the first is read. */
  askAll(crds: readonly unknown[]): Promise<OracleLine[]> {
    return Promise.all(crds.map((crd, id) => this.ask(crd, id)));
  }

  private ask(crd: unknown, id: number): Promise<OracleLine> {
    return new Promise((resolve) => {
      this.waiting.push((line) => {
        resolve(JSON.parse(line) as OracleLine);
      });
      this.child.stdin.write(`${JSON.stringify({ id, crd })}\n`);
    });
  }

  close(): void {
    this.child.stdin.end();
  }
}

/** A gzipped file of saved answers, one JSON value a line (the family and table vectors). */
export function readGzipLines<T>(url: URL): T[] {
  return gunzipSync(readFileSync(url))
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as T);
}

/** Writes {@link readGzipLines}' file. */
export function writeGzipLines(url: URL, values: readonly unknown[]): void {
  writeFileSync(url, gzipSync(`${values.map((v) => JSON.stringify(v)).join("\n")}\n`, { level: 9 }));
}

/** Each saved answer crdgen does not give, as `vector N (family):` and the difference. */
export function mismatchesOf<V extends { readonly family: string; readonly go: GoAnswer }>(
  list: readonly V[],
  crdOf: (v: V) => unknown,
): string[] {
  const out: string[] = [];
  list.forEach((v, i) => {
    const found = difference(v.go, crdgenAnswer(crdOf(v)));
    if (found !== undefined) out.push(`vector ${i + 1} (${v.family}):\n  ${found}`);
  });
  return out;
}
