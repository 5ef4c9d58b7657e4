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

// Each rendered file's warnings, kept for as long as the file lives: watch mode hands back the same file for a
// CRD that did not change, and would otherwise build the same warning for every large file after every edit.
// Only chunked files, crdgen's own and never changed, are remembered; a caller's plain file may be edited.
const warningsOfFile = new WeakMap<
  ChunkedCrdFile,
  { readonly dir: string; readonly found: readonly Diagnostic[] }
>();

function sizeDiagnosticsOf(dir: string, file: CrdFile): readonly Diagnostic[] {
  const chunked = file instanceof ChunkedCrdFile;
  const known = chunked ? warningsOfFile.get(file) : undefined;
  if (known?.dir === dir) return known.found;
  // A UTF-8 byte is at most 3 per UTF-16 unit: most files are cleared without measuring them. A chunked file
  // measures itself once, unjoined.
  if (!chunked && file.content.length * 3 <= clientSideApplyLimit) return [];
  const bytes = byteLengthOf(file);
  const found =
    bytes <= clientSideApplyLimit
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
  if (chunked) warningsOfFile.set(file, { dir, found });
  return found;
}
