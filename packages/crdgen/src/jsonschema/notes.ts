// What a JSON Schema cannot say about a CRD schema node is kept as text, after the node's own description,
// so that an editor's hover still shows it.

/** The notes for the rules of `node` that JSON Schema cannot express: CEL rules and list-map keys. */
export function inexpressibleNotes(node: Readonly<Record<string, unknown>>): string[] {
  const notes: string[] = [];
  const listType = node["x-kubernetes-list-type"];
  if (listType === "map") {
    const keys = Array.isArray(node["x-kubernetes-list-map-keys"]) ? node["x-kubernetes-list-map-keys"] : [];
    notes.push(`List map: items are unique by ${keys.map(String).join(", ")} (checked by the API server).`);
  }
  const rules = node["x-kubernetes-validations"];
  if (Array.isArray(rules)) {
    for (const rule of rules) {
      if (typeof rule !== "object" || rule === null) continue;
      const { rule: expression, message } = rule as { rule?: unknown; message?: unknown };
      if (typeof expression !== "string") continue;
      const why = typeof message === "string" && message !== "" ? ` (${message})` : "";
      notes.push(`CEL rule checked by the API server: ${expression}${why}`);
    }
  }
  return notes;
}

/** The description with the notes appended, one per paragraph; undefined when there is neither. */
export function describe(description: unknown, notes: readonly string[]): string | undefined {
  const parts = [...(typeof description === "string" && description !== "" ? [description] : []), ...notes];
  return parts.length === 0 ? undefined : parts.join("\n\n");
}
