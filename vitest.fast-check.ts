import fc from "fast-check";

// Property tests draw fresh cases on every local run, which is how they find what a fixed table misses; a failure
// prints the seed and path to replay it. CI (CI=true, as .ci/run sets) runs one fixed seed instead: a property
// that fails there fails on every run, and a pass cannot turn red on a later clean clone by chance. FC_SEED=<n>
// replays or explores one seed anywhere (e.g. `FC_SEED=7 npm test`); FC_SEED=random draws fresh ones in CI too.
// A test that passes its own `seed` keeps it.
const chosen = process.env.FC_SEED ?? (process.env.CI === undefined ? "random" : "20261128");
if (chosen !== "random") {
  const seed = Number(chosen);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", got ${chosen}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
