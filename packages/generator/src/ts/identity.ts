import path from "node:path";
import type { DeclarationIdentity } from "./model.js";
import { toPosix } from "./paths.js";

/** Reads files for {@link PackageLocator}; the project's file system (real or in-memory). */
export interface FileReader {
  fileExists(file: string): boolean;
  readFile(file: string): string | undefined;
}

interface PackageRoot {
  readonly dir: string;
  readonly name: string;
}

/** Finds the npm package a file belongs to (its nearest package.json with a name), with a cache per folder. */
export class PackageLocator {
  private readonly byDir = new Map<string, PackageRoot | undefined>();

  constructor(
    private readonly reader: FileReader,
    private readonly cwd: string,
  ) {}

  /** The identity of a declaration named `name` in `file`. */
  identify(file: string, name: string, isLib: boolean): DeclarationIdentity {
    const root = isLib ? undefined : this.rootOf(path.posix.dirname(toPosix(file)));
    const base = root?.dir ?? toPosix(this.cwd);
    const inPackage = path.posix.relative(base, toPosix(file));
    return root === undefined
      ? { file: inPackage, name, isLib }
      : { packageName: root.name, file: inPackage, name, isLib };
  }

  private rootOf(dir: string): PackageRoot | undefined {
    if (this.byDir.has(dir)) return this.byDir.get(dir);
    const found = this.readRoot(dir);
    this.byDir.set(dir, found);
    return found;
  }

  private readRoot(dir: string): PackageRoot | undefined {
    const manifest = path.posix.join(dir, "package.json");
    const name = this.reader.fileExists(manifest) ? packageName(this.reader.readFile(manifest)) : undefined;
    if (name !== undefined) return { dir, name };
    const parent = path.posix.dirname(dir);
    return parent === dir ? undefined : this.rootOf(parent);
  }
}

function packageName(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || !("name" in parsed)) return undefined;
    return typeof parsed.name === "string" && parsed.name !== "" ? parsed.name : undefined;
  } catch {
    return undefined;
  }
}
