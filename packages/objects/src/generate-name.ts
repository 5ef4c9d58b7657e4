// Store.create names an object that has only a generateName before the strategy validates it; see
// generatedName for the name and its fixed suffix.
import { generatedName, isJsonObject } from "@crdgen/structural";

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
  const generated = generatedName(prefix);
  const metadata = isJsonObject(stored.metadata) ? stored.metadata : {};
  stored.metadata = { ...metadata, name: generated };
  return { ...meta, name: generated };
}
