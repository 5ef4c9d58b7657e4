// Types of the scale section's helpers, for the tests (test/bench.test.ts).
export function scalePoints(text?: string): number[];
export function roundsAt(kinds: number, runs: number): number;
export function costPerExtraKind(
  smallSamples: readonly number[],
  largeSamples: readonly number[],
  extraKinds: number,
): { median: number; min: number; max: number };
