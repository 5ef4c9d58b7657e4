/** A JSON object as the OpenAPI documents hold it. */
export type JsonObject = { [key: string]: unknown };

/** A deep copy of JSON data, so that documents built from shared tables never alias each other. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}

/**
 * The text of a document as the API server's published documents are laid out (Go marshals maps with sorted
 * keys; the official files are indented by two spaces), with a final newline.
 */
export function renderOpenApiJson(document: unknown): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const object = value as JsonObject;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, sortKeys(object[key])]),
  );
}
