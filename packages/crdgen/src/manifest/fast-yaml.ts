import { resolveNonString, Int64Scalar } from "./scalars.js";

/**
 * A reader for the YAML that CRDs are written in (controller-gen, kubebuilder, Helm output) and for JSON:
 * block mappings and sequences, plain, quoted and block scalars, comments, and flow collections. It follows
 * js-yaml's loader (lib/loader.js of the js-yaml version the repo pins) step for step, so that it gives the
 * very values `yaml.loadAll(text, null, {schema: kubectlYamlSchema})` gives, and it declines (returns
 * undefined) the moment the text leaves that subset — tags, anchors, aliases, merge keys, explicit keys,
 * pairs in flow sequences, directives, `...`, tabs, CRs, unusual characters, integers past 2^53 as keys,
 * values without a JSON form — or wherever js-yaml would fail or warn. The caller then reads the text with
 * js-yaml, which also gives every error its message and position: this reader never reports anything.
 *
 * Why it exists: js-yaml with the kubectl schema spends most of `crdgen check`'s reading time on what this
 * subset does not need (node properties, per-node state snapshots, listener hooks, type lookups).
 */
export function readFastYaml(text: string, maxDepth: number): unknown[] | undefined {
  if (unsupportedCharacter.test(text)) return undefined;
  try {
    return new FastReader(text, maxDepth).documents();
  } catch (error) {
    if (error === declined) return undefined;
    throw error;
  }
}

// Tabs and CRs (js-yaml has special rules for both), a byte order mark, NUL and the characters js-yaml
// refuses or treats specially in scalars (non-printable ones, lone surrogates, non-ASCII line breaks). Any
// surrogate is refused, paired or not: emoji are rare in CRDs and the check stays one character class.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const unsupportedCharacter = /[\x00-\x09\x0B-\x1F\x7F-\x9F\uD800-\uDFFF\uFEFF\uFFFE\uFFFF\u2028\u2029]/;

/** Thrown inside the reader when the text leaves the subset; caught by {@link readFastYaml}. */
const declined = new Error("outside the fast YAML subset");

function decline(): never {
  throw declined;
}

// js-yaml's node contexts (only those the subset reaches).
const flowIn = 1;
const blockIn = 2;
const blockOut = 3;
const flowOut = 4;

const chompClip = 1;
const chompStrip = 2;
const chompKeep = 3;

const LF = 0x0a;
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const DASH = 0x2d;
const DOT = 0x2e;
const SQUOTE = 0x27;
const DQUOTE = 0x22;
const BACKSLASH = 0x5c;

// Tabs and CRs never reach the reader, so white space is a space and a line ends with LF.
function isWsOrEol(c: number): boolean {
  return c === SPACE || c === LF;
}

function isFlowIndicator(c: number): boolean {
  return c === 0x2c || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d;
}

/** Characters that cannot start a plain scalar (js-yaml's readPlainScalar). */
function cannotStartPlain(c: number): boolean {
  switch (c) {
    case SPACE:
    case LF:
    case 0x2c: // ,
    case 0x5b: // [
    case 0x5d: // ]
    case 0x7b: // {
    case 0x7d: // }
    case HASH:
    case 0x26: // &
    case 0x2a: // *
    case 0x21: // !
    case 0x7c: // |
    case 0x3e: // >
    case SQUOTE:
    case DQUOTE:
    case 0x25: // %
    case 0x40: // @
    case 0x60: // `
      return true;
    default:
      return false;
  }
}

function simpleEscape(c: number): string | undefined {
  switch (c) {
    case 0x30:
      return "\x00";
    case 0x61:
      return "\x07";
    case 0x62:
      return "\x08";
    case 0x74:
      return "\x09";
    case 0x09:
      return "\x09";
    case 0x6e:
      return "\x0A";
    case 0x76:
      return "\x0B";
    case 0x66:
      return "\x0C";
    case 0x72:
      return "\x0D";
    case 0x65:
      return "\x1B";
    case 0x20:
      return " ";
    case 0x22:
      return '"';
    case 0x2f:
      return "/";
    case 0x5c:
      return "\\";
    case 0x4e:
      return "\x85";
    case 0x5f:
      return "\xA0";
    case 0x4c:
      return "\u2028";
    case 0x50:
      return "\u2029";
    default:
      return undefined;
  }
}

function escapedHexLength(c: number): number {
  return c === 0x78 ? 2 : c === 0x75 ? 4 : c === 0x55 ? 8 : 0;
}

function fromHexCode(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

function foldedLines(count: number): string {
  return count === 1 ? " " : count > 1 ? "\n".repeat(count - 1) : "";
}

class FastReader {
  /** The text as js-yaml reads it: with a final line break. */
  private readonly input: string;
  /** js-yaml's `state.length`. */
  private readonly length: number;
  private position = 0;
  private line = 0;
  private lineStart = 0;
  private lineIndent = 0;
  private depth = 0;
  /** What the last node read was: its value, and whether it was a plain scalar still to resolve. */
  private result: unknown = null;
  private isCollection = false;

  constructor(
    text: string,
    private readonly maxDepth: number,
  ) {
    const last = text.charCodeAt(text.length - 1);
    const input = text.length !== 0 && last !== LF ? `${text}\n` : text;
    this.length = input.length;
    // No end mark is appended (a joined string is a rope, slow to read by character): reading past the end
    // gives NaN, which `| 0` turns into js-yaml's end mark, 0.
    this.input = input;
  }

  private at(offset: number): number {
    return this.input.charCodeAt(offset) | 0;
  }

  /** js-yaml's loadDocuments, for a text that holds at most one document. */
  documents(): unknown[] {
    const documents: unknown[] = [];
    while (this.at(this.position) === SPACE) {
      this.lineIndent++;
      this.position++;
    }
    while (this.position < this.length - 1) {
      // A second document in one chunk comes after `...`, which the subset leaves out.
      if (documents.length > 0) decline();
      documents.push(this.document());
    }
    return documents;
  }

  private document(): unknown {
    this.skipSeparationSpace(true);
    if (this.lineIndent === 0 && this.at(this.position) === 0x25 /* % */) decline();
    if (
      this.lineIndent === 0 &&
      this.at(this.position) === DASH &&
      this.at(this.position + 1) === DASH &&
      this.at(this.position + 2) === DASH
    ) {
      this.position += 3;
      this.skipSeparationSpace(true);
    }
    this.composeNode(this.lineIndent - 1, blockOut, false, true);
    const value = this.result;
    this.skipSeparationSpace(true);
    if (this.position === this.lineStart && this.atDocumentSeparator()) decline();
    if (this.position < this.length - 1) decline();
    return value;
  }

  private atDocumentSeparator(): boolean {
    const ch = this.at(this.position);
    if (
      (ch === DASH || ch === DOT) &&
      ch === this.at(this.position + 1) &&
      ch === this.at(this.position + 2)
    ) {
      const after = this.at(this.position + 3);
      return after === 0 || isWsOrEol(after);
    }
    return false;
  }

  private readLineBreak(): void {
    // Only called on a LF: CRs never reach the reader.
    this.position++;
    this.line++;
    this.lineStart = this.position;
  }

  private skipSeparationSpace(allowComments: boolean): number {
    let lineBreaks = 0;
    const input = this.input;
    let ch = input.charCodeAt(this.position) | 0;
    while (ch !== 0) {
      while (ch === SPACE) ch = input.charCodeAt(++this.position) | 0;
      if (allowComments && ch === HASH) {
        const end = input.indexOf("\n", this.position);
        this.position = end === -1 ? this.length : end;
        ch = input.charCodeAt(this.position) | 0;
      }
      if (ch !== LF) break;
      this.readLineBreak();
      lineBreaks++;
      let indent = 0;
      ch = input.charCodeAt(this.position) | 0;
      while (ch === SPACE) {
        indent++;
        ch = input.charCodeAt(++this.position) | 0;
      }
      this.lineIndent = indent;
    }
    return lineBreaks;
  }

  /**
   * js-yaml's composeNode without node properties: reads one node into `result`. Returns whether there was
   * one (false leaves `result` null).
   */
  private composeNode(
    parentIndent: number,
    context: number,
    allowToSeek: boolean,
    allowCompact: boolean,
  ): boolean {
    if (this.depth >= this.maxDepth) decline();
    this.depth++;
    this.result = null;
    this.isCollection = false;
    const allowBlockStyles = context === blockOut || context === blockIn;
    let indentStatus = 1;
    let atNewLine = false;
    let hasContent = false;
    let plain = false;
    if (allowToSeek && this.skipSeparationSpace(true) !== 0) {
      atNewLine = true;
      indentStatus = Math.sign(this.lineIndent - parentIndent);
    }
    const first = this.at(this.position);
    // Tags and anchors, which js-yaml reads here as the node's properties.
    if (indentStatus === 1 && (first === 0x21 /* ! */ || first === 0x26) /* & */) decline();
    const allowBlockCollections = allowBlockStyles && (atNewLine || allowCompact);
    if (indentStatus === 1 || context === blockOut) {
      const flowIndent = context === flowOut || context === flowIn ? parentIndent : parentIndent + 1;
      const blockIndent = this.position - this.lineStart;
      if (indentStatus === 1) {
        if (
          (allowBlockCollections &&
            (this.readBlockSequence(blockIndent) || this.readBlockMapping(blockIndent, flowIndent))) ||
          this.readFlowCollection(flowIndent)
        ) {
          hasContent = true;
        } else if (
          (allowBlockStyles && this.readBlockScalar(flowIndent)) ||
          this.readSingleQuotedScalar() ||
          this.readDoubleQuotedScalar()
        ) {
          hasContent = true;
        } else if (this.at(this.position) === 0x2a /* * */) {
          decline(); // an alias
        } else if (this.readPlainScalar(flowIndent, context === flowIn)) {
          hasContent = true;
          plain = true;
        }
      } else if (indentStatus === 0) {
        hasContent = allowBlockCollections && this.readBlockSequence(blockIndent);
      }
    }
    if (plain) this.result = resolvePlain(this.result as string);
    this.depth--;
    return hasContent;
  }

  private readBlockSequence(nodeIndent: number): boolean {
    const result: unknown[] = [];
    let detected = false;
    let ch = this.at(this.position);
    while (ch !== 0) {
      if (ch !== DASH || !isWsOrEol(this.at(this.position + 1))) break;
      detected = true;
      this.position++;
      if (this.skipSeparationSpace(true) !== 0 && this.lineIndent <= nodeIndent) {
        result.push(null);
        ch = this.at(this.position);
        continue;
      }
      const line = this.line;
      this.composeNode(nodeIndent, blockIn, false, true);
      result.push(this.result);
      this.skipSeparationSpace(true);
      ch = this.at(this.position);
      if ((this.line === line || this.lineIndent > nodeIndent) && ch !== 0) decline();
      else if (this.lineIndent < nodeIndent) break;
    }
    if (!detected) return false;
    this.result = result;
    this.isCollection = true;
    return true;
  }

  private readBlockMapping(nodeIndent: number, flowIndent: number): boolean {
    const result: Record<string, unknown> = {};
    let detected = false;
    let ch = this.at(this.position);
    while (ch !== 0) {
      const following = this.at(this.position + 1);
      const line = this.line;
      // Explicit keys (`? key` / `: value`).
      if ((ch === 0x3f /* ? */ || ch === COLON) && isWsOrEol(following)) decline();
      if (!this.composeNode(flowIndent, flowOut, false, true)) break;
      if (this.line !== line) {
        if (detected) decline();
        return true; // not a mapping: the node read stays the result
      }
      ch = this.at(this.position);
      while (ch === SPACE) ch = this.at(++this.position);
      if (ch !== COLON) {
        if (detected) decline();
        return true;
      }
      ch = this.at(++this.position);
      if (!isWsOrEol(ch)) decline();
      if (this.isCollection) decline(); // a flow collection as a key
      const key = keyText(this.result);
      detected = true;
      let value: unknown = null;
      if (this.line === line || this.lineIndent > nodeIndent) {
        if (this.composeNode(nodeIndent, blockOut, true, false)) value = this.result;
        storePair(result, key, value);
        this.skipSeparationSpace(true);
        ch = this.at(this.position);
      }
      if ((this.line === line || this.lineIndent > nodeIndent) && ch !== 0) decline();
      else if (this.lineIndent < nodeIndent) break;
    }
    if (!detected) return false;
    this.result = result;
    this.isCollection = true;
    return true;
  }

  /**
   * js-yaml's readFlowCollection (JSON is the common case), without explicit `? key` pairs and without pairs
   * inside sequences (`[a: b]`, which js-yaml turns into one-key mappings).
   */
  private readFlowCollection(nodeIndent: number): boolean {
    const open = this.at(this.position);
    if (open !== 0x5b /* [ */ && open !== 0x7b /* { */) return false;
    const isMapping = open === 0x7b;
    const terminator = isMapping ? 0x7d /* } */ : 0x5d; /* ] */
    const sequence: unknown[] = [];
    const mapping: Record<string, unknown> = {};
    let readNext = true;
    this.position++;
    for (;;) {
      this.skipSeparationSpace(true);
      let ch = this.at(this.position);
      if (ch === terminator) break;
      // The end of the text, a missing comma, an empty entry, or an explicit pair.
      if (ch === 0 || !readNext || ch === 0x2c /* , */) decline();
      if (ch === 0x3f /* ? */ && isWsOrEol(this.at(this.position + 1))) decline();
      const line = this.line;
      this.composeNode(nodeIndent, flowIn, false, true);
      const entry = this.result;
      const entryIsCollection = this.isCollection;
      this.skipSeparationSpace(true);
      ch = this.at(this.position);
      if (this.line === line && ch === COLON) {
        if (!isMapping || entryIsCollection) decline();
        this.position++;
        this.skipSeparationSpace(true);
        this.composeNode(nodeIndent, flowIn, false, true);
        storePair(mapping, keyText(entry), this.result);
      } else if (isMapping) {
        if (entryIsCollection) decline();
        storePair(mapping, keyText(entry), null);
      } else {
        sequence.push(entry);
      }
      this.skipSeparationSpace(true);
      readNext = this.at(this.position) === 0x2c;
      if (readNext) this.position++;
    }
    this.position++;
    this.result = isMapping ? mapping : sequence;
    this.isCollection = true;
    return true;
  }

  private readBlockScalar(nodeIndent: number): boolean {
    let ch = this.at(this.position);
    let folding: boolean;
    if (ch === 0x7c /* | */) folding = false;
    else if (ch === 0x3e /* > */) folding = true;
    else return false;
    const input = this.input;
    let chomping = chompClip;
    let didReadContent = false;
    let detectedIndent = false;
    let textIndent = nodeIndent;
    let emptyLines = 0;
    let atMoreIndented = false;
    let result = "";
    while (ch !== 0) {
      ch = input.charCodeAt(++this.position) | 0;
      if (ch === 0x2b /* + */ || ch === DASH) {
        if (chomping !== chompClip) decline();
        chomping = ch === 0x2b ? chompKeep : chompStrip;
      } else if (ch >= 0x30 && ch <= 0x39) {
        if (ch === 0x30 || detectedIndent) decline();
        textIndent = nodeIndent + (ch - 0x30) - 1;
        detectedIndent = true;
      } else {
        break;
      }
    }
    if (ch === SPACE) {
      do ch = input.charCodeAt(++this.position) | 0;
      while (ch === SPACE);
      if (ch === HASH) {
        const end = input.indexOf("\n", this.position);
        this.position = end === -1 ? this.length : end;
        ch = input.charCodeAt(this.position) | 0;
      }
    }
    while (ch !== 0) {
      // js-yaml reads a line break here whatever the character: anything but one ends its header in an error.
      if (ch !== LF) decline();
      this.readLineBreak();
      let lineIndent = 0;
      ch = input.charCodeAt(this.position) | 0;
      while ((!detectedIndent || lineIndent < textIndent) && ch === SPACE) {
        lineIndent++;
        ch = input.charCodeAt(++this.position) | 0;
      }
      this.lineIndent = lineIndent;
      if (!detectedIndent && lineIndent > textIndent) textIndent = lineIndent;
      if (ch === LF) {
        emptyLines++;
        continue;
      }
      if (!detectedIndent && textIndent === 0) decline();
      if (lineIndent < textIndent) {
        if (chomping === chompKeep) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
        else if (chomping === chompClip && didReadContent) result += "\n";
        break;
      }
      if (folding) {
        if (ch === SPACE) {
          atMoreIndented = true;
          result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
        } else if (atMoreIndented) {
          atMoreIndented = false;
          result += "\n".repeat(emptyLines + 1);
        } else if (emptyLines === 0) {
          if (didReadContent) result += " ";
        } else {
          result += "\n".repeat(emptyLines);
        }
      } else {
        result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
      }
      didReadContent = true;
      detectedIndent = true;
      emptyLines = 0;
      const start = this.position;
      // Past the last line break (an indentation of 0 with `|1` at the top level reads on) the line is empty.
      const end = input.indexOf("\n", start);
      this.position = end === -1 ? this.length : end;
      result += input.slice(start, this.position);
      ch = end === -1 ? 0 : LF;
    }
    this.result = result;
    return true;
  }

  private readSingleQuotedScalar(): boolean {
    if (this.at(this.position) !== SQUOTE) return false;
    const input = this.input;
    let result = "";
    let ch: number;
    this.position++;
    let captureStart = this.position;
    let captureEnd = this.position;
    while ((ch = input.charCodeAt(this.position) | 0) !== 0) {
      if (ch === SQUOTE) {
        result += input.slice(captureStart, this.position);
        ch = input.charCodeAt(++this.position) | 0;
        if (ch === SQUOTE) {
          captureStart = this.position;
          this.position++;
          captureEnd = this.position;
        } else {
          this.result = result;
          return true;
        }
      } else if (ch === LF) {
        result += input.slice(captureStart, captureEnd);
        result += this.foldQuotedLineBreaks();
        captureStart = captureEnd = this.position;
      } else if (this.position === this.lineStart && this.atDocumentSeparator()) {
        decline();
      } else {
        this.position++;
        if (ch !== SPACE) captureEnd = this.position;
      }
    }
    return decline();
  }

  private readDoubleQuotedScalar(): boolean {
    if (this.at(this.position) !== DQUOTE) return false;
    const input = this.input;
    let result = "";
    let ch: number;
    this.position++;
    let captureStart = this.position;
    let captureEnd = this.position;
    while ((ch = input.charCodeAt(this.position) | 0) !== 0) {
      if (ch === DQUOTE) {
        result += input.slice(captureStart, this.position);
        this.position++;
        this.result = result;
        return true;
      } else if (ch === BACKSLASH) {
        result += input.slice(captureStart, this.position);
        ch = input.charCodeAt(++this.position) | 0;
        const simple = simpleEscape(ch);
        if (ch === LF) {
          this.skipQuotedLineBreaks();
        } else if (simple !== undefined) {
          result += simple;
          this.position++;
        } else {
          const hexLength = escapedHexLength(ch);
          if (hexLength === 0) decline();
          let code = 0;
          for (let i = 0; i < hexLength; i++) {
            const digit = fromHexCode(input.charCodeAt(++this.position) | 0);
            if (digit < 0) decline();
            code = code * 16 + digit;
          }
          // js-yaml builds the code point with `<< 4`, which wraps past 2^31; such escapes leave the subset.
          if (code > 0x10ffff) decline();
          result += String.fromCodePoint(code);
          this.position++;
        }
        captureStart = captureEnd = this.position;
      } else if (ch === LF) {
        result += input.slice(captureStart, captureEnd);
        result += this.foldQuotedLineBreaks();
        captureStart = captureEnd = this.position;
      } else if (this.position === this.lineStart && this.atDocumentSeparator()) {
        decline();
      } else {
        this.position++;
        if (ch !== SPACE) captureEnd = this.position;
      }
    }
    return decline();
  }

  /** A line break inside a quoted scalar and the blank lines after it, folded as js-yaml does. */
  private foldQuotedLineBreaks(): string {
    return foldedLines(this.skipQuotedLineBreaks());
  }

  // js-yaml warns (and only warns) about a continuation line indented less than the scalar; the subset has no
  // reason to care, since the value is the same.
  private skipQuotedLineBreaks(): number {
    return this.skipSeparationSpace(false);
  }

  /**
   * js-yaml's readPlainScalar in block context: each line's end is found with `indexOf`, then the line is
   * searched for the two things that end a plain scalar, `: ` and ` #`.
   */
  private readPlainScalar(nodeIndent: number, withinFlow: boolean): boolean {
    const input = this.input;
    const ch = input.charCodeAt(this.position) | 0;
    if (cannotStartPlain(ch)) return false;
    if (ch === 0x3f /* ? */ || ch === DASH) {
      const following = input.charCodeAt(this.position + 1) | 0;
      if (isWsOrEol(following) || (withinFlow && isFlowIndicator(following))) return false;
    }
    let result = "";
    let pending = false;
    let breaksBefore = 0;
    for (;;) {
      // The end of the text, or a continuation line that starts with a document marker (at column 0 only).
      if ((input.charCodeAt(this.position) | 0) === 0) break;
      if (this.position === this.lineStart && this.atDocumentSeparator()) break;
      const stop = plainStop(input, this.position, withinFlow);
      const lineEnd = (input.charCodeAt(stop) | 0) === LF ? stop : input.indexOf("\n", stop);
      let end = stop;
      while (end > this.position && (input.charCodeAt(end - 1) | 0) === SPACE) end--;
      if (pending && stop > this.position) {
        result += foldedLines(breaksBefore);
        pending = false;
      }
      result += input.slice(this.position, end);
      if (stop !== lineEnd) {
        this.position = stop;
        break;
      }
      // The line ended: the scalar goes on if the next content line is indented deeper than its parent.
      const captureEnd = end;
      const line = this.line;
      const lineStart = this.lineStart;
      const lineIndent = this.lineIndent;
      this.position = lineEnd;
      this.skipSeparationSpace(false);
      if (this.lineIndent >= nodeIndent) {
        breaksBefore = this.line - line;
        pending = true;
        continue;
      }
      this.position = captureEnd;
      this.line = line;
      this.lineStart = lineStart;
      this.lineIndent = lineIndent;
      break;
    }
    if (result === "") return false;
    this.result = result;
    return true;
  }
}

/**
 * Where a plain scalar's text on one line stops: at a `:` followed by a blank or the line's end, at a `#`
 * after a blank (or at the first character, which follows indentation or a line break), at the line's end,
 * and inside a flow collection at a flow indicator or a `:` before one. One pass over the line: `indexOf`
 * would run past the line to the next `#`, often the end of the file.
 */
function plainStop(input: string, from: number, withinFlow: boolean): number {
  for (let i = from; ; i++) {
    const ch = input.charCodeAt(i) | 0;
    if (ch === LF || ch === 0) return i;
    if (ch === COLON) {
      const after = input.charCodeAt(i + 1) | 0;
      if (after === SPACE || after === LF || (withinFlow && isFlowIndicator(after))) return i;
    } else if (ch === HASH) {
      if (i === from || (input.charCodeAt(i - 1) | 0) === SPACE) return i;
    } else if (withinFlow && isFlowIndicator(ch)) {
      return i;
    }
  }
}

/** A plain scalar's value under the kubectl schema; `<<` (a merge key) and values without JSON leave the subset. */
function resolvePlain(text: string): unknown {
  if (text === "<<") decline();
  const resolved = resolveNonString(text);
  if (resolved === undefined) return text;
  const value = resolved.value;
  if (typeof value === "object" && value !== null && !(value instanceof Int64Scalar)) decline();
  return value;
}

/** A mapping key as js-yaml stores it: the scalar's value as text. Integers past 2^53 leave the subset. */
function keyText(value: unknown): string {
  if (typeof value === "object" && value !== null) decline();
  return String(value);
}

function storePair(mapping: Record<string, unknown>, key: string, value: unknown): void {
  if (Object.hasOwn(mapping, key)) decline(); // js-yaml: "duplicated mapping key"
  if (key === "__proto__") {
    Object.defineProperty(mapping, key, { configurable: true, enumerable: true, writable: true, value });
  } else {
    mapping[key] = value;
  }
}
