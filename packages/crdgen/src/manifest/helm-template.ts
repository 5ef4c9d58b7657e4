// A Go template action as Helm charts write them: `{{ … }}` or `{{- … -}}`, opened and closed on one line.
const templateAction = /\{\{.*?\}\}/;

/**
 * The offset of the first Go template action (`{{ .Values.x }}`) at or before `limit` in a text that is not
 * valid YAML, or undefined when there is none. Real CRDs have `{{ }}` inside descriptions (Cluster API's
 * name templates, Argo's parameters), so only a text that fails to parse is taken for a Helm template, and
 * only when an action comes no later than the parse error, which it would then be the cause of.
 */
export function templateActionBefore(text: string, limit: number): number | undefined {
  for (let at = text.indexOf("{{"); at !== -1 && at <= limit; at = text.indexOf("{{", at + 2)) {
    const lineEnd = text.indexOf("\n", at);
    const line = text.slice(at, lineEnd === -1 ? text.length : lineEnd);
    if (templateAction.test(line)) return at;
  }
  return undefined;
}
