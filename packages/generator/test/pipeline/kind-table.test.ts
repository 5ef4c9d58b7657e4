import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RootKind } from "../../src/discover/types.js";
import type { KindEntry } from "../../src/pipeline/kind-cache.js";
import { KindTable, kindsToConvert, readsFilesOfOthers } from "../../src/pipeline/kind-cache.js";

// The kind table keeps "which kinds read this file" up to date as kinds are set and dropped, where the
// generator used to index every kind's files again on each run. Checked against that plain rebuild: after any
// sequence of sets, deletes and clears, the same owners, the same kinds to convert and the same answer to
// whether converted kinds read the files of others.

const files = ["/p/api/a.ts", "/p/api/b.ts", "/p/api/shared.ts", "/p/node_modules/lib/index.d.ts"];
const names = ["A", "B", "C", "D", "E"];

function root(name: string, file: string, replicas: number): RootKind {
  return {
    kind: name,
    declaration: { file } as RootKind["declaration"],
    package: { folder: "/p/api", group: "g", replicas } as unknown as RootKind["package"],
    crd: {} as RootKind["crd"],
    span: { file, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
  };
}

type Op =
  | { readonly op: "set"; readonly kind: number; readonly sources: readonly number[] }
  | { readonly op: "delete"; readonly kind: number }
  | { readonly op: "clear" };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant("set" as const),
      kind: fc.nat(names.length - 1),
      sources: fc.uniqueArray(fc.nat(files.length - 1), { maxLength: files.length }),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ op: fc.constant("delete" as const), kind: fc.nat(names.length - 1) }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant("clear" as const) }), weight: 1 },
);

// Settings no root has.
const foreign = { package: {} as RootKind["package"], crd: { foreign: true } as unknown as RootKind["crd"] };

// What decided a kind's CRD besides its types before settings were compared by identity first: the JSON of both.
const signature = (settings: Pick<RootKind, "package" | "crd">): string =>
  `[${JSON.stringify(settings.package)},${JSON.stringify(settings.crd)}]`;

// A kind's key as the generator has always made it, to hold the table's keys (KindTable.keyOf) to.
const plainKey = (r: RootKind): string => `${r.package.folder}\u0000${r.kind}`;

// The rebuild the table replaces: every kind's project files, indexed anew.
function ownersByRebuild(entries: ReadonlyMap<string, KindEntry>): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const [key, entry] of entries) {
    for (const file of entry.sources) {
      if (file.includes("/node_modules/")) continue;
      owners.set(file, (owners.get(file) ?? new Set()).add(key));
    }
  }
  return owners;
}

function convertByRebuild(
  roots: readonly RootKind[],
  entries: ReadonlyMap<string, KindEntry>,
  changes: ReadonlySet<string>,
): Set<string> {
  const owners = ownersByRebuild(entries);
  const affected = new Set<string>();
  for (const r of roots) {
    const entry = entries.get(plainKey(r));
    if (
      entry === undefined ||
      signature(entry.settings) !== signature(r) ||
      changes.has(r.declaration.file) ||
      entry.sources.some((file) => changes.has(file))
    ) {
      affected.add(plainKey(r));
    }
  }
  const pending = [...affected];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const file of entries.get(key)?.sources ?? []) {
      for (const other of owners.get(file) ?? []) {
        if (!affected.has(other)) {
          affected.add(other);
          pending.push(other);
        }
      }
    }
  }
  return affected;
}

const sorted = (keys: Iterable<string>): string[] => [...keys].sort();

describe("KindTable", () => {
  it("knows the owners of each file, the kinds to convert and who else reads a file, as a rebuild does", () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 25 }),
        fc.array(fc.record({ kind: fc.nat(names.length - 1), file: fc.nat(1), replicas: fc.nat(1) }), {
          maxLength: names.length,
        }),
        fc.uniqueArray(fc.nat(files.length - 1)),
        fc.uniqueArray(fc.nat(names.length - 1)),
        fc.array(fc.constantFrom("same objects", "equal copies", "other replicas"), {
          minLength: 2,
          maxLength: 2,
        }),
        (ops, rootSpecs, changedFiles, converted, settingsOf) => {
          const table = new KindTable();
          const model = new Map<string, KindEntry>();
          const keyOf = (kind: number): string => table.keyOf(root(names[kind] ?? "", files[0] ?? "", 0));
          for (const step of ops) {
            if (step.op === "set") {
              const entry: KindEntry = {
                settings: foreign,
                version: undefined,
                sources: step.sources.map((i) => files[i] ?? ""),
                placeless: [],
              };
              table.set(keyOf(step.kind), entry);
              model.set(keyOf(step.kind), entry);
            } else if (step.op === "delete") {
              table.delete(keyOf(step.kind));
              model.delete(keyOf(step.kind));
            } else {
              table.clear();
              model.clear();
            }
          }
          expect(sorted(table.keys())).toEqual(sorted(model.keys()));
          const owners = ownersByRebuild(model);
          for (const file of files) {
            expect(sorted(table.ownersOf(file))).toEqual(sorted(owners.get(file) ?? []));
          }

          const seen = new Set<string>();
          const roots = rootSpecs
            .map((r) => root(names[r.kind] ?? "", files[r.file] ?? "", r.replicas))
            .filter((r) => {
              const fresh = !seen.has(table.keyOf(r));
              seen.add(table.keyOf(r));
              return fresh;
            });
          // Entries written with foreign settings are stale for every root; give some the root's settings: the
          // same objects, equal copies (new objects after an edit), or a package that differs.
          for (const [i, r] of roots.slice(0, 2).entries()) {
            const entry = model.get(table.keyOf(r));
            if (entry === undefined) continue;
            const how = settingsOf[i];
            const settings =
              how === "same objects"
                ? { package: r.package, crd: r.crd }
                : how === "equal copies"
                  ? { package: { ...r.package }, crd: { ...r.crd } }
                  : { package: { ...r.package, replicas: 2 } as unknown as RootKind["package"], crd: r.crd };
            const fresh = { ...entry, settings };
            table.set(table.keyOf(r), fresh);
            model.set(table.keyOf(r), fresh);
          }
          const changes = new Set(changedFiles.map((i) => files[i] ?? ""));
          expect(sorted(kindsToConvert(roots, table, changes))).toEqual(
            sorted(convertByRebuild(roots, model, changes)),
          );

          const convertedKeys = new Set(converted.map(keyOf));
          const sources = [...convertedKeys].map((key) => model.get(key)?.sources ?? [files[2] ?? ""]);
          const read = new Set(sources.flat().filter((file) => !file.includes("/node_modules/")));
          const expected = [...model].some(
            ([key, entry]) => !convertedKeys.has(key) && entry.sources.some((file) => read.has(file)),
          );
          expect(readsFilesOfOthers(sources, convertedKeys, table)).toBe(expected);
        },
      ),
    );
  });

  it("drops a kind from the owners of the files it no longer reads when it is set again", () => {
    const table = new KindTable();
    const entry = (sources: string[]): KindEntry => ({
      settings: foreign,
      version: undefined,
      sources,
      placeless: [],
    });
    table.set("A", entry(["/p/a.ts", "/p/shared.ts"]));
    table.set("B", entry(["/p/shared.ts"]));
    table.set("A", entry(["/p/a.ts"]));
    expect(sorted(table.ownersOf("/p/shared.ts"))).toEqual(["B"]);
    table.delete("B");
    expect(sorted(table.ownersOf("/p/shared.ts"))).toEqual([]);
    expect(sorted(table.ownersOf("/p/a.ts"))).toEqual(["A"]);
  });
});
