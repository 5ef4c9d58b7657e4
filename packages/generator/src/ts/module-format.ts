import type { FileSystemHost } from "ts-morph";
import { ts } from "ts-morph";

/**
 * Marks an input file as an ES module or CommonJS the way `tsc` does under `module: node16/nodenext` (from
 * its extension and the nearest package.json's `type`), before the program reads its imports.
 *
 * ts-morph creates source files without this mark, which makes every file CommonJS to the compiler: crdgen
 * would then accept what the project's own `tsc` refuses in an ES module, such as an import without its
 * `.js` (`kubernetes-types/core/v1`). Without node16/nodenext nothing is marked, as in `tsc`.
 */
export function markModuleFormat(
  source: ts.SourceFile,
  fs: FileSystemHost,
  options: ts.CompilerOptions,
): void {
  if (source.impliedNodeFormat !== undefined) return;
  const host: ts.ModuleResolutionHost = {
    fileExists: (file) => fs.fileExistsSync(file),
    readFile: (file) => (fs.fileExistsSync(file) ? fs.readFileSync(file) : undefined),
  };
  const format = ts.getImpliedNodeFormatForFile(source.fileName, undefined, host, options);
  if (format !== undefined) source.impliedNodeFormat = format;
}
