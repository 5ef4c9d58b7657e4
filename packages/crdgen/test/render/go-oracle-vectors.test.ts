import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderGoYamlDocument } from "../../src/render/index.js";
import { goJsonIndent } from "../../src/validate/go-json.js";

// Answers of a Go oracle (see SOURCES.md): for each JSON value, sigs.k8s.io/yaml v1.6.0's Marshal (go.yaml.in/yaml/v2
// v2.4.4) of it as float64 numbers, and the bytes of kubectl's JSON printer (cli-runtime v0.35.0 JSONPrinter:
// json.MarshalIndent over apimachinery v0.35.0's json.NewEncoder(w).Encode, numbers int64 or float64).
interface Vector {
  readonly in: string;
  readonly yaml: string;
  readonly json: string;
}

const vectors: Vector[] = readFileSync(new URL("vectors/go-marshal.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => JSON.parse(line) as Vector);

describe("Go oracle vectors", () => {
  it("has them all", () => {
    expect(vectors.length).toBeGreaterThan(4000);
  });

  it("renders YAML byte for byte as sigs.k8s.io/yaml.Marshal", () => {
    const wrong = vectors.filter((v) => renderGoYamlDocument(JSON.parse(v.in)) !== v.yaml);
    expect(wrong.slice(0, 3).map((v) => ({ ...v, crdgen: renderGoYamlDocument(JSON.parse(v.in)) }))).toEqual(
      [],
    );
  });

  it("writes JSON byte for byte as kubectl's JSON printer", () => {
    const wrong = vectors.filter((v) => `${goJsonIndent(JSON.parse(v.in))}\n` !== v.json);
    expect(wrong.slice(0, 3).map((v) => ({ ...v, crdgen: `${goJsonIndent(JSON.parse(v.in))}\n` }))).toEqual(
      [],
    );
  });
});
