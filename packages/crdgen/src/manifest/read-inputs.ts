import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import { normalize } from "node:path";
import { manifestDiagnostic } from "./diagnostic.js";
import { expandPath, manifestExtensions } from "./expand.js";
import type { ManifestText } from "./read-file.js";
import { describeFsError, readManifestFile, readManifestStream } from "./read-file.js";
import type { ManifestDiagnostic } from "./diagnostic.js";

/** The path that stands for standard input. */
const stdinPath = "-";

/** One input file's text, or the problem that kept it from being read. */
export type InputFile =
  | { readonly file: string; readonly kind: "text"; readonly text: string }
  | {
      readonly file: string;
      readonly kind: "problem";
      readonly diagnostic: ManifestDiagnostic;
      readonly unreadable: boolean;
    };

/**
 * Reads manifest files and folders (folders recursively, see {@link expandPath}) and `-` (standard input) one
 * at a time, in the order given, for `crdgen check` and `crdgen validate`; the same path named twice
 * (`a.yaml ./a.yaml`) is read once. Never throws: problems are items.
 */
export async function* readInputs(
  paths: readonly string[],
  stdin: AsyncIterable<unknown> | undefined,
): AsyncGenerator<InputFile> {
  for (const path of unique(paths)) {
    if (path === stdinPath) {
      yield fromRead(path, await readManifestStream(stdin ?? process.stdin, path));
      continue;
    }
    const expanded = await expandPath(path);
    switch (expanded.kind) {
      case "file":
        yield fromRead(path, readManifestFile(path));
        break;
      case "missing":
        yield problem(
          path,
          catalogMessage("CRD5001", "cannotRead", { file: path, reason: describeFsError(expanded.error) }),
        );
        break;
      case "directory":
        for (const file of expanded.files) yield fromRead(file, readManifestFile(file));
        for (const folder of expanded.unlisted) {
          const reason = describeFsError(folder.error);
          yield problem(
            folder.path,
            catalogMessage("CRD5001", "cannotList", { folder: folder.path, reason }),
          );
        }
        if (expanded.files.length === 0 && expanded.unlisted.length === 0) {
          const names = manifestExtensions.map((e) => `*${e}`).join(", ");
          yield problem(path, catalogMessage("CRD5003", "noManifests", { folder: path, patterns: names }));
        }
    }
  }
}

function fromRead(file: string, read: ManifestText): InputFile {
  if (read.kind === "text") return { file, kind: "text", text: read.text };
  return { file, kind: "problem", diagnostic: read.diagnostic, unreadable: read.unreadable === true };
}

function problem(file: string, message: DiagnosticMessage<"CRD5001" | "CRD5003">): InputFile {
  return { file, kind: "problem", diagnostic: manifestDiagnostic(message, file), unreadable: true };
}

function unique(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = path === stdinPath ? path : normalize(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
