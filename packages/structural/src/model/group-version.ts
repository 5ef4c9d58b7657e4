/** A group and version, as apimachinery's schema.GroupVersion; the core group is "". */
export interface GroupVersion {
  readonly group: string;
  readonly version: string;
}

/**
 * schema.ParseGroupVersion (apimachinery pkg/runtime/schema/group_version.go): `""` and `"/"` are the zero
 * GroupVersion, no slash is a version of the core group, one slash splits; more slashes are an error
 * (`unexpected GroupVersion string: …`), undefined here.
 */
export function parseGroupVersion(text: string): GroupVersion | undefined {
  if (text === "" || text === "/") return { group: "", version: "" };
  const slash = text.indexOf("/");
  if (slash < 0) return { group: "", version: text };
  if (text.indexOf("/", slash + 1) >= 0) return undefined;
  return { group: text.slice(0, slash), version: text.slice(slash + 1) };
}
