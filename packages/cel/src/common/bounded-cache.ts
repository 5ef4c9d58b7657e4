/**
 * A map that keeps at most `limit` entries, dropping the oldest first. For module-lived caches whose keys can
 * come from data (a regex taken from the object being validated), so that a long-lived process — watch mode,
 * a build script validating many objects — does not grow them without end.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }
}
