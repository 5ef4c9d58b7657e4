import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeyListTrie } from "../../src/render/key-list-trie.js";
import { RenderMemo } from "../../src/render/render-memo.js";

// Few, short keys, so that generated lists share prefixes, extend one another and repeat.
const keyList = fc.array(fc.constantFrom("", "a", "b", "ab", "a\u0000b", "__proto__", "constructor"), {
  maxLength: 4,
});

describe("KeyListTrie", () => {
  it("answers as a map keyed by each list's JSON text", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(keyList, fc.integer()), { maxLength: 40 }), keyList, (writes, probe) => {
        const trie = new KeyListTrie<number>();
        const reference = new Map<string, number>();
        for (const [keys, value] of writes) {
          trie.set(keys, value);
          reference.set(JSON.stringify(keys), value);
          expect(trie.size).toBe(reference.size);
        }
        for (const [keys] of [...writes, [probe, 0] as const]) {
          expect(trie.get(keys)).toBe(reference.get(JSON.stringify(keys)));
        }
      }),
    );
  });
});

describe("RenderMemo.keyOrder", () => {
  it("gives each key list the order made for an equal list, and makes it once per list", () => {
    fc.assert(
      fc.property(fc.array(keyList, { maxLength: 40 }), (lists) => {
        const memo = new RenderMemo();
        const made: string[] = [];
        const make = (keys: readonly string[]): readonly number[] => {
          made.push(JSON.stringify(keys));
          return keys.map((_, i) => keys.length - 1 - i);
        };
        for (const keys of lists) {
          expect(memo.keyOrder([...keys], make)).toEqual(keys.map((_, i) => keys.length - 1 - i));
        }
        expect(made).toEqual([...new Set(lists.map((keys) => JSON.stringify(keys)))]);
      }),
    );
  });
});
