import { readFileSync } from "node:fs";
import { displayPath } from "../display-path.js";
import type { Diagnostic, SourceSpan } from "@crdgen/core";
import { catalogMessage, createDiagnostic, positionAt } from "@crdgen/core";
import type { Node } from "jsonc-parser";
import { describeFsError } from "../manifest/read-file.js";

/** A configuration file's text, with what is needed to point diagnostics into it. */
export interface ConfigSource {
  /** Absolute path. */
  readonly path: string;
  /** How the file is shown in diagnostics: relative to the working folder when inside it. */
  readonly display: string;
  /** The text without a byte-order mark, so that columns match what editors show. */
  readonly text: string;
}

/** Reads a configuration file; a file that cannot be read is a CRD5001 diagnostic. */
export function readSource(
  file: string,
  cwd: string,
): { readonly source: ConfigSource } | { readonly diagnostic: Diagnostic; readonly missing: boolean } {
  const display = displayPath(file, cwd);
  try {
    const text = readFileSync(file, "utf8");
    return { source: { path: file, display, text: text.startsWith("\uFEFF") ? text.slice(1) : text } };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    return {
      diagnostic: createDiagnostic(
        catalogMessage("CRD5001", "cannotRead", { file: display, reason: describeFsError(error) }),
      ),
      missing: code === "ENOENT" || code === "ENOTDIR",
    };
  }
}

/** The span of `length` characters at `offset` of the source. */
export function spanAt(source: ConfigSource, offset: number, length: number): SourceSpan {
  return {
    file: source.display,
    start: positionAt(source.text, offset),
    end: positionAt(source.text, offset + length),
  };
}

/** The span of a JSON node. */
export function nodeSpan(source: ConfigSource, node: Node): SourceSpan {
  return spanAt(source, node.offset, node.length);
}
