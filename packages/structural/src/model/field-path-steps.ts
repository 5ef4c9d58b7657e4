/**
 * Splits a field path as the API server renders it (`spec.versions[0].schema.openAPIV3Schema.properties[foo]`)
 * into steps: field names, map keys and list indexes, all as strings. A map key is written unquoted inside
 * brackets and may itself hold dots or brackets (`annotations[api-approved.kubernetes.io]`): a key ends at the
 * first `]` that is followed by `.`, `[` or the end of the path.
 */
export function fieldPathSteps(field: string): string[] {
  const steps: string[] = [];
  let i = 0;
  while (i < field.length) {
    if (field.charCodeAt(i) === 0x5b /* [ */) {
      const end = keyEnd(field, i + 1);
      steps.push(field.slice(i + 1, end));
      i = end + 1;
    } else {
      if (field.charCodeAt(i) === 0x2e /* . */) i++;
      let end = i;
      while (end < field.length) {
        const ch = field.charCodeAt(end);
        if (ch === 0x2e /* . */ || ch === 0x5b /* [ */) break;
        end++;
      }
      steps.push(field.slice(i, end));
      i = end;
    }
  }
  return steps;
}

function keyEnd(field: string, from: number): number {
  for (let at = field.indexOf("]", from); at !== -1; at = field.indexOf("]", at + 1)) {
    const next = field.charAt(at + 1);
    if (next === "" || next === "." || next === "[") return at;
  }
  return field.length;
}
