import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import type { JudgeOptions } from "./diagnostics.js";
import { withExactIntegers } from "./exact-integers.js";
import { fileToJsonText } from "./render-json.js";
import type { ValidateFileReport } from "./types.js";

/**
 * Writes the JSON document of a run (`ValidateJson`, as `JSON.stringify` prints it) one file at a time: each
 * file's objects when the file is done, the diagnostics (few, and last in the document) at the end. The bytes are those of the whole document written at once; a run need not keep its reports. Files'
 * pieces are handed to `write` in runs of about {@link writeCharacters}: one write per small file cost about 4 % of
 * a long run's CPU (10,000 one-object files to a file), where a write per run costs next to nothing.
 */
export class ValidateJsonStream {
  private opened = false;
  private readonly diagnostics: string[] = [];
  private pending: string[] = [];
  private pendingCharacters = 0;

  constructor(
    private readonly write: (text: string) => void,
    private readonly options: JudgeOptions,
  ) {}

  /** One file's report, with its `fileDiagnostics` (those the objects do not show suffice: `fileDiagnosticsForJson`). */
  file(report: ValidateFileReport, diagnostics: readonly ManifestDiagnostic[]): void {
    const part = fileToJsonText(report, diagnostics, this.options);
    this.diagnostics.push(...part.diagnostics);
    if (part.objects === "") return;
    // The objects' JSON has its exact integers back already (fileToJsonText).
    const objects = part.objects;
    this.buffer(this.opened ? `,${objects}` : `{"objects":[${objects}`);
    this.opened = true;
  }

  private buffer(piece: string): void {
    this.pending.push(piece);
    this.pendingCharacters += piece.length;
    if (this.pendingCharacters >= writeCharacters) this.flush();
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.write(this.pending.join(""));
    this.pending = [];
    this.pendingCharacters = 0;
  }

  /** Closes the document: the objects' list, the diagnostics when there are some, and a newline. */
  end(): void {
    const diagnostics =
      this.diagnostics.length === 0
        ? ""
        : withExactIntegers(`,"diagnostics":[${this.diagnostics.join(",")}]`);
    this.buffer(`${this.opened ? "" : '{"objects":['}]${diagnostics}}\n`);
    this.flush();
  }
}

/** How much text (UTF-16 code units) {@link ValidateJsonStream} gathers before it writes. */
const writeCharacters = 256 * 1024;
