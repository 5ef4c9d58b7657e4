import { goQuote, parseGroupVersion } from "@crdgen/structural";

/**
 * transformDecodeError's BadRequest text (apiserver pkg/endpoints/handlers/rest.go) for a body that decoded as
 * `kind` in `apiVersion` but could not be handled: `Widget in version "v1" cannot be handled as a Widget: …`.
 */
export function cannotBeHandled(kind: string, apiVersion: string, detail: string): string {
  // The body's apiVersion named a served version, so it parses.
  const version = parseGroupVersion(apiVersion)?.version ?? "";
  return `${kind} in version ${goQuote(version)} cannot be handled as a ${kind}: ${detail}`;
}

/**
 * The server's answer to an object with unknown fields under fieldValidation=Strict (kubectl --validate=strict):
 * schemaCoercingDecoder returns them as a strict decoding error, which the handler turns into a BadRequest
 * before the object is validated (runtime.strictDecodingError joins them with ", ").
 */
export function strictDecodingMessage(
  kind: string,
  apiVersion: string,
  unknownFields: readonly string[],
): string {
  const errors = unknownFields.map((field) => `unknown field "${field}"`).join(", ");
  return cannotBeHandled(kind, apiVersion, `strict decoding error: ${errors}`);
}
