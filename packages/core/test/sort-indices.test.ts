import { describe, expect, it } from "vitest";
import { sortIndicesAscending } from "../src/sort-indices.js";

// A small deterministic generator, so that a failure repeats.
function* numbers(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state;
  }
}

describe("sortIndicesAscending", () => {
  it("sorts the first count entries as a numeric sort does and leaves the rest, on both sides of the insertion limit", () => {
    const random = numbers(7);
    for (let count = 0; count <= 70; count++) {
      for (const inOrderAlready of [false, true]) {
        const values = Array.from({ length: count + 3 }, () => (random.next().value as number) % 50);
        if (inOrderAlready) values.splice(0, count, ...values.slice(0, count).sort((a, b) => a - b));
        const list = Int32Array.from(values);
        sortIndicesAscending(list, count);
        const want = [...values.slice(0, count).sort((a, b) => a - b), ...values.slice(count)];
        expect([...list]).toEqual(want);
      }
    }
  });
});
