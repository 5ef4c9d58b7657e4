/**
 * How messages name a marker (their `{marker}`): `+kubebuilder:validation:Minimum`, or when it was written
 * as a JSDoc tag, `@minimum (+kubebuilder:validation:Minimum)`, naming both what was written and the marker
 * whose rules apply.
 */
export function markerLabel(markerName: string, tag: string | undefined): string {
  return tag === undefined ? `+${markerName}` : `${tag} (+${markerName})`;
}

/**
 * A marker message for a marker written as a JSDoc tag: the user wrote `@minimum`, so a message that starts
 * with `+kubebuilder:validation:Minimum` starts with `@minimum (+kubebuilder:validation:Minimum)` instead,
 * naming both what was written and the marker whose rules apply.
 */
export function attributed(message: string, markerName: string, tag: string | undefined): string {
  const prefix = `+${markerName}`;
  if (tag === undefined || !message.startsWith(prefix)) return message;
  return `${markerLabel(markerName, tag)}${message.slice(prefix.length)}`;
}
