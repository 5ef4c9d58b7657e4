import path from "node:path";

/**
 * The text of a tsconfig as plain JSON: TypeScript reads tsconfigs as JSON with comments (`//`, `/* … *\/`) and
 * trailing commas, which `JSON.parse` refuses. Comments become spaces, and so does a comma followed (past blanks
 * and comments) by `}` or `]`, so that every character keeps its offset. Strings are copied as they are.
 */
export function withoutComments(text: string): string {
  let out = "";
  let i = 0;
  // Where, in `out`, the last comma outside strings was written, while only blanks have followed it.
  let pendingComma = -1;
  while (i < text.length) {
    const ch = text[i] ?? "";
    if (ch === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
      pendingComma = -1;
    } else if (ch === "/" && text[i + 1] === "/") {
      const eol = text.indexOf("\n", i);
      const end = eol === -1 ? text.length : eol;
      out += " ".repeat(end - i);
      i = end;
    } else if (ch === "/" && text[i + 1] === "*") {
      const close = text.indexOf("*/", i + 2);
      const end = close === -1 ? text.length : close + 2;
      out += " ".repeat(end - i);
      i = end;
    } else {
      if ((ch === "}" || ch === "]") && pendingComma !== -1) {
        out = `${out.slice(0, pendingComma)} ${out.slice(pendingComma + 1)}`;
      }
      if (ch === ",") pendingComma = out.length;
      else if (!/\s/.test(ch)) pendingComma = -1;
      out += ch;
      i++;
    }
  }
  return out;
}

// The index just past the string that starts at `start` (a `"`), or the end of the text if it is not closed.
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "\\") i += 2;
    else if (ch === '"') return i + 1;
    else i++;
  }
  return text.length;
}

/** A tsconfig's text read as TypeScript reads it; undefined when it is not an object of JSON with comments. */
export function readTsconfigText(text: string): Readonly<Record<string, unknown>> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(withoutComments(text));
  } catch {
    return undefined;
  }
  return typeof json === "object" && json !== null && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : undefined;
}

/**
 * A tsconfig's own `references`, each resolved to the tsconfig it names as TypeScript resolves them (a path
 * relative to the tsconfig's folder; a folder means its tsconfig.json), in order; undefined when the tsconfig
 * has no `references` property, or is not JSON with comments (the compiler reports that when it reads it).
 * References are never inherited through `extends`, so the file's own text is all there is to read.
 */
export function tsconfigReferences(text: string, file: string): readonly string[] | undefined {
  const json = readTsconfigText(text);
  if (json === undefined || !Object.hasOwn(json, "references")) return undefined;
  const references: unknown = json.references;
  if (!Array.isArray(references)) return [];
  const dir = path.posix.dirname(file);
  const resolved: string[] = [];
  for (const reference of references as unknown[]) {
    // TypeScript keeps the references that are objects with a string `path` (the others are its errors).
    if (typeof reference !== "object" || reference === null) continue;
    const named: unknown = (reference as { path?: unknown }).path;
    if (typeof named !== "string") continue;
    const absolute = path.posix.resolve(dir, named.replaceAll("\\", "/"));
    resolved.push(absolute.endsWith(".json") ? absolute : path.posix.join(absolute, "tsconfig.json"));
  }
  return resolved;
}

/**
 * Where the top-level property `key` of a tsconfig's text starts (the offset of its quoted name), or undefined
 * when it has none. Offsets are the text's own: {@link withoutComments} keeps every character's place.
 */
export function topLevelKeyOffset(text: string, key: string): number | undefined {
  const plain = withoutComments(text);
  let depth = 0;
  let i = 0;
  while (i < plain.length) {
    const ch = plain[i];
    if (ch === '"') {
      const end = stringEnd(plain, i);
      let next = end;
      while (next < plain.length && /\s/.test(plain[next] ?? "")) next++;
      if (depth === 1 && plain[next] === ":" && readsAs(plain.slice(i, end), key)) return i;
      i = end;
      continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
    i++;
  }
  return undefined;
}

// Whether a JSON string literal's text means `value` (its escapes decoded).
function readsAs(literal: string, value: string): boolean {
  try {
    return JSON.parse(literal) === value;
  } catch {
    return false;
  }
}
