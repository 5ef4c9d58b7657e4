import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { libFolder, programFileSystem } from "../../src/ts/file-system.js";
import { toPosix } from "../../src/ts/paths.js";

const root = toPosix(mkdtempSync(path.join(tmpdir(), "crdgen-fs-")));
mkdirSync(`${root}/dir`);
writeFileSync(`${root}/dir/file.ts`, "export {};\n");
symlinkSync(`${root}/dir/file.ts`, `${root}/dir/link.ts`);
symlinkSync(`${root}/dir/gone.ts`, `${root}/dir/dangling.ts`);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the disk as the ts-morph backend reads it", () => {
  const fs = programFileSystem();

  it("tells files from folders, and a missing path from both", () => {
    expect(fs.fileExistsSync(`${root}/dir/file.ts`)).toBe(true);
    expect(fs.directoryExistsSync(`${root}/dir/file.ts`)).toBe(false);
    expect(fs.directoryExistsSync(`${root}/dir`)).toBe(true);
    expect(fs.fileExistsSync(`${root}/dir`)).toBe(false);
    expect(fs.fileExistsSync(`${root}/dir/missing.ts`)).toBe(false);
    expect(fs.directoryExistsSync(`${root}/missing`)).toBe(false);
  });

  it("reads a path through a file (ENOTDIR, which still throws) and a dangling link as missing", () => {
    expect(fs.fileExistsSync(`${root}/dir/file.ts/inner.ts`)).toBe(false);
    expect(fs.directoryExistsSync(`${root}/dir/file.ts/inner`)).toBe(false);
    expect(fs.fileExistsSync(`${root}/dir/dangling.ts`)).toBe(false);
  });

  it("follows links when it lists a folder", () => {
    const entries = fs
      .readDirSync(`${root}/dir`)
      .map((e) => [path.posix.basename(e.name), e.isFile, e.isSymlink]);
    expect(entries.sort()).toEqual([
      ["dangling.ts", false, true],
      ["file.ts", true, false],
      ["link.ts", true, true],
    ]);
  });

  it("serves TypeScript's library beside the disk", () => {
    expect(fs.fileExistsSync(`${libFolder}/lib.es5.d.ts`)).toBe(true);
    expect(fs.readFile(`${libFolder}/lib.es5.d.ts`)).toContain("interface Array<T>");
    expect(fs.readFile(`${root}/dir/missing.ts`)).toBeUndefined();
  });
});
