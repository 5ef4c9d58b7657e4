import { at } from "@crdgen/core";

interface TrieNode<T> {
  value: T | undefined;
  next: Map<string, TrieNode<T>> | undefined;
}

/**
 * A map keyed by lists of strings, looked up one string at a time: a renderer asks it for every object's key
 * list, and a lookup by the list's JSON text would build and hash a new string each time, where walking the
 * trie allocates nothing (property names are interned strings whose hashes are kept).
 */
export class KeyListTrie<T> {
  readonly #root: TrieNode<T> = { value: undefined, next: undefined };
  #size = 0;

  /** How many lists have a value. */
  get size(): number {
    return this.#size;
  }

  get(keys: readonly string[]): T | undefined {
    let node: TrieNode<T> | undefined = this.#root;
    for (let i = 0; i < keys.length && node !== undefined; i++) {
      node = node.next?.get(at(keys, i));
    }
    return node?.value;
  }

  set(keys: readonly string[], value: T): void {
    let node = this.#root;
    for (const key of keys) {
      node.next ??= new Map();
      let child = node.next.get(key);
      if (child === undefined) {
        child = { value: undefined, next: undefined };
        node.next.set(key, child);
      }
      node = child;
    }
    if (node.value === undefined) this.#size++;
    node.value = value;
  }
}
