/**
 * A marker message for a marker written as a JSDoc tag: the user wrote `@minimum`, so a message that starts
 * with `+kubebuilder:validation:Minimum` starts with `@minimum (+kubebuilder:validation:Minimum)` instead,
 * naming both what was written and the marker whose rules apply.
 */
export function attributed(message: string, markerName: string, tag: string | undefined): string {
  const prefix = `+${markerName}`;
  if (tag === undefined || !message.startsWith(prefix)) return message;
  return `${tag} (${prefix})${message.slice(prefix.length)}`;
}
