import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as markers from "@crdgen/markers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TsBackend } from "../../src/index.js";
import { generateCrds } from "../../src/index.js";
import { header } from "../support/memory.js";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";
import { typescript7Package } from "../ts7/typescript7.js";

// Discovery reads the comments of every declaration of the input files (package markers, root markers) before
// conversion reads them again for descriptions and validation markers: the two must share one parse per
// comment, through the run's CommentReader: then discovery's reading is work conversion would do anyway, and
// no comment of a type is parsed twice. The reader parses through the run's CommentMemo (which parses a comment
// text met again at another place once more only when it has problems): it asks it once per comment.
const input = `${header}
/** How it rolls out. */
export type Mode = "Fast" | "Slow";

/** A port. */
export interface Port {
  // +kubebuilder:validation:Minimum=1
  port: number;
}

/** The desired state. */
export interface WidgetSpec {
  mode?: Mode;
  /** The ports. */
  // +listType=atomic
  ports?: Port[];
  // +kubebuilder:validation:Maximum=notANumber
  replicas?: number;
}

/**
 * A widget.
 * +kubebuilder:object:root=true
 * +kubebuilder:subresource:status
 */
export interface Widget {
  apiVersion: string;
  kind: string;
  metadata?: ObjectMeta;
  spec: WidgetSpec;
}
`;

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-comments-once-"));
  writeProjectFile(dir, "tsconfig.json", testTsconfig());
  writeProjectFile(dir, "api/v1/input.ts", input);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("comment parsing in one run", () => {
  it.each<TsBackend>(["ts-morph", "typescript7"])(
    "parses each comment of the inputs once (%s)",
    (tsBackend) => {
      const parse = vi.spyOn(markers.CommentMemo.prototype, "parse");
      const result = generateCrds({
        inputs: ["api"],
        cwd: dir,
        tsBackend,
        typescriptPackage: typescript7Package,
      });
      expect(result.crds).toHaveLength(1);
      // The malformed marker is reported once, and conversion read the comments discovery had parsed.
      expect(result.diagnostics.filter((d) => d.message.includes("notANumber"))).toHaveLength(1);
      const spec = result.crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties?.spec;
      expect(spec?.description).toBe("The desired state.");
      expect(spec?.properties?.ports).toMatchObject({ items: { properties: { port: { minimum: 1 } } } });
      const places = parse.mock.calls.map(([text, start, file, target]) =>
        JSON.stringify([file, start.line, start.column, target, text]),
      );
      // The package comment, the four declarations' and the three commented fields': each once.
      expect(places).toHaveLength(8);
      expect(new Set(places).size).toBe(places.length);
      parse.mockRestore();
    },
  );
});
