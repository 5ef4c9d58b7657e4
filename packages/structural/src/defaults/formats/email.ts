import { parseIP } from "./ip.js";

/**
 * The `email` format: whether Go's net/mail.ParseAddress accepts the text as one address (`a@b.c`,
 * `"quoted"@b`, `Name <a@b>`, `a@[1.2.3.4]`, comments in parentheses). RFC 2047 encoded words are taken as
 * plain atoms.
 */
export function isEmail(text: string): boolean {
  const parser = new AddressParser(text);
  return parser.parseSingleAddress();
}

const specials = new Set(["(", ")", "<", ">", "[", "]", ":", ";", "@", "\\", ",", '"']);

function isVchar(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x21 && code <= 0x7e) || code >= 0x80;
}

function isAtext(ch: string, dot: boolean): boolean {
  if (ch === ".") return dot;
  return !specials.has(ch) && isVchar(ch);
}

const isWSP = (ch: string): boolean => ch === " " || ch === "\t";

class AddressParser {
  constructor(private s: string) {}

  parseSingleAddress(): boolean {
    if (!this.parseAddress(true)) return false;
    return this.skipCFWS() && this.s === "";
  }

  private parseAddress(allowGroup: boolean): boolean {
    this.skipSpace();
    if (this.s === "") return false;
    if (this.tryAddrSpec()) {
      this.skipSpace();
      if (this.s.startsWith("(")) return this.consumeComment();
      return true;
    }
    let words = 0;
    if (!this.s.startsWith("<")) {
      words = this.consumePhrase();
      if (words === 0) return false;
    }
    this.skipSpace();
    if (allowGroup && this.consume(":")) return this.consumeSingleGroupMember();
    if (!this.consume("<")) return false;
    return this.tryAddrSpec() && this.consume(">");
  }

  // A group (`Name: a@b;`) is accepted only when it holds exactly one address.
  private consumeSingleGroupMember(): boolean {
    if (!this.skipCFWS() || !this.parseAddress(false) || !this.skipCFWS()) return false;
    return this.consume(";") && this.skipCFWS();
  }

  private tryAddrSpec(): boolean {
    const saved = this.s;
    const ok = this.consumeAddrSpec();
    if (!ok) this.s = saved;
    return ok;
  }

  private consumeAddrSpec(): boolean {
    this.skipSpace();
    if (this.s === "") return false;
    const local = this.s.startsWith('"') ? this.consumeQuotedString() : this.consumeAtom(true, false);
    if (local === undefined || local === "" || !this.consume("@")) return false;
    this.skipSpace();
    if (this.s === "") return false;
    if (this.s.startsWith("[")) return this.consumeDomainLiteral();
    return this.consumeAtom(true, false) !== undefined;
  }

  private consumeAtom(dot: boolean, permissive: boolean): string | undefined {
    let atom = "";
    for (const ch of this.s) {
      if (!isAtext(ch, dot)) break;
      atom += ch;
    }
    if (atom === "") return undefined;
    this.s = this.s.slice(atom.length);
    if (!permissive && (atom.startsWith(".") || atom.endsWith(".") || atom.includes(".."))) return undefined;
    return atom;
  }

  private consumeQuotedString(): string | undefined {
    let text = "";
    let escaped = false;
    let i = 1;
    for (const ch of this.s.slice(1)) {
      i += ch.length;
      if (escaped) {
        if (!isVchar(ch) && !isWSP(ch)) return undefined;
        text += ch;
        escaped = false;
      } else if (ch === '"') {
        this.s = this.s.slice(i);
        return text;
      } else if (ch === "\\") {
        escaped = true;
      } else if ((isVchar(ch) && ch !== "\\") || isWSP(ch)) {
        text += ch;
      } else {
        return undefined;
      }
    }
    return undefined;
  }

  private consumeDomainLiteral(): boolean {
    const close = this.s.indexOf("]");
    if (close < 0) return false;
    const dtext = this.s.slice(1, close);
    for (const ch of dtext) if (ch === "[" || ch === "\\" || !isVchar(ch)) return false;
    this.s = this.s.slice(close + 1);
    return parseIP(dtext, false) !== undefined;
  }

  // Returns the number of words read (quoted strings or permissive dot-atoms).
  private consumePhrase(): number {
    let words = 0;
    for (;;) {
      if (words > 0 && !this.skipCFWS()) return 0;
      this.skipSpace();
      if (this.s === "") break;
      const word = this.s.startsWith('"') ? this.consumeQuotedString() : this.consumeAtom(true, true);
      if (word === undefined) break;
      words++;
    }
    return words;
  }

  private skipSpace(): void {
    this.s = this.s.replace(/^[ \t]+/, "");
  }

  private skipCFWS(): boolean {
    this.skipSpace();
    while (this.s.startsWith("(")) {
      if (!this.consumeComment()) return false;
      this.skipSpace();
    }
    return true;
  }

  // A parenthesised comment, nested parentheses and backslash escapes allowed.
  private consumeComment(): boolean {
    let depth = 1;
    let i = 1;
    while (i < this.s.length && depth > 0) {
      const ch = this.s[i];
      if (ch === "\\" && i + 1 < this.s.length) i++;
      else if (ch === "(") depth++;
      else if (ch === ")") depth--;
      i++;
    }
    this.s = this.s.slice(i);
    return depth === 0;
  }

  private consume(ch: string): boolean {
    if (!this.s.startsWith(ch)) return false;
    this.s = this.s.slice(ch.length);
    return true;
  }
}
