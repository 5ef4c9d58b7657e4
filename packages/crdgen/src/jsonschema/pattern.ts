import { goRegexpError } from "@crdgen/cel";

/**
 * A CRD `pattern` as JSON Schema validators can use it, or undefined when crdgen cannot write one. The API server
 * matches patterns with Go's `regexp` (`MatchString`, an unanchored search); JSON Schema validators use
 * ECMAScript regular expressions with the `u` flag (ajv's default, vscode-json-languageservice's too). The
 * result matches exactly the strings Go matches:
 * - `.` and `\s`/`\S` mean something else in JavaScript (`.` stops at `\r`, U+2028 and U+2029 too; `\s` takes
 *   in every Unicode space, Go's is `[\t\n\f\r ]`): they are written out as Go reads them;
 * - `\p{…}` classes depend on the engine's Unicode version (Go 1.25 has 15.0) and accept other names, flags
 *   `(?i)` are JavaScript only in engines that have modifiers, and a capture name used twice compiles in some
 *   engines only: such patterns are left out (and named in the description);
 * - RE2 syntax JavaScript does not have (`\z`, `\Q…\E`, `[[:alpha:]]`, `\x{41}`) does not compile, and is left
 *   out as well.
 * A pattern Go refuses (the API server refuses its CRD) is kept when JavaScript compiles it, as it is.
 */
export function javaScriptPattern(pattern: string): string | undefined {
  if (goRegexpError(pattern) !== undefined) return compilesInJavaScript(pattern) ? pattern : undefined;
  const translated = translate(pattern);
  return translated !== undefined && compilesInJavaScript(translated) ? translated : undefined;
}

const goSpace = "\\t\\n\\f\\r ";

// Walks a pattern Go compiles. Where JavaScript would read the text differently it does not compile there (a
// class starting with `]`, escapes only Go has), which the caller checks.
function translate(pattern: string): string | undefined {
  let out = "";
  const names = new Set<string>();
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i] as string;
    if (c === "\\") {
      const escape = escapeText(pattern, i, false);
      if (escape === undefined) return undefined;
      out += escape.text;
      i = escape.end;
    } else if (c === "[") {
      const cls = classText(pattern, i);
      if (cls === undefined) return undefined;
      out += cls.text;
      i = cls.end;
    } else if (c === "(" && pattern[i + 1] === "?") {
      const name = /^\(\?<([A-Za-z0-9_]+)>/.exec(pattern.slice(i));
      if (pattern[i + 2] === ":") {
        out += "(?:";
        i += 3;
      } else if (name !== null && !names.has(name[1] as string)) {
        names.add(name[1] as string);
        out += name[0];
        i += name[0].length;
      } else {
        return undefined;
      }
    } else if (c === ".") {
      out += "[^\\n]";
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

function escapeText(
  pattern: string,
  at: number,
  inClass: boolean,
): { text: string; end: number } | undefined {
  const next = pattern[at + 1];
  if (next === "p" || next === "P") return undefined;
  if (next === "s") return { text: inClass ? goSpace : `[${goSpace}]`, end: at + 2 };
  if (next === "S") return inClass ? undefined : { text: `[^${goSpace}]`, end: at + 2 };
  return { text: pattern.slice(at, at + 2), end: at + 2 };
}

function classText(pattern: string, open: number): { text: string; end: number } | undefined {
  let i = open + 1;
  if (pattern[i] === "^") i++;
  let text = pattern.slice(open, i);
  while (i < pattern.length && pattern[i] !== "]") {
    if (pattern[i] === "\\") {
      const escape = escapeText(pattern, i, true);
      if (escape === undefined) return undefined;
      text += escape.text;
      i = escape.end;
    } else {
      text += pattern[i] as string;
      i++;
    }
  }
  return { text: `${text}]`, end: i + 1 };
}

function compilesInJavaScript(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}
