/**
 * The name the API server gives an object created with only `metadata.generateName`: the registry's
 * `Store.create` (apiserver pkg/registry/generic/registry/store.go) sets it before the strategy prepares and
 * validates the object, with `names.SimpleNameGenerator` (pkg/storage/names/generate.go): the prefix cut to
 * 58 bytes, then 5 random characters of `utilrand`'s alphabet `bcdfghjklmnpqrstvwxz2456789`. crdgen's output
 * must be deterministic, so the 5 characters are always `xxxxx` (a run the generator can draw), and the name
 * is validated as the server validates the generated one.
 */
import { isJsonObject } from "@crdgen/structural";

const maxGeneratedNameLength = 63 - 5;
/** The deterministic stand-in for `utilrand.String(5)`. */
const generatedNameSuffix = "xxxxx";

/** `SimpleNameGenerator.GenerateName(base)` with the fixed suffix. */
function generateName(base: string): string {
  const bytes = Buffer.from(base, "utf8");
  const cut =
    bytes.length > maxGeneratedNameLength ? bytes.subarray(0, maxGeneratedNameLength).toString("utf8") : base;
  return cut + generatedNameSuffix;
}

/**
 * Store.create's `if generateName != "" && name == "" { SetName(GenerateName(generateName)) }` on the decoded
 * ObjectMeta and the stored object; returns the meta to validate (unchanged when nothing was generated).
 */
export function withGeneratedName(
  stored: Record<string, unknown>,
  meta: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const prefix = typeof meta.generateName === "string" ? meta.generateName : "";
  const name = typeof meta.name === "string" ? meta.name : "";
  if (prefix === "" || name !== "") return meta;
  const generated = generateName(prefix);
  const metadata = isJsonObject(stored.metadata) ? stored.metadata : {};
  stored.metadata = { ...metadata, name: generated };
  return { ...meta, name: generated };
}
