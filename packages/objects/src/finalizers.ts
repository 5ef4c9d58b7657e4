import { compareGoStrings, goQuote, qualifiedNameErrors } from "@crdgen/structural";

const standardFinalizers = new Set(["orphan", "foregroundDeletion", "kubernetes"]);

/**
 * The warnings the server returns on create for finalizer names (validateKubeFinalizerName): names that are
 * not qualified names, and names without a domain or without a path.
 */
export function finalizerWarnings(meta: Readonly<Record<string, unknown>>): string[] {
  const finalizers = Array.isArray(meta.finalizers)
    ? meta.finalizers.filter((f) => typeof f === "string")
    : [];
  const out: string[] = [];
  const path = "metadata.finalizers";
  // sets.String's List(): sorted in Go's byte order.
  for (const name of [...new Set(finalizers)].sort(compareGoStrings)) {
    for (const message of qualifiedNameErrors(name)) out.push(`${path}: ${goQuote(name)}: ${message}`);
    if (!name.includes("/") && !standardFinalizers.has(name)) {
      const advice = name.includes(".")
        ? "prefer a domain-qualified finalizer name including a path (/) to avoid accidental conflicts with other finalizer writers"
        : "prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers";
      out.push(`${path}: ${goQuote(name)}: ${advice}`);
    }
  }
  return out;
}
