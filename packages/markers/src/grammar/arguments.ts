import type { FieldArgument, MarkerArguments } from "../registry/types.js";
import { closestName } from "../registry/suggest.js";
import { EOF, Scanner } from "./scanner.js";
import type { SplitMarker } from "./split.js";
import { describeToken, readValue, ValueReader } from "./values.js";

/** Why a marker's arguments could not be read. */
export type ArgumentProblem = "malformed" | "missing" | "unknown" | "extra";

/** The parsed value of a marker, or why there is none. */
export type ParsedArguments =
  | { readonly ok: true; readonly value: unknown; readonly ignoredBecause?: string }
  | { readonly ok: false; readonly problem: ArgumentProblem; readonly message: string };

/**
 * Reads a marker's arguments by its definition, as controller-gen's `Definition.Parse` does. `matchedBy`
 * says whether the registry found the marker by its single-value name or by its struct name.
 */
export function parseArguments(
  args: MarkerArguments,
  split: SplitMarker,
  matchedBy: "anonymousName" | "name",
): ParsedArguments {
  // The last name segment is the first argument's name in struct form (`+a:b:x=1` is `x=1`); in the
  // other forms it must be empty, as in the legacy `+a:b:=1`.
  const lastSegment = split.anonymousName.slice(split.name.length + 1);
  const extraSegment = matchedBy === "name" ? lastSegment : "";
  if (args.form === "json") return parseJson(split, extraSegment);
  let text = split.rest;
  if (args.form === "fields") {
    if (split.anonymousName.length > split.name.length) text = `${lastSegment}=${split.rest}`;
  } else if (extraSegment !== "") {
    return { ok: false, problem: "unknown", message: `unknown argument ${JSON.stringify(extraSegment)}` };
  }
  const reader = new ValueReader(new Scanner(text));
  const read = readByForm(reader, args);
  if (read.problem !== undefined) return read.problem;
  if (reader.error !== undefined) return { ok: false, problem: "malformed", message: reader.error };
  const next = reader.scanner.scan();
  if (next.kind !== "eof") {
    return {
      ok: false,
      problem: "extra",
      message: `extra arguments provided: ${JSON.stringify(text.slice(next.start))}`,
    };
  }
  return missingArguments(args, read.seen) ?? { ok: true, value: read.value };
}

interface FormRead {
  readonly value: unknown;
  readonly seen: ReadonlySet<string>;
  readonly problem?: ParsedArguments;
}

function readByForm(reader: ValueReader, args: Exclude<MarkerArguments, { form: "json" }>): FormRead {
  const empty = reader.scanner.peekNoSpace() === EOF;
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
  for (;;) {
    const nameToken = scanner.scan();
    if (nameToken.kind !== "ident") {
      reader.fail(`expected an argument name, got ${describeToken(nameToken)}`);
      break;
    }
    const equals = scanner.scan();
    if (equals.text !== "=" || equals.kind !== "char") {
      reader.fail(`expected "=" after ${nameToken.text}, got ${describeToken(equals)}`);
      break;
    }
    const field = fields.find((f) => f.name === nameToken.text);
    if (field === undefined) return { value, seen, problem: unknownField(nameToken.text, fields) };
    if (seen.has(field.name)) {
      reader.fail(`argument ${field.name} is given twice`);
      break;
    }
    seen.add(field.name);
    value[field.name] = readValue(reader, field.type, false);
    if (reader.failed || scanner.peekNoSpace() === EOF) break;
    const comma = scanner.scan();
    if (comma.kind !== "char" || comma.text !== ",") {
      reader.fail(`expected a comma, got ${describeToken(comma)}`);
      break;
    }
  }
  return { value, seen };
}

function unknownField(name: string, fields: readonly FieldArgument[]): ParsedArguments {
  const known = fields.map((f) => f.name);
  const suggestion = closestName(name, known);
  const tail = suggestion === undefined ? `; known: ${known.join(", ")}` : ` (did you mean ${suggestion}?)`;
  return { ok: false, problem: "unknown", message: `unknown argument ${JSON.stringify(name)}${tail}` };
}

function missingArguments(args: MarkerArguments, seen: ReadonlySet<string>): ParsedArguments | undefined {
  if (args.form === "value" && !args.optional && !seen.has("")) {
    return { ok: false, problem: "missing", message: "missing value" };
  }
  if (args.form !== "fields") return undefined;
  const missing = args.fields.filter((f) => !f.optional && !seen.has(f.name)).map((f) => f.name);
  if (missing.length === 0) return undefined;
  const noun = missing.length === 1 ? "argument" : "arguments";
  return { ok: false, problem: "missing", message: `missing ${noun} ${missing.join(", ")}` };
}

// `+default=<json>`: the value is JSON; `ref(...)` values name Go constants, which have no meaning here.
function parseJson(split: SplitMarker, extraSegment: string): ParsedArguments {
  if (extraSegment !== "") {
    return { ok: false, problem: "unknown", message: `unknown argument ${JSON.stringify(extraSegment)}` };
  }
  const text = split.rest.trim();
  if (text === "") return { ok: false, problem: "missing", message: "missing value" };
  if (text.startsWith("ref(")) {
    return { ok: true, value: undefined, ignoredBecause: "ref(...) defaults name Go constants" };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { ok: false, problem: "malformed", message: `the value is not valid JSON: ${reason}` };
  }
}
