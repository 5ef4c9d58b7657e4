import path from "node:path";
import type { Marker } from "@crdgen/markers";
import { packageSettings } from "@crdgen/markers";
import type { CommentReader } from "../comments/reader.js";
import type { TsSourceFile } from "../ts/model.js";
import type { ApiPackage } from "./types.js";

/** The input files by folder, folders in path order. */
export function filesByFolder(files: readonly TsSourceFile[]): Map<string, TsSourceFile[]> {
  const out = new Map<string, TsSourceFile[]>();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const folder = path.posix.dirname(file.path);
    const list = out.get(folder) ?? [];
    list.push(file);
    out.set(folder, list);
  }
  return out;
}

/**
 * A file's package markers: its leading comments, and package-only markers (`+groupName`) that were
 * written in a type's doc comment, which controller-gen moves to the package too.
 */
export function filePackageMarkers(file: TsSourceFile, comments: CommentReader): Marker[] {
  const out: Marker[] = [...comments.readPackage(file.leadingComments, file.path)];
  for (const declaration of file.declarations) {
    out.push(...comments.read(declaration.comments, declaration.file, "type").packageMarkers);
  }
  return out;
}

/** A folder as an API package: its group, its version (the folder name unless `+versionName` says) and settings. */
export function readPackage(folder: string, markers: readonly Marker[]): ApiPackage {
  const settings = packageSettings(markers);
  return {
    folder,
    settings,
    group: settings.groupName,
    version: settings.versionName ?? path.posix.basename(folder),
  };
}
