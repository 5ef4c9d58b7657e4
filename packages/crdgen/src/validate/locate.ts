import type { ManifestDocument } from "../manifest/documents.js";
import { unsure } from "../manifest/position-recorder.js";
import type { NodePosition } from "../manifest/yaml-positions.js";
import { YamlPositionIndex } from "../manifest/yaml-positions.js";
import { parseFieldPath } from "../check/field-path.js";
import type { FilePlace } from "./types.js";

/**
 * Finds the places of field paths (as the API server renders them) in one document's text: from the places
 * noted while the text was read when it has them, otherwise (and for what those notes cannot answer) from the
 * text parsed again by the `yaml` package, only when a first place is asked for: valid objects never pay for it.
 */
export class DocumentPlaces {
  private index: YamlPositionIndex | undefined | null = null;
  // Places already found, by field: an object's errors often name one field several times (a value out of
  // range and a rule on it, every item of a list failing one check), and each lookup walks the document.
  // Made when a first place is asked for: most objects are valid and ask for none.
  private found: Map<string, FilePlace> | undefined;

  constructor(
    private readonly document: ManifestDocument,
    /** The object's index in a `List` document's items. */
    private readonly item: number | undefined,
  ) {}

  /** The place of `field`, or of its nearest parent the file has (a missing required field: its parent). */
  of(field: string): FilePlace {
    this.found ??= new Map();
    let place = this.found.get(field);
    if (place === undefined) {
      place = this.ofSteps(field === "" ? [] : parseFieldPath(field));
      this.found.set(field, place);
    }
    return place;
  }

  /**
   * The place of the key of `field` (an unknown field is about its name, not its value); the place of its
   * value or nearest parent when the key is not on that line.
   */
  ofKey(field: string): FilePlace {
    const place = this.of(field);
    const key = parseFieldPath(field).at(-1);
    const line = place.sourceLine;
    if (key === undefined || line === undefined) return place;
    const at = line.lastIndexOf(`${key}:`, place.column - 1);
    return at === -1 ? place : { ...place, column: at + 1 };
  }

  /** The place of the path `steps` from the object's root. */
  ofSteps(steps: readonly string[]): FilePlace {
    const { source, line } = this.document;
    const path = this.item === undefined ? steps : ["items", String(this.item), ...steps];
    const found = this.locate(source.documentInText, path);
    if (found === undefined) return { line, column: 1 };
    return { line: source.line + found.line - 1, column: found.column, sourceLine: found.lineText };
  }

  private locate(document: number, path: readonly string[]): NodePosition | undefined {
    const recorded = this.document.source.positions?.locate(document, path);
    if (recorded !== undefined && recorded !== unsure) return recorded;
    return this.positions()?.locate(document, path);
  }

  private positions(): YamlPositionIndex | undefined {
    if (this.index === null) {
      try {
        this.index = new YamlPositionIndex(this.document.source.text);
      } catch {
        // The text was read by js-yaml already; a parser that disagrees costs the positions, never the errors.
        this.index = undefined;
      }
    }
    return this.index;
  }
}
