import { at } from "@crdgen/core";

/** One step of an edit script between two line lists. */
type EditOp = "equal" | "delete" | "insert";

/** An edit: `equal` keeps a[aIndex] (= b[bIndex]), `delete` drops a[aIndex], `insert` adds b[bIndex]. */
export interface Edit {
  readonly op: EditOp;
  readonly aIndex: number;
  readonly bIndex: number;
}

/**
 * Past this many differences the middle part is reported as replaced wholesale; Myers' trace would
 * otherwise grow with the square of the distance.
 */
const maxDistance = 2000;

function interned(a: readonly string[], b: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const id = (line: string): number => {
    let found = ids.get(line);
    if (found === undefined) ids.set(line, (found = ids.size));
    return found;
  };
  return [Int32Array.from(a, id), Int32Array.from(b, id)];
}

/**
 * A shortest edit script from `a` to `b` (Myers' O(ND) algorithm, after trimming the common head and
 * tail), in order of the lines of both lists.
 */
export function diffLines(a: readonly string[], b: readonly string[]): Edit[] {
  const [x, y] = interned(a, b);
  let prefix = 0;
  while (prefix < x.length && prefix < y.length && x[prefix] === y[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < x.length - prefix &&
    suffix < y.length - prefix &&
    x[x.length - 1 - suffix] === y[y.length - 1 - suffix]
  ) {
    suffix++;
  }
  const middle = myers(x.subarray(prefix, x.length - suffix), y.subarray(prefix, y.length - suffix));
  const edits: Edit[] = [];
  for (let i = 0; i < prefix; i++) edits.push({ op: "equal", aIndex: i, bIndex: i });
  for (const e of middle) edits.push({ op: e.op, aIndex: e.aIndex + prefix, bIndex: e.bIndex + prefix });
  for (let i = suffix; i > 0; i--) edits.push({ op: "equal", aIndex: x.length - i, bIndex: y.length - i });
  return edits;
}

function replaceAll(n: number, m: number): Edit[] {
  const edits: Edit[] = [];
  for (let i = 0; i < n; i++) edits.push({ op: "delete", aIndex: i, bIndex: 0 });
  for (let j = 0; j < m; j++) edits.push({ op: "insert", aIndex: n, bIndex: j });
  return edits;
}

function myers(a: Int32Array, b: Int32Array): Edit[] {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, maxDistance);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && at(v, offset + k - 1) < at(v, offset + k + 1));
      let px = down ? at(v, offset + k + 1) : at(v, offset + k - 1) + 1;
      let py = px - k;
      while (px < n && py < m && a[px] === b[py]) {
        px++;
        py++;
      }
      v[offset + k] = px;
      if (px >= n && py >= m) return backtrack(trace, n, m);
    }
  }
  return replaceAll(n, m);
}

function backtrack(trace: readonly Int32Array[], n: number, m: number): Edit[] {
  const edits: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const before = at(trace, d);
    const furthest = (k: number): number => at(before, k + d);
    const k = x - y;
    const prevK = k === -d || (k !== d && furthest(k - 1) < furthest(k + 1)) ? k + 1 : k - 1;
    const prevX = furthest(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) edits.push({ op: "equal", aIndex: --x, bIndex: --y });
    if (x === prevX) edits.push({ op: "insert", aIndex: x, bIndex: --y });
    else edits.push({ op: "delete", aIndex: --x, bIndex: y });
  }
  while (x > 0 && y > 0) edits.push({ op: "equal", aIndex: --x, bIndex: --y });
  return edits.reverse();
}
