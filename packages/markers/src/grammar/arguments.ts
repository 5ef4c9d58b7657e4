import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import type { FieldArgument, MarkerArguments } from "../registry/types.js";
import { closestName } from "../registry/suggest.js";
import { EOF, Scanner } from "./scanner.js";
import type { SplitMarker } from "./split.js";
import { describeToken, readValue, ValueReader } from "./values.js";

/** Why a marker's arguments could not be read. */
type ArgumentProblem = "malformed" | "missing" | "unknown" | "extra";

/** The parsed value of a marker, or why there is none. */
export type ParsedArguments =
  | {
      readonly ok: true;
      readonly value: unknown;
      readonly ignoredBecause?: "goConstantDefault";
      /** Read as controller-gen reads it, but something in the text had no effect. */
      readonly warning?: DiagnosticMessage<"CRD1011" | "CRD1014">;
    }
  | {
      readonly ok: false;
      readonly problem: ArgumentProblem;
      readonly message: DiagnosticMessage<"CRD1002" | "CRD1003" | "CRD1004" | "CRD1005">;
    };

/**
 * Reads a marker's arguments by its definition, as controller-gen's `Definition.Parse` does. `matchedBy`
 * says whether the registry found the marker by its single-value name or by its struct name; `marker`
 * names the marker in messages.
 */
export function parseArguments(
  args: MarkerArguments,
  split: SplitMarker,
  matchedBy: "anonymousName" | "name",
  marker: string,
): ParsedArguments {
  // In struct form the last name segment is the first argument's name (`+a:b:x=1` is `x=1`). The other forms
  // have no argument names: controller-gen found them by the struct name `a:b` and drops the segment
  // (parse.go, Definition.Parse), so `+a:b:x=1` is `+a:b=1`. Only the legacy `+a:b:=1` drops nothing.
  const lastSegment = split.anonymousName.slice(split.name.length + 1);
  const ignoredSegment = matchedBy === "name" && args.form !== "fields" ? lastSegment : "";
  const parsed = parseByForm(args, split, lastSegment, marker);
  if (!parsed.ok || ignoredSegment === "") return parsed;
  const warning = catalogMessage("CRD1014", "ignoredNameSegment", { marker, segment: ignoredSegment });
  return { ...parsed, warning: parsed.warning ?? warning };
}

function parseByForm(
  args: MarkerArguments,
  split: SplitMarker,
  lastSegment: string,
  marker: string,
): ParsedArguments {
  if (args.form === "json") return parseJson(split, marker);
  let text = split.rest;
  if (args.form === "fields" && split.anonymousName.length > split.name.length) {
    text = `${lastSegment}=${split.rest}`;
  }
  const reader = new ValueReader(new Scanner(text), marker);
  const read = readByForm(reader, args);
  if (read.problem !== undefined) return read.problem;
  if (reader.error !== undefined) return { ok: false, problem: "malformed", message: reader.error };
  const next = reader.scanner.scan();
  if (next.kind !== "eof") {
    const extra = JSON.stringify(text.slice(next.start));
    return {
      ok: false,
      problem: "extra",
      message: catalogMessage("CRD1005", "extraArguments", { marker, extra }),
    };
  }
  const missing = missingArguments(args, read.seen, marker);
  if (missing !== undefined) return missing;
  const warning = argumentWarning(read, reader, marker);
  return warning === undefined ? { ok: true, value: read.value } : { ok: true, value: read.value, warning };
}

// What of the text had an effect other than it seems to (the first such): an argument given twice, or a word
// that controller-gen drops before a space.
function argumentWarning(
  read: FormRead,
  reader: ValueReader,
  marker: string,
): DiagnosticMessage<"CRD1011" | "CRD1014"> | undefined {
  if (read.repeated !== undefined) {
    return catalogMessage("CRD1011", "repeatedArgument", { marker, name: read.repeated });
  }
  const dropped = reader.droppedWord;
  if (dropped === undefined) return undefined;
  return catalogMessage("CRD1014", "droppedWord", {
    marker,
    word: JSON.stringify(dropped.word),
    value: JSON.stringify(dropped.value),
  });
}

interface FormRead {
  readonly value: unknown;
  readonly seen: ReadonlySet<string>;
  readonly problem?: ParsedArguments;
  /** An argument given more than once (the first such); its last value is kept. */
  readonly repeated?: string;
}

function readByForm(reader: ValueReader, args: Exclude<MarkerArguments, { form: "json" }>): FormRead {
  // Go's `Peek`, as controller-gen's Definition.Parse: a value of only whitespace is still read
  const empty = reader.scanner.peek() === EOF;
  switch (args.form) {
    case "flag":
      return { value: true, seen: new Set() };
    case "value":
      return empty
        ? { value: undefined, seen: new Set() }
        : { value: readValue(reader, args.type, false), seen: new Set([""]) };
    case "fields":
      return empty ? { value: {}, seen: new Set() } : readFields(reader, args.fields);
  }
}

function readFields(reader: ValueReader, fields: readonly FieldArgument[]): FormRead {
  const { scanner } = reader;
  const value: Record<string, unknown> = {};
  const seen = new Set<string>();
  let repeated: string | undefined;
  for (;;) {
    const nameToken = scanner.scan();
    if (nameToken.kind !== "ident") {
      reader.fail("expectedName", { token: describeToken(nameToken) });
      break;
    }
    const equals = scanner.scan();
    if (equals.text !== "=" || equals.kind !== "char") {
      reader.fail("expectedEquals", { name: nameToken.text, token: describeToken(equals) });
      break;
    }
    const field = fields.find((f) => f.name === nameToken.text);
    if (field === undefined) {
      return { value, seen, problem: unknownField(reader.marker, nameToken.text, fields) };
    }
    // controller-gen sets the struct field again: the last value wins
    if (seen.has(field.name)) repeated ??= field.name;
    seen.add(field.name);
    value[field.name] = readValue(reader, field.type, false);
    if (reader.failed || scanner.peek() === EOF) break;
    const comma = scanner.scan();
    if (comma.kind !== "char" || comma.text !== ",") {
      reader.fail("expectedComma", { token: describeToken(comma) });
      break;
    }
  }
  return repeated === undefined ? { value, seen } : { value, seen, repeated };
}

function unknownField(marker: string, name: string, fields: readonly FieldArgument[]): ParsedArguments {
  const known = fields.map((f) => f.name);
  const suggestion = closestName(name, known);
  const argument = JSON.stringify(name);
  const message =
    suggestion === undefined
      ? catalogMessage("CRD1004", "unknownArgumentKnown", { marker, argument, known: known.join(", ") })
      : catalogMessage("CRD1004", "unknownArgumentDidYouMean", { marker, argument, suggestion });
  return { ok: false, problem: "unknown", message };
}

function missingValue(marker: string): ParsedArguments {
  return { ok: false, problem: "missing", message: catalogMessage("CRD1003", "missingValue", { marker }) };
}

function missingArguments(
  args: MarkerArguments,
  seen: ReadonlySet<string>,
  marker: string,
): ParsedArguments | undefined {
  if (args.form === "value" && !args.optional && !seen.has("")) return missingValue(marker);
  if (args.form !== "fields") return undefined;
  const missing = args.fields.filter((f) => !f.optional && !seen.has(f.name)).map((f) => f.name);
  if (missing.length === 0) return undefined;
  const name = missing.length === 1 ? "missingArgument" : "missingArguments";
  const message = catalogMessage("CRD1003", name, { marker, names: missing.join(", ") });
  return { ok: false, problem: "missing", message };
}

// `+default=<json>`: the value is JSON; `ref(...)` values name Go constants, which have no meaning here.
function parseJson(split: SplitMarker, marker: string): ParsedArguments {
  const text = split.rest.trim();
  if (text === "") return missingValue(marker);
  if (text.startsWith("ref(")) return { ok: true, value: undefined, ignoredBecause: "goConstantDefault" };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (e) {
    // the JSON parser's own words for what is wrong
    return invalidJson(marker, e instanceof Error ? e.message : String(e));
  }
  // Go's json.Unmarshal refuses a number beyond float64 ("cannot unmarshal number 1e400 into Go value of
  // type float64"), where JSON.parse makes it Infinity
  if (hasInfinity(value)) return invalidJson(marker, "a number is out of the range of a 64-bit float");
  return { ok: true, value };
}

function invalidJson(marker: string, reason: string): ParsedArguments {
  return {
    ok: false,
    problem: "malformed",
    message: catalogMessage("CRD1002", "invalidJson", { marker, reason }),
  };
}

function hasInfinity(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).some(hasInfinity);
}
