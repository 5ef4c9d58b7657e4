import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { Result } from "./result.js";

/**
 * A check of `x-kubernetes-list-type` lists that rides along the schema validator's walk instead of walking the
 * value again: called at each list the walk reaches through the schema's own nodes (not junctor branches) whose
 * node has list type `set` or `map`, before the list's items are visited, with the list's node and its path.
 */
export type ListTypeCheck = (schema: JSONSchemaProps, path: FieldPath, list: readonly unknown[]) => void;

/**
 * An old value correlated with the value being validated, node by node (apiserver's `common.CorrelatedObject`,
 * which validation ratcheting follows on update): the correlation of a child, if it has one, and whether the
 * value is unchanged.
 */
export interface RatchetNode {
  key(field: string): RatchetNode | undefined;
  index(index: number): RatchetNode | undefined;
  cachedDeepEqual(): boolean;
}

/**
 * Where the schema validator is in the value it validates, as the steps from the value's root, and the scratch
 * lists of the objects it is inside. kube-openapi names every value by a dotted path (`spec.foo[2].bar`), but a
 * name is only read when a check fails: the validator keeps the steps and renders the name on demand, instead of
 * building a string for every value it passes. One walk serves one validation call (and its junctor branches,
 * which validate at the same place); it is not shared between calls.
 */
export class ValueWalk {
  // The steps, by depth: a declared property's name, another key of an object, or an index of a slice.
  readonly #kinds: StepKind[] = [];
  readonly #keys: (string | number)[] = [];
  #depth = 0;
  // Per depth, the declared properties' indices of the object at that depth (see declaredIndices).
  readonly #indices: Int32Array[] = [];
  // Ratcheting, on update only: per depth, the correlation of the value there (the root's at 0), undefined
  // where it has none, and how many errors its parent's result held when the walk stepped into it.
  readonly #ratchet: (RatchetNode | undefined)[] | undefined;
  readonly #marks: number[] = [];
  // How many junctor branches the walk is in: kube-openapi builds their validators without the ratcheting
  // hooks (`SchemaValidatorOptions.Options()` is empty), so nothing below a branch is ratcheted on its own.
  #branches = 0;

  /**
   * `lists`: the list-type check to run along the walk, if any (see {@link ListTypeCheck}). `ratchet`: on
   * update, the correlation of the root value with its old value; the errors raised below a correlated value
   * that did not change are then dropped as the walk leaves it (apiextensions-apiserver's
   * `ratchetingValueValidator`, pkg/apiserver/validation/ratcheting.go).
   */
  constructor(
    readonly lists?: ListTypeCheck,
    ratchet?: RatchetNode,
  ) {
    this.#ratchet = ratchet === undefined ? undefined : [ratchet];
  }

  /** Steps into the declared property `name` of the current object, whose errors go to `result`. */
  enterProperty(name: string, result: Result): void {
    if (this.#ratchet !== undefined) this.#correlate(this.#ratchet, name, result);
    this.#push(StepKind.Property, name);
  }

  /** Steps into a key of the current object that is no declared property (`additionalProperties`). */
  enterAdditional(key: string, result: Result): void {
    if (this.#ratchet !== undefined) this.#correlate(this.#ratchet, key, result);
    this.#push(StepKind.Additional, key);
  }

  /** Steps into the item at `index` of the current slice. */
  enterIndex(index: number, result: Result): void {
    if (this.#ratchet !== undefined) this.#correlate(this.#ratchet, index, result);
    this.#push(StepKind.Index, index);
  }

  /**
   * Steps back out of the last step entered; `result` is the one given when entering it. On update, the errors
   * the value added to it are dropped when the value is correlated and unchanged (`ratchetingValueValidator
   * .Validate` turns its whole result into warnings then).
   */
  leave(result: Result): void {
    if (this.#ratchet !== undefined) {
      const node = this.#ratchet[this.#depth];
      const mark = this.#marks[this.#depth] as number;
      if (node !== undefined && result.errors.length > mark && node.cachedDeepEqual()) {
        result.dropErrorsFrom(mark);
      }
    }
    this.#depth--;
  }

  /** Steps into the branches of a junctor (allOf, anyOf, oneOf, not) of the current value. */
  enterBranches(): void {
    this.#branches++;
  }

  /** Steps back out of the junctor's branches. */
  leaveBranches(): void {
    this.#branches--;
  }

  // SubPropertyValidator / SubIndexValidator, before the walk steps to `step`: the child's correlation, if the
  // parent has one and the walk is not in a junctor branch. The kind and apiVersion of a value named "" (the
  // root, upstream's `r.path == ""`) are never followed (isTypeMetaField): both objects are converted to the
  // same version, so a change there cannot be seen.
  #correlate(nodes: (RatchetNode | undefined)[], step: string | number, result: Result): void {
    const parent = this.#branches > 0 ? undefined : nodes[this.#depth];
    let node: RatchetNode | undefined;
    if (parent === undefined) node = undefined;
    else if (typeof step === "number") node = parent.index(step);
    else if ((step === "kind" || step === "apiVersion") && this.text() === "") node = undefined;
    else node = parent.key(step);
    nodes[this.#depth + 1] = node;
    this.#marks[this.#depth + 1] = result.errors.length;
  }

  /**
   * The value's name as kube-openapi builds it: `` at the root; a declared property `name` at the root and
   * `<parent>.name` below; any other key `<parent>.key`, even at the root (`.key`); an item `<parent>[i]`.
   */
  text(): string {
    let text = "";
    for (let i = 0; i < this.#depth; i++) {
      const key = this.#keys[i] as string | number;
      switch (this.#kinds[i]) {
        case StepKind.Property:
          text = text === "" ? (key as string) : `${text}.${key}`;
          break;
        case StepKind.Additional:
          text = `${text}.${key}`;
          break;
        default:
          text = `${text}[${key}]`;
      }
    }
    return text;
  }

  /**
   * The place as a field path below `root`, as the API server's list-type walk names it: a declared property
   * `root.name`, another key `root[key]`, an item `root[i]`. Built only for a list that has something to check.
   */
  fieldPath(root: FieldPath): FieldPath {
    let path = root;
    for (let i = 0; i < this.#depth; i++) {
      const key = this.#keys[i] as string | number;
      switch (this.#kinds[i]) {
        case StepKind.Property:
          path = path.child(key as string);
          break;
        case StepKind.Additional:
          path = path.key(key as string);
          break;
        default:
          path = path.index(key as number);
      }
    }
    return path;
  }

  /**
   * A list of at least `length` numbers for the object at the current depth to sort its declared properties'
   * indices in (what it holds kept when it grows), kept for the walk's later objects at this depth: an object's children are at the next depth, and
   * junctor branches at this one only run before the object's own properties are visited.
   */
  declaredIndices(length: number): Int32Array {
    let indices = this.#indices[this.#depth];
    if (indices === undefined || indices.length < length) {
      // Grown to twice the size, keeping what the object at this depth has put in so far (it may grow its
      // list while it fills it).
      const grown = new Int32Array(Math.max(length, 16, 2 * (indices?.length ?? 0)));
      if (indices !== undefined) grown.set(indices);
      indices = grown;
      this.#indices[this.#depth] = indices;
    }
    return indices;
  }

  #push(kind: StepKind, key: string | number): void {
    this.#kinds[this.#depth] = kind;
    this.#keys[this.#depth] = key;
    this.#depth++;
  }
}

const enum StepKind {
  Property,
  Additional,
  Index,
}
