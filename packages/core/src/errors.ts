import type { DiagnosticMessage } from "./catalog/message.js";

/**
 * A bug in crdgen: something that must not happen whatever the input. The bin reports it with exit code 2
 * and asks for a bug report; it is never used for bad user input.
 */
export class InternalError extends Error {
  override readonly name = "InternalError";
}

/**
 * The command line or API was called wrongly (unknown flag, missing argument, unreadable file given as
 * input). The bin prints the message and exits with code 2.
 */
export class UsageError extends Error {
  override readonly name = "UsageError";

  /** `usage` is a CRD5002 message of the catalog; the error's message is its text. */
  constructor(readonly usage: DiagnosticMessage<"CRD5002">) {
    super(usage.text);
  }
}

/**
 * `list[index]` (an array, typed array or string), for an index the caller's logic guarantees is in range. Where a `?? fallback` would turn a
 * bug into a wrong value (an empty path as a write target, a bound of 0), this throws an InternalError.
 */
export function at<T>(list: ArrayLike<T>, index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new InternalError(`index ${index} is outside a list of ${list.length}`);
  }
  return list[index] as T;
}
