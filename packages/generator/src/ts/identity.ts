import path from "node:path";
import type { DeclarationIdentity } from "./model.js";
import { toPosix } from "./paths.js";

/** Reads files for {@link PackageLocator}; the project's file system (real or in-memory). */
export interface FileReader {
  fileExists(file: string): boolean;
  readFile(file: string): string | undefined;
}

/** A file's package (none for the user's own files and the library's) and its path there. */
interface FilePlace {
  readonly packageName?: string;
  readonly file: string;
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

  /**
   * Where each file is, by its path and then by whether its declarations are the library's (shown against the
   * working folder) or not (against their package): a file declares many types, and the paths are worked out once.
   */
  private readonly places = [new Map<string, FilePlace>(), new Map<string, FilePlace>()] as const;

  /** The identity of a declaration named `name` in `file`. */
  identify(file: string, name: string, isLib: boolean): DeclarationIdentity {
    const place = this.placeOf(file, isLib);
    return place.packageName === undefined
      ? { file: place.file, name, isLib }
      : { packageName: place.packageName, file: place.file, name, isLib };
  }

  private placeOf(file: string, isLib: boolean): FilePlace {
    const known = this.places[isLib ? 1 : 0];
    let found = known.get(file);
    if (found === undefined) {
      const root = isLib ? undefined : this.rootOf(path.posix.dirname(toPosix(file)));
      const inPackage = path.posix.relative(root?.dir ?? toPosix(this.cwd), toPosix(file));
      found = root === undefined ? { file: inPackage } : { packageName: root.name, file: inPackage };
      known.set(file, found);
    }
    return found;
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
