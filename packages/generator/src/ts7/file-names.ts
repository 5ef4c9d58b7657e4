import type * as Ast from "typescript7/unstable/ast";

/*
 * TypeScript 7's source file decodes its name from the AST's string table at every `fileName` read (a
 * TextDecoder call and a new string each time), and crdgen reads it for every node it makes a key or a span
 * for: at 800 kinds, over a million reads. Each file's name is read once here and kept with the file
 * object, so it goes when the snapshot's AST does.
 */
const names = new WeakMap<Ast.SourceFile, string>();
const paths = new WeakMap<Ast.SourceFile, string>();

/** The file's name, decoded once per source file object. */
export function fileNameOf(file: Ast.SourceFile): string {
  let name = names.get(file);
  if (name === undefined) {
    name = file.fileName;
    names.set(file, name);
  }
  return name;
}

/** The name of the file a node is in (see fileNameOf). */
export function nodeFileName(node: Ast.Node): string {
  return fileNameOf(node.getSourceFile());
}

/** The file's path (its name as the compiler keys it), decoded once per source file object. */
export function filePathOf(file: Ast.SourceFile): string {
  let found = paths.get(file);
  if (found === undefined) {
    found = file.path;
    paths.set(file, found);
  }
  return found;
}
