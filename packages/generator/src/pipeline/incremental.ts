import type { Diagnostic } from "@crdgen/core";
import { SubtreeMemo } from "@crdgen/structural";
import { CommentReader } from "../comments/reader.js";
import type { ConvertSettings, CoreTypes } from "../convert/context.js";
import { clientLibraryCoreTypes } from "../convert/core-types.js";
import { DefinitionReuse } from "../convert/definition-reuse.js";
import { KeptLowerings } from "../lower/kept-lowerings.js";
import { ConvertSession } from "../convert/session.js";
import { SpecialTypes } from "../convert/special.js";
import type { DiscoveryCache, FolderDiscovery } from "../discover/discover.js";
import { discover } from "../discover/discover.js";
import type { FindingsCache } from "../discover/findings.js";
import type { ApiPackage, RootKind } from "../discover/types.js";
import type { TsProject } from "../ts/model.js";
import { DisplayPaths, displayPath } from "../ts/paths.js";
import { byKind, skippedByKind, sortCrds, withoutNameClashes } from "./assemble-stage.js";
import { compilerStage } from "./compiler-stage.js";
import { convertKind, optionalByDefault } from "./convert-stage.js";
import type { CrdEntry } from "./crd-stage.js";
import { buildCrd, generatedCrds } from "./crd-stage.js";
import { finalDiagnostics } from "./final-diagnostics.js";
import { KindTable, kindsToConvert, readsFilesOfOthers } from "./kind-cache.js";
import { embeddedObjectMetaSchema, lowerContext, lowerKind, skippedVersionProblems } from "./lower-stage.js";
import type { GenerateResult, GeneratedCrd, PipelineStage, SchemaOptions } from "./types.js";

const sameMembers = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((member, i) => member === b[i]);

/**
 * The pipeline (discover → convert → lower → assemble → check) over one program, run again after the program
 * refreshes changed files: files that did not change are not read again, kinds whose files did not change
 * are not converted again, and CRDs made of unchanged versions are neither assembled nor checked again, so
 * that they come back as the same objects. The first run does everything.
 */
export class IncrementalGenerator {
  private readonly findings: FindingsCache = new Map();
  private readonly folders = new Map<string, FolderDiscovery>();
  private readonly kinds = new KindTable();
  /** Conversion and lowering problems by file (as shown), from the runs that converted the kinds there. */
  private readonly placedDiagnostics = new Map<string, Diagnostic[]>();
  private crds = new Map<string, CrdEntry>();
  private readonly settings: ConvertSettings;
  /** The core types' expanded schemas, shared by all its runs (the data never changes). */
  private readonly coreTypes: CoreTypes = clientLibraryCoreTypes();
  /** Which declarations are crdgen's special types, for discovery and conversion in every run. */
  private readonly specialTypes = new SpecialTypes();
  /** Library types' definitions, kept while the program changes only in the user's files. */
  private readonly libraryDefinitions = new DefinitionReuse();
  /** Their lowered schemas, kept with them. */
  private readonly librarySchemas = new KeptLowerings(this.libraryDefinitions);

  constructor(
    private readonly project: TsProject,
    options: SchemaOptions = {},
  ) {
    this.settings = { embeddedObjectMeta: options.embeddedObjectMeta ?? "object" };
  }

  run(onStage?: (stage: PipelineStage) => void): GenerateResult {
    const changes = this.project.takeChanges();
    if (changes === "all") this.forget();
    const comments = this.commentReader();
    onStage?.("type-checking");
    const diagnostics: Diagnostic[] = compilerStage(this.project);
    onStage?.("discovering");
    const cache: DiscoveryCache = { findings: this.findings, changes, folders: this.folders };
    const discovery = discover(this.project, comments, this.specialTypes, cache);
    diagnostics.push(...discovery.diagnostics);
    onStage?.("converting");
    const { packages, roots, skipped } = discovery.value;
    // A skipped version is converted and lowered for its problems alone: controller-gen builds its schema before
    // SkipVersion drops it (controller-tools pkg/crd/spec.go NeedCRDFor). Only `roots` are assembled.
    this.convert([...roots, ...skipped], packages, changes, comments);
    for (const found of this.placedDiagnostics.values()) diagnostics.push(...found);
    for (const entry of this.kinds.values()) diagnostics.push(...entry.placeless);
    onStage?.("checking");
    const crds = this.assemble(
      roots.map((root) => this.kinds.keyOf(root)),
      skipped,
      diagnostics,
    );
    return { crds, diagnostics: finalDiagnostics(diagnostics) };
  }

  private commentReader(): CommentReader {
    const paths = new DisplayPaths(this.project.cwd);
    return new CommentReader((file) => paths.of(file));
  }

  private forget(): void {
    this.findings.clear();
    this.folders.clear();
    this.kinds.clear();
    this.placedDiagnostics.clear();
    this.crds = new Map();
    this.libraryDefinitions.clear();
    this.librarySchemas.clear();
  }

  private convert(
    roots: readonly RootKind[],
    packages: readonly ApiPackage[],
    changes: ReadonlySet<string> | "all",
    comments: CommentReader,
  ): void {
    const changed = changes === "all" ? new Set<string>() : changes;
    const redo = kindsToConvert(roots, this.kinds, changed);
    const current = new Map(roots.map((root) => [this.kinds.keyOf(root), root]));
    const shown = (file: string): string => displayPath(file, this.project.cwd);
    // Kinds that are gone take their problems with them, as do the kinds converted again.
    const cleared = new Set<string>();
    for (const [key, entry] of this.kinds) {
      if (!current.has(key) || redo.has(key)) for (const file of entry.sources) cleared.add(shown(file));
    }
    for (const key of this.kinds.keys()) if (!current.has(key)) this.kinds.delete(key);
    if (redo.size === 0) return;
    const batch = this.withFreshDeclarations(
      roots.filter((root) => redo.has(this.kinds.keyOf(root))),
      changes,
    );
    const session = new ConvertSession(
      this.settings,
      comments,
      this.coreTypes,
      this.specialTypes,
      optionalByDefault(packages),
      this.libraryDefinitions,
    );
    const converted = batch.map((root) => {
      const kind = convertKind(session, root);
      return { kind, found: [...session.takeDiagnostics(), ...comments.takeDiagnostics()] };
    });
    this.libraryDefinitions.keep(session.definitions);
    if (
      readsFilesOfOthers(
        converted.map((c) => c.kind.sources),
        redo,
        this.kinds,
      )
    ) {
      // A kind now reads a file that an unconverted kind reads too: their problems there are mixed, so
      // everything is converted again rather than untangled. With a fresh comment reader: this one has
      // handed out the problems of the comments it read already, and would not report them again.
      this.kinds.clear();
      this.placedDiagnostics.clear();
      this.convert(roots, packages, changes, this.commentReader());
      return;
    }
    const context = lowerContext(
      session.definitions,
      embeddedObjectMetaSchema(this.settings, this.coreTypes),
      this.librarySchemas,
    );
    const placed: Diagnostic[] = [];
    for (const { kind, found } of converted) {
      const version = lowerKind(kind, context);
      const lowered = context.diagnostics.splice(0);
      found.push(...(kind.root.crd.skipVersion ? skippedVersionProblems(lowered) : lowered));
      for (const file of kind.sources) cleared.add(shown(file));
      placed.push(...found.filter((d) => d.span !== undefined));
      const placeless = found.filter((d) => d.span === undefined);
      const settings = { package: kind.root.package, crd: kind.root.crd };
      const entry = { settings, version, sources: kind.sources, placeless };
      this.kinds.set(this.kinds.keyOf(kind.root), entry);
    }
    for (const file of cleared) this.placedDiagnostics.delete(file);
    for (const diagnostic of placed) {
      const file = diagnostic.span?.file ?? "";
      this.placedDiagnostics.set(file, [...(this.placedDiagnostics.get(file) ?? []), diagnostic]);
    }
  }

  // A kind converted again because a file it imports changed was found in an earlier program: its
  // declaration is looked up in the current one before its type is read. A kind whose own file changed was
  // found again by this run's discovery, so an edit of one kind's file looks nothing up (listing the input
  // files costs milliseconds at 800 kinds), and neither does a run after which everything changed: its
  // discovery forgot every earlier finding and found each kind in the current program (TypeScript 7's
  // adapter makes the file views anew at each listing, and a cold run listed and read them all again).
  private withFreshDeclarations(
    roots: readonly RootKind[],
    changes: ReadonlySet<string> | "all",
  ): RootKind[] {
    if (changes === "all" || roots.every((root) => changes.has(root.declaration.file))) return [...roots];
    const files = new Map(this.project.inputFiles().map((file) => [file.path, file]));
    return roots.map((root) => {
      const declaration = files
        .get(root.declaration.file)
        ?.declarations.find((d) => d.identity.name === root.kind);
      return declaration === undefined || declaration === root.declaration ? root : { ...root, declaration };
    });
  }

  /**
   * Assembles the CRDs from the kinds' versions in discovery order (`order` holds their keys) and their skipped
   * versions. A skipped version's root is the same object while its folder's files do not change.
   */
  private assemble(
    order: readonly string[],
    skipped: readonly RootKind[],
    diagnostics: Diagnostic[],
  ): GeneratedCrd[] {
    const versions = order.flatMap((key) => this.kinds.get(key)?.version ?? []);
    const skippedOf = skippedByKind(skipped);
    const next = new Map<string, CrdEntry>();
    // Owned by this assembly: the next one may see schemas an edit has rebuilt.
    const memo = new SubtreeMemo();
    for (const [key, members] of byKind(versions, diagnostics)) {
      const previous = this.crds.get(key);
      const skippedHere = skippedOf.get(key) ?? [];
      const unchanged =
        previous !== undefined &&
        sameMembers(previous.members, members) &&
        sameMembers(previous.skipped, skippedHere);
      const entry = unchanged ? previous : buildCrd(members, memo, skippedHere);
      next.set(key, entry);
      diagnostics.push(...entry.diagnostics);
    }
    this.crds = next;
    const { crds, spanOf } = generatedCrds([...next.values()]);
    return sortCrds(withoutNameClashes(crds, spanOf, diagnostics));
  }
}
