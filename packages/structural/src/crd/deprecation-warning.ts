import { utf8Length } from "./decoded.js";

// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space.
const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * `validateDeprecationWarning`: the messages for a version's `deprecationWarning` (each becomes an Invalid on
 * `…deprecationWarning`). Indexes are UTF-8 byte offsets, as Go's `range` over a string reports them.
 */
export function deprecationWarningErrors(deprecated: boolean, warning: string | undefined): string[] {
  if (!deprecated && warning !== undefined) return ["can only be set for deprecated versions"];
  if (warning === undefined) return [];
  const errors: string[] = [];
  if (utf8Length(warning) > 256) errors.push("must be <= 256 characters long");
  if (warning === "") errors.push("must not be an empty string");
  let offset = 0;
  for (const char of warning) {
    // A lone surrogate is not UTF-8; Go decodes it as U+FFFD, which is printable, and rejects it below.
    if (!loneSurrogate.test(char) && !printable.test(char)) {
      errors.push(
        `must only contain printable UTF-8 characters; non-printable character found at index ${offset}`,
      );
      break;
    }
    offset += utf8Length(char);
  }
  if (loneSurrogate.test(warning)) errors.push("must only contain printable UTF-8 characters");
  return errors;
}
