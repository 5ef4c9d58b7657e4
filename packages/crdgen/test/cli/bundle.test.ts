import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { undeclaredDependencies } from "../../scripts/bundle-dependencies.mjs";

// The bundle the bin loads (`npm test` builds it first), read as text: which modules it declares and imports.
const bundleDir = new URL("../../dist/bundle/", import.meta.url);
const files = new Map(
  readdirSync(bundleDir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => [name, readFileSync(new URL(name, bundleDir), "utf8")]),
);
const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};

/**
 * The specifiers a bundle file loads at load time: those it imports (`import ... from`, not `import()`), and the
 * CommonJS packages it requires at its top level (see scripts/commonjs-externals.mjs).
 */
function staticImports(text: string): string[] {
  const imported = [...text.matchAll(/^import\s+(?:[^;]*?\s+from\s+)?"([^"]+)";/gms)];
  return [...imported.map((match) => match[1] ?? ""), ...topLevelRequires(text)];
}

/** The CommonJS packages a bundle file loads with require at its top level. */
function topLevelRequires(text: string): string[] {
  return [...text.matchAll(/^var \w+ = createRequire\d*\(import\.meta\.url\)\("([^"]+)"\);$/gm)].map(
    (match) => match[1] ?? "",
  );
}

/** Everything loading `file` loads: the bundle files it reaches through static imports, and other specifiers. */
function loadedBy(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const specifier of staticImports(files.get(file) ?? "")) {
    const chunk = specifier.startsWith("./") ? specifier.slice(2) : undefined;
    if (chunk === undefined) seen.add(specifier);
    else if (!seen.has(chunk)) loadedBy(chunk, seen);
  }
  return seen;
}

/** Everything `file` loads, at once or later through `import()`. */
function dynamicallyLoadedBy(file: string, seen = new Set<string>()): Set<string> {
  for (const loaded of loadedBy(file)) {
    if (seen.has(loaded)) continue;
    seen.add(loaded);
    for (const match of (files.get(loaded) ?? "").matchAll(/import\("\.\/([^"]+)"\)/g)) {
      dynamicallyLoadedBy(match[1] ?? "", seen);
    }
  }
  return seen;
}

function entryNamed(prefix: string): string {
  const name = [...files.keys()].find((file) => file.startsWith(prefix));
  if (name === undefined) throw new Error(`no ${prefix}*.js in the bundle`);
  return name;
}

describe("the bin's bundle", () => {
  // Had a workspace package stayed external, it would load its own copies of core and structural beside the
  // bundle's: two module instances in one process, an `instanceof` that fails across them.
  it("inlines every workspace package rather than importing one", () => {
    const imported = [...files.values()]
      .flatMap(staticImports)
      .concat(
        [...files.values()].flatMap((text) =>
          [...text.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1] ?? ""),
        ),
      );
    expect(
      imported.filter((specifier) => specifier.startsWith("@crdgen/") || specifier === "crdgen"),
    ).toEqual([]);
  });

  it("declares InternalError's class exactly once", () => {
    const declarations = [...files.values()].flatMap((text) => [
      ...text.matchAll(/\bInternalError = class\b/g),
    ]);
    expect(declarations).toHaveLength(1);
  });

  it("imports only Node built-ins and crdgen's own dependencies", () => {
    const packages = [...files.values()]
      .flatMap(staticImports)
      .filter((specifier) => !specifier.startsWith("./") && !specifier.startsWith("node:"));
    for (const specifier of packages) expect(Object.keys(packageJson.dependencies)).toContain(specifier);
  });

  // `generate` and `--watch` are chunks of their own: `check` and `--help` must not pay for the compiler, nor
  // `generate --help`, whose command chunk loads the generator only once the command line is understood. Nor
  // does a run on the TypeScript 7 backend: the ts-morph adapter is a chunk of its own, imported when chosen.
  // The ts-morph backend's compiler: TypeScript 6.0 as ts-morph bundles it, without ts-morph's own wrappers.
  const tsMorphCompiler = "@ts-morph/common";
  it("loads TypeScript only once a generate run starts, ts-morph's compiler only when its backend is chosen", () => {
    expect(loadedBy("bin.js")).not.toContain(tsMorphCompiler);
    const generateCommand = files.get(entryNamed("generate-command-")) ?? "";
    expect(loadedBy(entryNamed("generate-command-"))).not.toContain(tsMorphCompiler);
    const runChunks = [...generateCommand.matchAll(/import\("\.\/([^"]+)"\)/g)].map(
      (match) => match[1] ?? "",
    );
    expect(runChunks.some((chunk) => loadedBy(chunk).has(tsMorphCompiler))).toBe(false);
    expect(runChunks.some((chunk) => dynamicallyLoadedBy(chunk).has(tsMorphCompiler))).toBe(true);
  });

  // The marker registry and its comment parser serve `generate` and `markers`; loading them (a dozen modules
  // of comment-parser) at every start made each `check` pay for them.
  // Imported as an ES module, a CommonJS package is first scanned whole by cjs-module-lexer for its export
  // names: ≈100 ms for ts-morph's compiler on every generate.
  it("loads ts-morph's compiler with require, not as an ES module", () => {
    const texts = [...files.values()];
    expect(texts.flatMap(topLevelRequires)).toContain(tsMorphCompiler);
    expect(
      texts.flatMap((text) => [...text.matchAll(/^import\s+(?:[^;]*?\s+from\s+)?"@ts-morph\/common";/gms)]),
    ).toEqual([]);
  });

  it("loads the marker comment parser only for the commands that read markers", () => {
    expect(loadedBy("bin.js")).not.toContain("comment-parser");
  });
});

describe("undeclaredDependencies", () => {
  const isWorkspacePackage = (name: string): boolean => name.startsWith("@crdgen/");
  const generator = {
    name: "@crdgen/generator",
    dependencies: { "@crdgen/core": "0.1.0", "ts-morph": "^28.0.0" },
  };

  it("accepts a third-party dependency crdgen declares with the same range, and ignores workspace ones", () => {
    expect(undeclaredDependencies({ "ts-morph": "^28.0.0" }, [generator], isWorkspacePackage)).toEqual(
      new Map(),
    );
  });

  it("names a third-party dependency crdgen does not declare", () => {
    expect(undeclaredDependencies({}, [generator], isWorkspacePackage)).toEqual(
      new Map([
        [
          "ts-morph",
          "@crdgen/generator depends on ts-morph@^28.0.0, which crdgen's package.json does not list",
        ],
      ]),
    );
  });

  it("names a third-party dependency crdgen declares with another range", () => {
    expect(undeclaredDependencies({ "ts-morph": "^27.0.0" }, [generator], isWorkspacePackage)).toEqual(
      new Map([
        [
          "ts-morph",
          "@crdgen/generator depends on ts-morph@^28.0.0, crdgen's package.json on ts-morph@^27.0.0",
        ],
      ]),
    );
  });
});
