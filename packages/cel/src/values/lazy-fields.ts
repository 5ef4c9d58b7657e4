import type { CelValue } from "./value.js";

/** A present field of an object: its JSON value, its schema, and its CEL value once converted. */
interface PendingField<S> {
  readonly raw: unknown;
  readonly schema: S;
  value?: CelValue;
}

/**
 * The fields of an object value, each converted to a CEL value when first read: apiserver's `unstructuredMap`
 * converts a field on `Get` (UnstructuredToVal is lazy), so a rule that reads one field of a large object pays
 * for that field alone, and a rule on a nested node does not convert again what its parent's rule converted
 * nowhere. Which fields are present (non-null) is known at once: `size` and the order of the entries (the
 * schema's) are those of an eager conversion. A converted value is kept, so a field read twice is one value.
 */
export class LazyFields<S> implements ReadonlyMap<string, CelValue> {
  readonly #fields = new Map<string, PendingField<S>>();

  /** `convert` makes the CEL value of a field's JSON value with its schema. */
  constructor(private readonly convert: (raw: unknown, schema: S) => CelValue) {}

  /** Adds a present field under its (escaped) name, in the order fields are listed. */
  add(name: string, raw: unknown, schema: S): void {
    this.#fields.set(name, { raw, schema });
  }

  get size(): number {
    return this.#fields.size;
  }

  has(name: string): boolean {
    return this.#fields.has(name);
  }

  get(name: string): CelValue | undefined {
    const field = this.#fields.get(name);
    return field === undefined ? undefined : this.#valueOf(field);
  }

  entries(): MapIterator<[string, CelValue]> {
    return this.#converted().entries();
  }

  keys(): MapIterator<string> {
    return this.#fields.keys();
  }

  values(): MapIterator<CelValue> {
    return this.#converted().values();
  }

  forEach(callback: (value: CelValue, key: string, map: ReadonlyMap<string, CelValue>) => void): void {
    for (const [name, value] of this.#converted()) callback(value, name, this);
  }

  [Symbol.iterator](): MapIterator<[string, CelValue]> {
    return this.entries();
  }

  #valueOf(field: PendingField<S>): CelValue {
    if (!("value" in field)) field.value = this.convert(field.raw, field.schema);
    return field.value;
  }

  // Going through all the fields converts them all (as an eager conversion would have).
  #converted(): Map<string, CelValue> {
    const all = new Map<string, CelValue>();
    for (const [name, field] of this.#fields) all.set(name, this.#valueOf(field));
    return all;
  }
}
