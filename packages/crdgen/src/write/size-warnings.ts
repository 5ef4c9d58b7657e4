import { join } from "node:path";
import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import { groupedDigits } from "./byte-count.js";
import { byteLengthOf, ChunkedCrdFile } from "./chunked-file.js";
import type { CrdFile } from "./types.js";

/**
 * The most bytes `kubectl apply` can store in the `kubectl.kubernetes.io/last-applied-configuration`
 * annotation (the API server's 256 KiB limit on all annotations); a larger CRD fails client-side apply.
 */
export const clientSideApplyLimit = 262_144;

/**
 * A CRD5020 warning for each file of `dir` over {@link clientSideApplyLimit}, positioned at the file itself:
 * the same warnings whether the run writes, checks or prints the files.
 */
export function sizeDiagnostics(dir: string, files: readonly CrdFile[]): Diagnostic[] {
  const limit = groupedDigits(clientSideApplyLimit);
  return files.flatMap((file) => {
    // A UTF-8 byte is at most 3 per UTF-16 unit: most files are cleared without measuring them, which watch
    // mode would otherwise do for every file on every run. A chunked file measures itself once, unjoined.
    if (!(file instanceof ChunkedCrdFile) && file.content.length * 3 <= clientSideApplyLimit) return [];
    const bytes = byteLengthOf(file);
    if (bytes <= clientSideApplyLimit) return [];
    const path = join(dir, file.name);
    return [
      createDiagnostic(
        catalogMessage("CRD5020", "tooLarge", {
          file: file.name,
          bytes: groupedDigits(bytes),
          limit,
        }),
        { span: { file: path, start: { line: 1, column: 1 } } },
      ),
    ];
  });
}
