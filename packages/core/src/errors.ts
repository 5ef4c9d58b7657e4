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
}
