/** A marker's text cut the way controller-gen cuts it before looking it up. */
export interface SplitMarker {
  /** Everything before the first `=` without its last `:` segment: `kubebuilder:printcolumn` (struct form). */
  readonly name: string;
  /** Everything before the first `=`: `kubebuilder:validation:Minimum` (single-value form). */
  readonly anonymousName: string;
  /** Everything after the first `=` ("" when there is none). */
  readonly rest: string;
  /** Whether the text has an `=` at all. */
  readonly hasValue: boolean;
}

/**
 * Splits marker text (without the leading `+`) at its first `=`. `+a:b:c=1,d=2` has the struct name `a:b`
 * and the single-value name `a:b:c`; the legacy `+a:b:=1` spelling has the struct name `a:b`, which is how
 * it finds the single-value marker `a:b`.
 */
export function splitMarker(text: string): SplitMarker {
  const eq = text.indexOf("=");
  if (eq === -1) return { name: text, anonymousName: text, rest: "", hasValue: false };
  const anonymousName = text.slice(0, eq);
  const lastColon = anonymousName.lastIndexOf(":");
  const name = lastColon === -1 ? anonymousName : anonymousName.slice(0, lastColon);
  return { name, anonymousName, rest: text.slice(eq + 1), hasValue: true };
}
