import { Int64Scalar, NonJsonScalar } from "./scalars.js";

/** One JSON value read as encoding/json's Decoder reads it, and what it decodes to. */
export interface JsonValue {
  readonly kind: "value";
  readonly value: unknown;
  /** Offsets of the value's first character and past its last, in the text. */
  readonly start: number;
  readonly end: number;
  /** Where each value with no JSON form (a number past float64) starts. */
  readonly nonJson: ReadonlyMap<NonJsonScalar, number>;
  /** Whether an integer past 2^53 was kept as an {@link Int64Scalar}. */
  readonly int64: boolean;
  /** The first key written twice in one object (Go keeps the last; the API server refuses the object). */
  readonly duplicateKey?: { readonly key: string; readonly at: number };
}

/** Where and why the Decoder fails. */
export interface JsonFailure {
  readonly kind: "failure";
  /** Go's error text: a SyntaxError's message, or "unexpected EOF". */
  readonly message: string;
  /** Offset of the offending character (for "unexpected EOF", past the text's last non-space character). */
  readonly at: number;
  /** Whether Go's error is a *json.SyntaxError (whose Offset then counts the bytes up to and with `at`). */
  readonly syntax: boolean;
}

/** Nothing but whitespace was left: the Decoder's io.EOF. */
export interface JsonEnd {
  readonly kind: "end";
}

// encoding/json's maxNestingDepth (scanner.go), past which its scanner fails.
const maxNestingDepth = 10000;

// Thrown from deep in the reader to its caller, which returns the failure.
class Failed extends Error {
  constructor(readonly failure: JsonFailure) {
    super(failure.message);
  }
}

interface ObjectFrame {
  readonly object: Record<string, unknown>;
  key: string;
  keyStart: number;
}

type Frame = ObjectFrame | { readonly array: unknown[] };

/**
 * Reads the JSON value at `from` as Go's json.Decoder.Decode does (Go 1.25 encoding/json stream.go readValue and
 * scanner.go), into a RawExtension: the value's text is checked byte by byte by the scanner's state machine, and
 * the first byte it refuses is the error, with the scanner's words ("invalid character 'x' looking for
 * beginning of value"); text that ends inside a value is "unexpected EOF". A number ends at the first character
 * that cannot continue it, whatever that is (the next value is then refused there). The value is what the API
 * server decodes the text kubectl sends to: integers within int64 exactly (past 2^53 as {@link Int64Scalar}s when
 * `exactIntegers`), other numbers as float64, strings unquoted as Go does (a lone surrogate escape is U+FFFD).
 */
export function readJsonValue(
  text: string,
  from: number,
  exactIntegers: boolean,
): JsonValue | JsonFailure | JsonEnd {
  const reader = new JsonReader(text, from, exactIntegers);
  try {
    return reader.read();
  } catch (error) {
    if (error instanceof Failed) return error.failure;
    throw error;
  }
}

class JsonReader {
  private pos: number;
  private readonly nonJson = new Map<NonJsonScalar, number>();
  private int64 = false;
  private duplicate: { readonly key: string; readonly at: number } | undefined;

  constructor(
    private readonly text: string,
    from: number,
    private readonly exactIntegers: boolean,
  ) {
    this.pos = from;
  }

  read(): JsonValue | JsonEnd {
    this.skipSpace();
    if (this.pos >= this.text.length) return { kind: "end" };
    const start = this.pos;
    const stack: Frame[] = [];
    let value = this.beginValue(stack);
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) break;
      if ("array" in top) top.array.push(value);
      else this.setKey(top, value);
      this.skipSpace();
      const c = this.next();
      if (c === 0x2c /* , */) {
        this.pos++;
        if ("object" in top) this.readKey(top, "looking for beginning of object key string");
        value = this.beginValue(stack);
        continue;
      }
      if ("array" in top && c !== 0x5d /* ] */) this.fail(c, "after array element");
      if ("object" in top && c !== 0x7d /* } */) this.fail(c, "after object key:value pair");
      this.pos++;
      stack.pop();
      value = "array" in top ? top.array : top.object;
    }
    const found = {
      kind: "value",
      value,
      start,
      end: this.pos,
      nonJson: this.nonJson,
      int64: this.int64,
    } as const;
    return this.duplicate === undefined ? found : { ...found, duplicateKey: this.duplicate };
  }

  // stateBeginValue: a scalar or an empty collection; a collection with content is pushed on the stack (with
  // its first key read), and its first value read in turn.
  private beginValue(stack: Frame[]): unknown {
    for (;;) {
      this.skipSpace();
      const c = this.next();
      if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        // pushParseState: the scanner fails past its depth at the bracket, empty collections included.
        if (stack.length + 1 > maxNestingDepth) this.fail(c, "exceeded max depth");
        this.pos++;
        this.skipSpace();
        const close = c === 0x7b ? 0x7d : 0x5d;
        if (this.peek() === close) {
          this.pos++;
          return c === 0x7b ? {} : [];
        }
        if (c === 0x5b) {
          stack.push({ array: [] });
          continue;
        }
        const frame = { object: {}, key: "", keyStart: 0 };
        stack.push(frame);
        this.readKey(frame, "looking for beginning of object key string");
        continue;
      }
      if (c === 0x22 /* " */) return this.string();
      if (c === 0x2d /* - */ || isDigit(c)) return this.number();
      if (c === 0x74 /* t */) return this.literal("true", true);
      if (c === 0x66 /* f */) return this.literal("false", false);
      if (c === 0x6e /* n */) return this.literal("null", null);
      return this.fail(c, "looking for beginning of value");
    }
  }

  // stateBeginString, the key, then the colon (stateEndValue after an object key).
  private readKey(frame: ObjectFrame, context: string): void {
    this.skipSpace();
    const c = this.next();
    if (c !== 0x22 /* " */) this.fail(c, context);
    frame.keyStart = this.pos;
    frame.key = this.string();
    this.skipSpace();
    const colon = this.next();
    if (colon !== 0x3a /* : */) this.fail(colon, "after object key");
    this.pos++;
  }

  // Go keeps the last of two equal keys, and the API server refuses the object; the first is noted.
  private setKey(frame: ObjectFrame, value: unknown): void {
    if (this.duplicate === undefined && Object.prototype.hasOwnProperty.call(frame.object, frame.key)) {
      this.duplicate = { key: frame.key, at: frame.keyStart };
    }
    Object.defineProperty(frame.object, frame.key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }

  private string(): string {
    const text = this.text;
    const start = this.pos++;
    let escaped = false;
    for (;;) {
      const c = this.next();
      if (c === 0x22 /* " */) break;
      if (c < 0x20) this.fail(c, "in string literal");
      if (c === 0x5c /* \ */) {
        escaped = true;
        this.pos++;
        const e = this.next();
        if (e === 0x75 /* u */) {
          for (let i = 0; i < 4; i++) {
            this.pos++;
            const h = this.next();
            if (!isHex(h)) this.fail(h, "in \\u hexadecimal character escape");
          }
        } else if (!'"\\/bfnrt'.includes(String.fromCharCode(e))) {
          this.fail(e, "in string escape code");
        }
      }
      this.pos++;
    }
    this.pos++;
    return escaped ? unquote(text.slice(start + 1, this.pos - 1)) : text.slice(start + 1, this.pos - 1);
  }

  // state1/state0/stateDot/stateE...: the number ends at the first character that cannot continue it.
  private number(): unknown {
    const start = this.pos;
    if (this.next() === 0x2d /* - */) {
      this.pos++;
      const c = this.next();
      if (!isDigit(c)) this.fail(c, "in numeric literal");
    }
    if (this.next() === 0x30 /* 0 */) this.pos++;
    else this.digits();
    let integer = true;
    if (this.peek() === 0x2e /* . */) {
      integer = false;
      this.pos++;
      const c = this.next();
      if (!isDigit(c)) this.fail(c, "after decimal point in numeric literal");
      this.digits();
    }
    const e = this.peek();
    if (e === 0x65 /* e */ || e === 0x45 /* E */) {
      integer = false;
      this.pos++;
      const sign = this.next();
      if (sign === 0x2b /* + */ || sign === 0x2d /* - */) this.pos++;
      const c = this.next();
      if (!isDigit(c)) this.fail(c, "in exponent of numeric literal");
      this.digits();
    }
    return this.numberValue(this.text.slice(start, this.pos), integer, start);
  }

  // The API server's decoder (sigs.k8s.io/json, UseNumber then int64 or float64): an integer within int64
  // exactly, anything else as a float64, which past its range has no JSON form.
  private numberValue(text: string, integer: boolean, start: number): unknown {
    if (integer) {
      const exact = BigInt(text);
      if (exact >= -(2n ** 63n) && exact < 2n ** 63n) {
        const value = Number(text);
        if (!this.exactIntegers || Number.isSafeInteger(value)) return value;
        this.int64 = true;
        return new Int64Scalar(exact.toString());
      }
    }
    const value = Number(text);
    if (Number.isFinite(value)) return value;
    const scalar = new NonJsonScalar("!!float", text);
    this.nonJson.set(scalar, start);
    return scalar;
  }

  private digits(): void {
    while (isDigit(this.peek())) this.pos++;
  }

  private literal(word: string, value: boolean | null): boolean | null {
    for (let i = 1; i < word.length; i++) {
      this.pos++;
      const c = this.next();
      if (c !== word.charCodeAt(i)) this.fail(c, `in literal ${word} (expecting '${word.charAt(i)}')`);
    }
    this.pos++;
    return value;
  }

  private skipSpace(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return;
      this.pos++;
    }
  }

  // The character at the position, which the value needs: past the end the Decoder fails "unexpected EOF".
  private next(): number {
    if (this.pos >= this.text.length) {
      // Pointed at the end of the text's last line with content, as the YAML reader points at the end.
      const at = /[ \t\r\n]*$/.exec(this.text)?.index ?? this.text.length;
      throw new Failed({ kind: "failure", message: "unexpected EOF", at, syntax: false });
    }
    return this.text.charCodeAt(this.pos);
  }

  // The character at the position, where the value may end (NaN past the text).
  private peek(): number {
    return this.text.charCodeAt(this.pos);
  }

  private fail(c: number, context: string): never {
    throw new Failed({
      kind: "failure",
      message: `invalid character ${quoteChar(this.text, this.pos, c)} ${context}`,
      at: this.pos,
      syntax: true,
    });
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
}

const goEscapes = new Map<number, string>([
  [0x07, "\\a"],
  [0x08, "\\b"],
  [0x0c, "\\f"],
  [0x0a, "\\n"],
  [0x0d, "\\r"],
  [0x09, "\\t"],
  [0x0b, "\\v"],
  [0x5c, "\\\\"],
]);

/**
 * scanner.go quoteChar: the offending byte in quotes, as strconv.Quote writes it (the byte as a rune: the first
 * byte of a UTF-8 sequence is a Latin-1 letter there).
 */
function quoteChar(text: string, at: number, c: number): string {
  if (c === 0x27) return "'\\''";
  if (c === 0x22) return "'\"'";
  if (c < 0x80) {
    const escape = goEscapes.get(c);
    if (escape !== undefined) return `'${escape}'`;
    if (c < 0x20 || c === 0x7f) return `'\\x${c.toString(16).padStart(2, "0")}'`;
    return `'${String.fromCharCode(c)}'`;
  }
  const first = Buffer.from(String.fromCodePoint(text.codePointAt(at) ?? c))[0] ?? 0;
  return `'${String.fromCharCode(first)}'`;
}

/** decode.go unquote: escapes, with a \u surrogate that does not pair with the next one read as U+FFFD. */
function unquote(body: string): string {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body.charAt(i);
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = body.charAt(++i);
    if (e !== "u") {
      out += e === "b" ? "\b" : e === "f" ? "\f" : e === "n" ? "\n" : e === "r" ? "\r" : e === "t" ? "\t" : e;
      continue;
    }
    const unit = parseInt(body.slice(i + 1, i + 5), 16);
    i += 4;
    if (unit < 0xd800 || unit > 0xdfff) {
      out += String.fromCharCode(unit);
      continue;
    }
    const low = /^\\u([0-9a-fA-F]{4})/.exec(body.slice(i + 1));
    const second = low === null ? -1 : parseInt(low[1] ?? "", 16);
    if (unit < 0xdc00 && second >= 0xdc00 && second <= 0xdfff) {
      out += String.fromCharCode(unit, second);
      i += 6;
    } else {
      out += "\ufffd";
    }
  }
  return out;
}
