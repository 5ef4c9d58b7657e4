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
  return files.flatMap((file) => sizeDiagnosticsOf(dir, file));
}

// A chunked file (crdgen's own, never changed) keeps its warnings (see ChunkedCrdFile.sizeWarnings); a caller's
// plain file may be edited, so its warnings are made on every call.
function sizeDiagnosticsOf(dir: string, file: CrdFile): readonly Diagnostic[] {
  if (file instanceof ChunkedCrdFile) return file.sizeWarnings(dir, () => tooLarge(dir, file));
  // A UTF-8 byte is at most 3 per UTF-16 unit: most plain files are cleared without measuring them (a chunked
  // file measures itself once, unjoined).
  if (file.content.length * 3 <= clientSideApplyLimit) return [];
  return tooLarge(dir, file);
}

function tooLarge(dir: string, file: CrdFile): readonly Diagnostic[] {
  const bytes = byteLengthOf(file);
  return bytes <= clientSideApplyLimit
    ? []
    : [
        createDiagnostic(
          catalogMessage("CRD5020", "tooLarge", {
            file: file.name,
            bytes: groupedDigits(bytes),
            limit: groupedDigits(clientSideApplyLimit),
          }),
          { span: { file: join(dir, file.name), start: { line: 1, column: 1 } } },
        ),
      ];
}
