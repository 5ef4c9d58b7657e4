import { InternalError } from "@crdgen/core";
import type { State } from "js-yaml";
import type { GoKey } from "./go-keys.js";
import { goKeyOf } from "./go-keys.js";
import { contentStart } from "./node-tracker.js";
import { Int64Scalar, NonJsonScalar } from "./scalars.js";
import { lastNonStringScalar } from "./schema.js";

/** A mapping key kubectl cannot turn into a JSON key, and where its node starts. */
export interface KeyRefusal {
  readonly what: "null" | "uint64" | "sequence" | "mapping";
  readonly offset: number;
}

type Listener = (event: "open" | "close", state: State) => void;

// What js-yaml's state holds while a node closes, beyond what its type declarations show.
type ClosingState = Omit<State, "kind"> & { tag: string | null; anchor: string | null; kind: string | null };

/**
 * A js-yaml listener that gives mapping keys the text sigs.k8s.io/yaml gives them. js-yaml makes a key of
 * any value with `String(value)`, which spells numbers as JavaScript does and accepts null, uint64 and
 * collection keys; go-yaml keeps the key's Go value and sigs.k8s.io/yaml then spells it (yaml.go:213-249) or
 * fails, as go-yaml fails on a collection key (decode.go:671-674 "invalid map key"). When a node that is
 * not a string or a boolean closes as a key (a `:` follows it on its line, or a `?` comes before it), its
 * result becomes the Go key's text before js-yaml stores the pair; the first refused key is kept.
 */
export class KeyChecker {
  private readonly openOffsets: number[] = [];
  // Anchored non-string scalars, for aliases used as keys: js-yaml gives an alias the anchored value only.
  private readonly anchored = new Map<string, { tag: typeof lastNonStringScalar.tag; text: string }>();
  private first: KeyRefusal | undefined;

  constructor(private readonly next: Listener | undefined) {}

  /** The first key kubectl would refuse, if any. */
  get refusal(): KeyRefusal | undefined {
    return this.first;
  }

  readonly listener = (event: "open" | "close", state: State): void => {
    this.next?.(event, state);
    if (event === "open") {
      this.openOffsets.push(state.position);
      return;
    }
    const openOffset = this.openOffsets.pop();
    if (openOffset === undefined) throw new InternalError("js-yaml closed a node it had not opened");
    const closing = state as ClosingState;
    const result: unknown = closing.result;
    if (typeof result === "string" || typeof result === "boolean") return;
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
  };

  private settle(state: ClosingState, openOffset: number, key: GoKey): void {
    if ("key" in key) {
      state.result = key.key;
    } else {
      this.refuse(key.refused, state.input, openOffset, state.position);
    }
  }

  private refuse(what: KeyRefusal["what"], input: string, from: number, to: number): void {
    this.first ??= { what, offset: contentStart(input, from, to) };
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
