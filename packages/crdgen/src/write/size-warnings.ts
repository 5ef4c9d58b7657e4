import type { SizeWarning } from "./types.js";

/**
 * The most bytes `kubectl apply` can store in the `kubectl.kubernetes.io/last-applied-configuration`
 * annotation (the API server's 256 KiB limit on all annotations); a larger CRD fails client-side apply.
 */
export const clientSideApplyLimit = 262_144;

/** A warning for each file over {@link clientSideApplyLimit}, explaining the failure and the ways out. */
export function sizeWarnings(files: readonly { path: string; bytes: number }[]): SizeWarning[] {
  return files
    .filter((file) => file.bytes > clientSideApplyLimit)
    .map(({ path, bytes }) => ({
      path,
      bytes,
      limit: clientSideApplyLimit,
      message:
        `${path} is ${bytes.toLocaleString("en-US")} bytes, over the ${clientSideApplyLimit.toLocaleString("en-US")}-byte ` +
        "limit of the last-applied-configuration annotation: `kubectl apply` without --server-side will fail " +
        '("metadata.annotations: Too long"). Apply it with `kubectl apply --server-side`, or shorten the ' +
        "schema descriptions with maxDescLen (--max-desc-len).",
    }));
}
