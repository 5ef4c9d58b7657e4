/**
 * Go's `regexp.Compile`, as far as a CEL validator needs it: whether a pattern compiles as Go RE2, with Go's
 * error text (`error parsing regexp: missing closing ): `(``). re2js ports Go's parser (same codes, same
 * texts), except that it rejects a capture name used twice, which Go accepts (see `go-capture-names.ts`).
 */
import { RE2Set } from "re2js";
import { withoutCaptureNames } from "./go-capture-names.js";

const duplicateName = "error parsing regexp: duplicate capture group name:";

/** Go's error text when `pattern` does not compile as Go RE2; undefined when it compiles. */
export function goRegexpError(pattern: string): string | undefined {
  try {
    // `RE2Set.add` runs re2js's parser with `RE2JS.compile`'s flags, without building a program: every
    // error Go's `regexp.Compile` returns comes from its parser.
    new RE2Set().add(pattern);
    return undefined;
  } catch (error) {
    const message = goRegexpMessage(error);
    if (!message.startsWith(duplicateName)) return message;
  }
  const unnamed = withoutCaptureNames(pattern);
  try {
    new RE2Set().add(unnamed);
    return undefined;
  } catch (error) {
    const message = goRegexpMessage(error);
    // Go quotes either a fragment, which names never take part in, or the whole pattern as written.
    const whole = `: \`${unnamed}\``;
    return message.endsWith(whole) ? `${message.slice(0, -whole.length)}: \`${pattern}\`` : message;
  }
}

// Go always renders `error parsing regexp: <code>: `<expr>``; re2js leaves out an empty expression.
function goRegexpMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes("`") ? message : `${message}: \`\``;
}
