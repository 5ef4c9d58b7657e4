// A small seeded generator (xorshift32) shared by the fuzzers: the same seed gives the same cases.
export function seeded(seed) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  return { next, pick: (items) => items[Math.floor(next() * items.length)] };
}
