import { at, InternalError } from "@crdgen/core";
import type { State } from "js-yaml";
import type { AliasExcess } from "./alias-budget.js";
import { AliasBudget } from "./alias-budget.js";
import { NonJsonScalar } from "./scalars.js";

/** Where go-yaml would have given up on aliasing: the alias that tipped it over, as an offset. */
export interface AliasFinding extends AliasExcess {
  readonly offset: number;
}

// What js-yaml's state holds while a node closes, beyond what its type declarations show.
type ClosingState = Omit<State, "kind"> & { tag: string | null; anchor: string | null; kind: string | null };

/**
 * A js-yaml listener that sees every node as it is read. It replays go-yaml's alias accounting and records
 * where each {@link NonJsonScalar} starts. It costs a few percent of parse time, so the reader installs it
 * only for documents that may contain anchors or were found to hold NonJsonScalar values.
 */
export class NodeTracker {
  private readonly budget = new AliasBudget();
  // One entry per node being read: where it opened and how many of its children were aliases.
  private readonly openOffsets: number[] = [];
  private readonly openAliasChildren: number[] = [];
  private finding: AliasFinding | undefined;
  /** Offsets where NonJsonScalar values start. */
  readonly nonJsonOffsets = new Map<NonJsonScalar, number>();

  /** The first alias at which go-yaml would stop with "excessive aliasing", if any. */
  get aliasing(): AliasFinding | undefined {
    return this.finding;
  }

  /** The listener to pass to js-yaml. */
  readonly listener = (event: "open" | "close", state: State): void => {
    if (event === "open") {
      // go-yaml counts a node when it starts decoding it, before its children (an alias node included).
      if (this.finding === undefined) this.budget.countNode();
      this.openOffsets.push(state.position);
      this.openAliasChildren.push(0);
      return;
    }
    const openOffset = this.openOffsets.pop();
    const aliasChildren = this.openAliasChildren.pop();
    if (openOffset === undefined || aliasChildren === undefined) {
      throw new InternalError("js-yaml closed a node it had not opened");
    }
    const closing = state as ClosingState;
    // An alias node is the only one js-yaml closes with content but without a kind, tag or anchor.
    if (closing.kind === null && closing.result !== null && closing.tag === null && closing.anchor === null) {
      this.countAlias(closing, openOffset);
      const parent = this.openAliasChildren.length - 1;
      if (parent >= 0) this.openAliasChildren[parent] = at(this.openAliasChildren, parent) + 1;
      return;
    }
    const result: unknown = closing.result;
    if (aliasChildren > 0 && typeof result === "object" && result !== null) {
      this.budget.noteAliasChildren(result, aliasChildren);
    }
    if (result instanceof NonJsonScalar && !this.nonJsonOffsets.has(result)) {
      this.nonJsonOffsets.set(result, contentStart(closing.input, openOffset, closing.position));
    }
  };

  private countAlias(state: ClosingState, openOffset: number): void {
    if (this.finding !== undefined || this.budget.countAlias(state.result)) return;
    const excess = this.budget.exceeded;
    if (excess === undefined) return;
    const star = state.input.indexOf("*", openOffset);
    const offset = star === -1 || star > state.position ? openOffset : star;
    this.finding = { ...excess, offset };
  }
}

/** The first offset at or after `from` that is not blank space or a comment line. */
export function contentStart(input: string, from: number, limit: number): number {
  let i = from;
  while (i < limit) {
    const ch = input.charCodeAt(i);
    if (ch === 0x20 || ch === 0x09 || ch === 0x0a || ch === 0x0d) {
      i++;
    } else if (ch === 0x23 /* # */) {
      const eol = input.indexOf("\n", i);
      i = eol === -1 ? limit : eol + 1;
    } else {
      break;
    }
  }
  return Math.min(i, limit);
}
