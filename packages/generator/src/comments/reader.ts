import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Marker, MarkerTarget } from "@crdgen/markers";
import { CommentMemo } from "@crdgen/markers";
import type { DeclarationComments, RawComment } from "../ts/model.js";

/** What the comments above one declaration say. */
export interface ReadComments {
  /** Markers for the declaration, from its doc comment and the detached groups above it. */
  readonly markers: readonly Marker[];
  /** Package-only markers found above a type; they belong to the package. */
  readonly packageMarkers: readonly Marker[];
  /** The description, from the doc comment only. */
  readonly description: string;
}

// What a declaration without comments says: nothing. Most fields have none, and reading one then costs
// neither a table entry nor a key; frozen, as it is shared by every such read.
const noComments: ReadComments = Object.freeze({
  markers: Object.freeze([]),
  packageMarkers: Object.freeze([]),
  description: "",
});

/**
 * Parses declaration comments with @crdgen/markers, once per comment: the same declaration is met by
 * discovery, by every use of its type and by every version that shares it, but its marker diagnostics
 * must be reported once. The diagnostics collect here until {@link CommentReader.takeDiagnostics}.
 */
export class CommentReader {
  /** The answers by file, then by target and the comments' positions there. */
  private readonly cache = new Map<string, Map<string, ReadComments>>();
  /**
   * The same answers by the comments object asked with, one table per target: an adapter hands out one
   * object per declaration, met again by every use of its type, so most reads are found here without
   * building the key. Not a map of targets per object: that would be a Map more for every object asked.
   */
  private readonly byObject: Readonly<Record<MarkerTarget, WeakMap<DeclarationComments, ReadComments>>> = {
    package: new WeakMap(),
    type: new WeakMap(),
    field: new WeakMap(),
  };
  /**
   * The comments read clean so far, and their marker lines: many come back in every kind (`// +optional`, a
   * field's doc and markers, `+listType=map` …).
   */
  private readonly memo = new CommentMemo();
  private diagnostics: Diagnostic[] = [];
  /** The answers whose comments had problems, and how often one was read (first time or again). */
  private readonly withProblems = new WeakSet<ReadComments>();
  private problemReads = 0;

  constructor(private readonly display: (file: string) => string) {}

  /** The markers and description of a declaration in `file` (absolute). */
  read(comments: DeclarationComments, file: string, target: MarkerTarget): ReadComments {
    if (comments.doc === undefined && comments.detached.length === 0 && comments.farther === undefined) {
      return noComments;
    }
    const known = this.byObject[target];
    let found = known.get(comments);
    if (found === undefined) {
      found = this.readByPlace(comments, file, target);
      known.set(comments, found);
    }
    if (this.withProblems.has(found)) this.problemReads++;
    return found;
  }

  private readByPlace(comments: DeclarationComments, file: string, target: MarkerTarget): ReadComments {
    const groups = comments.doc === undefined ? comments.detached : [...comments.detached, comments.doc];
    let inFile = this.cache.get(file);
    if (inFile === undefined) {
      inFile = new Map();
      this.cache.set(file, inFile);
    }
    const farther = comments.farther ?? [];
    let key: string = target;
    for (const group of farther) key += `|^${String(group.start.line)}:${String(group.start.column)}`;
    for (const group of groups) key += `|${String(group.start.line)}:${String(group.start.column)}`;
    let found = inFile.get(key);
    if (found === undefined) {
      found = this.parse(groups, comments.doc, farther, file, target);
      inFile.set(key, found);
    }
    return found;
  }

  /** The file-leading comments of a file, as package markers. */
  readPackage(groups: readonly RawComment[], file: string): readonly Marker[] {
    return this.read({ detached: groups }, file, "package").markers;
  }

  /**
   * How many reads so far met comments with problems, whether the problems were handed out then or by an
   * earlier read: a count that does not move while something is converted means none of its comments had any.
   */
  problemsRead(): number {
    return this.problemReads;
  }

  /** The diagnostics found since the last call. */
  takeDiagnostics(): Diagnostic[] {
    const out = this.diagnostics;
    this.diagnostics = [];
    return out;
  }

  private parse(
    groups: readonly RawComment[],
    doc: RawComment | undefined,
    farther: readonly RawComment[],
    file: string,
    target: MarkerTarget,
  ): ReadComments {
    const markers: Marker[] = [];
    const packageMarkers: Marker[] = [];
    let description = "";
    let problems = false;
    // Groups further up than the closest one: controller-gen collects their markers as the package's when at
    // file level (above a type), where only package markers mean something, and drops them inside a type
    // (collect.go, markerSubVisitor.Visit with collectPackageLevel). Their other markers have no effect; a
    // malformed one is no error there either, so their own diagnostics are not reported.
    for (const group of farther) {
      const parsed = this.memo.parse(group.text, group.start, this.display(file), target);
      const forPackage = target === "type" ? parsed.packageMarkers : [];
      packageMarkers.push(...forPackage);
      const ignored = sortedBySource(parsed.markers.concat(target === "type" ? [] : parsed.packageMarkers));
      for (const marker of ignored) {
        const message = catalogMessage("CRD1014", "fartherGroup", { marker: marker.text });
        this.diagnostics.push(createDiagnostic(message, { span: marker.span }));
        problems = true;
      }
    }
    for (const group of groups) {
      const parsed = this.memo.parse(group.text, group.start, this.display(file), target);
      markers.push(...parsed.markers);
      packageMarkers.push(...parsed.packageMarkers);
      this.diagnostics.push(...parsed.diagnostics);
      problems ||= parsed.diagnostics.length > 0;
      if (group === doc) description = parsed.description;
    }
    const read = { markers, packageMarkers, description };
    if (problems) this.withProblems.add(read);
    return read;
  }
}

function sortedBySource(markers: readonly Marker[]): Marker[] {
  return [...markers].sort(
    (a, b) => a.span.start.line - b.span.start.line || a.span.start.column - b.span.start.column,
  );
}
