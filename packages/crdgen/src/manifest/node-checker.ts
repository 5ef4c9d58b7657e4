import { InternalError } from "@crdgen/core";
import type { State } from "js-yaml";
import { blockScalarTab } from "./block-scalar-tabs.js";
import type { GoKey } from "./go-keys.js";
import { goKeyOf } from "./go-keys.js";
import { contentStart } from "./node-tracker.js";
import { MergeKeys } from "./merge-keys.js";
import { Int64Scalar, NonJsonScalar } from "./scalars.js";
import { lastNonStringScalar } from "./schema.js";

/** A node go-yaml or sigs.k8s.io/yaml refuses, and where. */
export interface NodeRefusal {
  /** A key kubectl cannot turn into a JSON key, an escape go-yaml does not read, or a `!!` tag with no name. */
  readonly what:
    "null" | "uint64" | "sequence" | "mapping" | "escape" | "emptyTag" | "mergeValue" | "blockScalarTab";
  readonly offset: number;
  /** The escape as written, for `escape`. */
  readonly escape?: string;
}

/**
 * Whether a text may hold a double-quoted escape that js-yaml reads and go-yaml refuses: `\/` (YAML 1.2's,
 * unknown to go-yaml's YAML 1.1) or a `\u`/`\U` escape (which go-yaml refuses for surrogates and past
 * U+10FFFF). Only such texts have their double-quoted scalars checked.
 */
export function mayHoldRefusedEscapes(text: string): boolean {
  return /\\[/uU]/.test(text);
}

/** Whether a text may hold a tab that go-yaml refuses in a block scalar's indentation. */
export function mayHoldBlockScalarTabs(text: string): boolean {
  return text.includes("\t");
}

/** Whether a text may hold a `<<` merge key, whose mappings are then merged in go-yaml's order. */
export function mayHoldMergeKeys(text: string): boolean {
  return text.includes("<<");
}

const mergeTag = "tag:yaml.org,2002:merge";
const strTag = "tag:yaml.org,2002:str";

type Listener = (event: "open" | "close", state: State) => void;

// What js-yaml's state holds while a node closes, beyond what its type declarations show.
type ClosingState = Omit<State, "kind"> & { tag: string | null; anchor: string | null; kind: string | null };

/**
 * A js-yaml listener for what go-yaml reads differently from js-yaml, node by node. It gives mapping keys
 * the text sigs.k8s.io/yaml gives them, and notes the first node go-yaml refuses: a key below, a `!!` tag with
 * no name (scannerc.go:2018 "did not find expected tag URI"), and, when asked to, a double-quoted escape
 * go-yaml does not read (scannerc.go:2377-2456). js-yaml makes a key of js-yaml makes a key of
 * any value with `String(value)`, which spells numbers as JavaScript does and accepts null, uint64 and
 * collection keys; go-yaml keeps the key's Go value and sigs.k8s.io/yaml then spells it (yaml.go:213-249) or
 * fails, as go-yaml fails on a collection key (decode.go:671-674 "invalid map key"). When a node that is
 * not a string or a boolean closes as a key (a `:` follows it on its line, or a `?` comes before it), its
 * result becomes the Go key's text before js-yaml stores the pair; the first refused key is kept.
 */
export class NodeChecker {
  private readonly openOffsets: number[] = [];
  // Anchored non-string scalars, for aliases used as keys: js-yaml gives an alias the anchored value only.
  private readonly anchored = new Map<string, { tag: typeof lastNonStringScalar.tag; text: string }>();
  private first: NodeRefusal | undefined;
  private firstInText: NodeRefusal | undefined;
  private readonly merges: MergeKeys | undefined;

  constructor(
    private readonly next: Listener | undefined,
    /** Whether to check double-quoted escapes (YAML texts that {@link mayHoldRefusedEscapes}). */
    private readonly checkEscapes: boolean,
    /** Whether to merge `<<` keys as go-yaml does (YAML texts that {@link mayHoldMergeKeys}). */
    mergeKeys = false,
    /** Whether to look for tabs in block scalars' indentation (texts that {@link mayHoldBlockScalarTabs}). */
    private readonly checkBlockScalarTabs = false,
  ) {
    this.merges = mergeKeys ? new MergeKeys() : undefined;
  }

  /** The first node kubectl would refuse, if any. */
  get refusal(): NodeRefusal | undefined {
    const merge = this.merges?.refusal;
    if (merge !== undefined && (this.first === undefined || merge.offset < this.first.offset)) {
      return { what: "mergeValue", offset: merge.offset };
    }
    return this.first;
  }

  readonly listener = (event: "open" | "close", state: State): void => {
    this.next?.(event, state);
    if (event === "open") {
      this.openOffsets.push(state.position);
      this.merges?.opened();
      return;
    }
    const openOffset = this.openOffsets.pop();
    if (openOffset === undefined) throw new InternalError("js-yaml closed a node it had not opened");
    const closing = state as ClosingState;
    // go-yaml resolves no `!!merge` scalar (resolve.go:80-86): one that is not `<<` is the string it holds, and
    // as a key an ordinary key (decode.go:813-815), which js-yaml would try to merge.
    if (closing.tag === mergeTag && closing.result !== "<<") closing.tag = strTag;
    this.check(closing, openOffset);
    if (this.merges !== undefined) {
      const key = isKey(closing.input, openOffset, closing.position);
      this.merges.closed(closing, key, contentStart(closing.input, openOffset, closing.position));
    }
  };

  private check(closing: ClosingState, openOffset: number): void {
    const result: unknown = closing.result;
    if (closing.tag === "tag:yaml.org,2002:") {
      this.refuseText({
        what: "emptyTag",
        offset: contentStart(closing.input, openOffset, closing.position),
      });
    }
    if (this.checkBlockScalarTabs && closing.kind === "scalar") {
      this.checkBlockScalar(closing.input, openOffset, closing.position);
    }
    if (typeof result === "string") {
      if (this.checkEscapes && closing.kind === "scalar") {
        this.checkQuotedEscapes(closing.input, openOffset, closing.position);
      }
      return;
    }
    if (typeof result === "boolean") return;
    const isAlias =
      closing.kind === null && result !== null && closing.tag === null && closing.anchor === null;
    if (!isAlias && closing.anchor !== null && closing.kind === "scalar") {
      this.anchored.set(closing.anchor, { ...lastNonStringScalar });
    }
    if (!isKey(closing.input, openOffset, closing.position)) return;
    if (result instanceof Int64Scalar || result instanceof NonJsonScalar || typeof result === "number") {
      const scalar = isAlias ? this.aliasScalar(closing.input, openOffset) : lastNonStringScalar;
      this.settle(closing, openOffset, goKeyOf(scalar.tag, scalar.text, result));
    } else if (result === null || result === undefined) {
      this.settle(closing, openOffset, { refused: "null" });
    } else if (typeof result === "object") {
      this.refuse(
        Array.isArray(result) ? "sequence" : "mapping",
        closing.input,
        openOffset,
        closing.position,
      );
    }
  }

  private settle(state: ClosingState, openOffset: number, key: GoKey): void {
    if ("key" in key) {
      state.result = key.key;
    } else {
      this.refuse(key.refused, state.input, openOffset, state.position);
    }
  }

  /**
   * The first refusal go-yaml's scanner makes (a tab in a block scalar's indentation, an escape, an empty tag):
   * it comes before any error js-yaml finds further on, as go-yaml scans the text in order.
   */
  get scannerRefusal(): NodeRefusal | undefined {
    return this.firstInText;
  }

  private refuseText(refusal: NodeRefusal): void {
    this.first ??= refusal;
    this.firstInText ??= refusal;
  }

  private refuse(what: NodeRefusal["what"], input: string, from: number, to: number): void {
    this.first ??= { what, offset: contentStart(input, from, to) };
  }

  // A block scalar's lines, as go-yaml scans them for its indentation; the indentation level around it is the
  // column where the enclosing node's content starts (-1 at the top).
  private checkBlockScalar(input: string, open: number, close: number): void {
    const at = pastProperties(input, open, close);
    if (input.charAt(at) !== "|" && input.charAt(at) !== ">") return;
    const parentOpen = this.openOffsets[this.openOffsets.length - 1];
    let parentIndent = -1;
    if (parentOpen !== undefined) {
      const start = contentStart(input, parentOpen, input.length);
      parentIndent = start - (input.lastIndexOf("\n", start - 1) + 1);
    }
    const tab = blockScalarTab(input, at, parentIndent);
    if (tab !== undefined) this.refuseText({ what: "blockScalarTab", offset: tab });
  }

  // The node's text past its properties (`!tag`, `&anchor`); when it is a double-quoted scalar, its escapes.
  private checkQuotedEscapes(input: string, open: number, close: number): void {
    const at = pastProperties(input, open, close);
    if (input.charAt(at) !== '"') return;
    for (let i = input.indexOf("\\", at); i !== -1 && i < close; i = input.indexOf("\\", i + 2)) {
      const escape = refusedEscapeAt(input, i);
      if (escape !== undefined) {
        this.refuseText({ what: "escape", offset: i, escape });
        return;
      }
    }
  }

  private aliasScalar(
    input: string,
    openOffset: number,
  ): { tag: typeof lastNonStringScalar.tag; text: string } {
    const star = input.indexOf("*", openOffset);
    const name = /^[^\s,[\]{}]+/.exec(input.slice(star + 1))?.[0] ?? "";
    const scalar = this.anchored.get(name);
    if (scalar === undefined) {
      throw new InternalError(`the alias *${name} stands for no scalar anchored before it`);
    }
    return scalar;
  }
}

/** Where a node's content starts, past blanks, comments and its properties (`!tag`, `&anchor`). */
function pastProperties(input: string, open: number, close: number): number {
  let at = contentStart(input, open, close);
  while (input.charAt(at) === "!" || input.charAt(at) === "&") {
    while (at < close && !" \t\r\n".includes(input.charAt(at))) at++;
    at = contentStart(input, at, close);
  }
  return at;
}

/**
 * Whether the node read from `open` to `close` is a mapping key: a `:` follows it on its line (an implicit
 * key, in block or flow context), or a `?` indicator comes before it (an explicit key).
 */
function isKey(input: string, open: number, close: number): boolean {
  let after = close;
  while (input.charCodeAt(after) === 0x20 || input.charCodeAt(after) === 0x09) after++;
  if (input.charCodeAt(after) === 0x3a /* : */) return true;
  let before = open - 1;
  while (before >= 0 && " \t\r\n".includes(input.charAt(before))) before--;
  if (input.charCodeAt(before) !== 0x3f /* ? */) return false;
  // The `?` starts the line or follows a blank or a flow indicator (charAt gives "" before the text).
  return " \t\r\n[{,".includes(input.charAt(before - 1));
}

/**
 * The escape at `at` (a backslash) when go-yaml refuses it: `\\/`, which it does not know, or a `\\u`/`\\U`
 * escape of a surrogate or past U+10FFFF ("found invalid Unicode character escape code").
 */
function refusedEscapeAt(input: string, at: number): string | undefined {
  const kind = input.charAt(at + 1);
  if (kind === "/") return "\\/";
  const length = kind === "u" ? 4 : kind === "U" ? 8 : 0;
  if (length === 0) return undefined;
  const hex = input.slice(at + 2, at + 2 + length);
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== length) return undefined;
  const code = parseInt(hex, 16);
  return (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? `\\${kind}${hex}` : undefined;
}
