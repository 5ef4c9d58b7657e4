/**
 * The name the API server gives an object created with only `metadata.generateName`: `Store.create` (apiserver
 * pkg/registry/generic/registry/store.go) calls `names.SimpleNameGenerator.GenerateName` (pkg/storage/names/
 * generate.go): the prefix cut to 58 bytes (Go slices the string's bytes), then 5 random characters of
 * `utilrand`'s alphabet `bcdfghjklmnpqrstvwxz2456789`. crdgen's output must be deterministic, so the 5 characters
 * are always `xxxxx` (a run the generator can draw); the result is validated as the server validates its own.
 * A prefix cut inside a UTF-8 sequence keeps Go's stray bytes, which a JavaScript string cannot hold: they become
 * U+FFFD (only ever in a name the server refuses, since names are ASCII).
 */
export function generatedName(base: string): string {
  const bytes = Buffer.from(base, "utf8");
  const cut =
    bytes.length > maxGeneratedNameLength ? bytes.subarray(0, maxGeneratedNameLength).toString("utf8") : base;
  return cut + generatedNameSuffix;
}

const maxGeneratedNameLength = 63 - 5;
/** The deterministic stand-in for `utilrand.String(5)`. */
const generatedNameSuffix = "xxxxx";
