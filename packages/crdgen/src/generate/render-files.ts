import type { CustomResourceDefinition } from "@crdgen/structural";
import { crdFileName, RenderMemo, renderCrdYamlChunks } from "../render/index.js";
import type { CrdFile } from "../write/index.js";
import { ChunkByteCounter, ChunkedCrdFile } from "../write/index.js";

/** The annotation that names the tool and version that wrote a CRD, in place of controller-gen's. */
export const versionAnnotation = "crdgen.io/version";

/** How the CRD files are rendered. */
export interface FileRenderOptions {
  readonly version: string;
  readonly maxDescLen?: number;
  readonly header?: string;
}

/**
 * Renders CRDs as files for a generate session and remembers each CRD object's file: in watch mode the
 * generator hands back the same object for a kind that did not change, so only changed kinds are rendered
 * again. The CRD objects are the generator's own (callers of the API get copies), so they cannot change
 * behind the session's back.
 */
export class CrdFileRenderer {
  private readonly rendered = new WeakMap<CustomResourceDefinition, CrdFile>();
  private readonly memo = new RenderMemo();
  private runs = 0;

  constructor(private readonly options: FileRenderOptions) {}

  /** Renders the CRDs of one run, in order. */
  renderRun(crds: readonly CustomResourceDefinition[]): CrdFile[] {
    // A session that renders a second time is watching: from then on the text of frozen schemas (kept
    // library schemas, the same objects in every run) outlives the run.
    if (++this.runs === 2) this.memo.keepFrozenAcrossRuns();
    this.memo.startRun();
    // Only the CRDs not rendered before are rendered: the schemas the first two share are kept from the first on.
    const [first, second] = crds.filter((crd) => !this.rendered.has(crd));
    if (second !== undefined) this.memo.noteSharedBetween(first, second);
    // Every file is measured (size warnings, writing), and the files of a run share their large chunks.
    const counter = new ChunkByteCounter();
    const files = crds.map((crd) => this.render(crd, counter));
    this.memo.finishRun();
    return files;
  }

  private render(crd: CustomResourceDefinition, counter: ChunkByteCounter): CrdFile {
    let file = this.rendered.get(crd);
    if (file === undefined) {
      // Chunked: the files of one run share the text of the schemas their CRDs share, which watch mode
      // keeps for as long as the files are current.
      file = new ChunkedCrdFile(
        crdFileName(crd),
        renderCrdYamlChunks(withVersionAnnotation(crd, this.options.version), {
          ...(this.options.maxDescLen === undefined ? {} : { maxDescLen: this.options.maxDescLen }),
          ...(this.options.header === undefined ? {} : { header: this.options.header }),
          memo: this.memo,
        }),
        counter,
      );
      this.rendered.set(crd, file);
    }
    return file;
  }
}

function withVersionAnnotation(crd: CustomResourceDefinition, version: string): CustomResourceDefinition {
  const metadata = crd.metadata ?? {};
  return {
    ...crd,
    metadata: {
      ...metadata,
      annotations: { ...(metadata.annotations ?? {}), [versionAnnotation]: version },
    },
  };
}
