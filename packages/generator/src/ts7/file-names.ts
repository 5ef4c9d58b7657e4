import type * as Ast from "typescript7/unstable/ast";

/**
 * The decoded names of one snapshot's source files. TypeScript 7's source file decodes its name from the AST's
 * string table at every `fileName` read (a TextDecoder call and a new string each time), and crdgen reads it
 * for every node it makes a key or a span for: at 800 kinds, over a million reads. Each file's name is read once
 * here. Owned by the snapshot's context (Ts7Context), as the file objects are the snapshot's: the names go
 * when the context and its AST do.
 */
export class FileNames {
  private readonly names = new Map<Ast.SourceFile, string>();
  private readonly paths = new Map<Ast.SourceFile, string>();

  /** The file's name, decoded once per source file object. */
  nameOf(file: Ast.SourceFile): string {
    return decodedOnce(this.names, file, () => file.fileName);
  }

  /** The file's path (its name as the compiler keys it), decoded once per source file object. */
  pathOf(file: Ast.SourceFile): string {
    return decodedOnce(this.paths, file, () => file.path);
  }
}

// A string property of a source file, read (decoded from the compiler's buffer) the first time it is asked for.
function decodedOnce(kept: Map<Ast.SourceFile, string>, file: Ast.SourceFile, read: () => string): string {
  let value = kept.get(file);
  if (value === undefined) {
    value = read();
    kept.set(file, value);
  }
  return value;
}
