import { type ChildProcessByStdio, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { Expr, MapEntry, ParseOptions, StructField } from "../../src/index.js";
import {
  formatErrors,
  kubernetesEnvironment,
  kubernetesParseOptionsFor,
  parse,
  toDebugString,
} from "../../src/index.js";
import {
  type OracleAnswer,
  type OracleRequest,
  limitRequests,
  macroRequests,
  oracleRequest,
} from "./cel-go-v026-inputs.js";

/**
 * The parser against cel-go v0.26.0 (Kubernetes 1.35's pin, with antlr4-go v4.13.0): the saved answers of a
 * Go oracle (SOURCES.md says how it was made) for the inputs of `cel-go-v026-inputs.ts`, compared with
 * crdgen's error display, tree (ids and offsets) and macro calls.
 *
 * With `CEL_GO_ORACLE=<oracle binary>` the generator also runs against the live oracle
 * (`CEL_GO_ORACLE_RUNS`, 2000 by default; a fresh seed each time unless `CEL_GO_ORACLE_SEED`), and with `CEL_GO_ORACLE_WRITE=1` the
 * saved answers are made again.
 */

interface Vectors {
  readonly seed: number;
  readonly runs: number;
  readonly cases: readonly (OracleRequest & OracleAnswer)[];
}

const vectorsUrl = new URL("./cel-go-v026-parser-vectors.json", import.meta.url);
/**
 * Trees and error displays longer than this are kept as their SHA-256: nesting at the recursion limit prints
 * quadratically, and a hundred errors each show their line.
 */
const longText = 4000;
const kubernetes = kubernetesParseOptionsFor(kubernetesEnvironment());

const keyOf = (r: OracleRequest): string => JSON.stringify({ e: r.e, m: r.m, p: r.p });

function optionsOf(r: OracleRequest): ParseOptions {
  if (r.m !== "raw") return kubernetes;
  // parser.NewParser(Macros(env.Macros()...)) with cel-go v0.26.0's defaults: no optional syntax, no back-quotes.
  const opts: Record<string, unknown> = {
    macros: kubernetes.macros,
    enableOptionalSyntax: false,
    enableIdentEscapeSyntax: false,
  };
  for (const [k, v] of Object.entries(r.p ?? {})) {
    const flag = ["populateMacroCalls", "enableOptionalSyntax", "enableIdentEscapeSyntax"].includes(k);
    opts[k] = flag ? v !== 0 : v;
  }
  return opts;
}

const sha256 = (s: string): string => createHash("sha256").update(s).digest("hex");

/** A long tree or error display as its hash, as the vectors keep it. */
function compact(a: OracleAnswer): OracleAnswer {
  const { ast, err, ...rest } = a;
  return {
    ...rest,
    ...(err === undefined ? {} : err.length > longText ? { errHash: sha256(err) } : { err }),
    ...(ast === undefined ? {} : ast.length > longText ? { astHash: sha256(ast) } : { ast }),
  };
}

/** crdgen's answer in the oracle's format (its `idAdorner` prints `^#id@offset#`, `^#id#` without an offset). */
function crdgen(r: OracleRequest): OracleAnswer {
  const result = parse(r.e, optionsOf(r));
  if (result.errors.length > 0 || result.ast === undefined) {
    return compact({ err: formatErrors(result.source, result.errors) });
  }
  const { offsets, macroCalls } = result.ast.sourceInfo;
  const adorn = (node: Expr | MapEntry | StructField) => {
    const offset = offsets.get(node.id);
    return offset === undefined ? `^#${node.id}#` : `^#${node.id}@${offset}#`;
  };
  const mc = [...macroCalls.keys()]
    .sort((a, b) => b - a)
    .map((id) => {
      const call = macroCalls.get(id);
      return call === undefined ? "" : `${id}: ${toDebugString(call, adorn)}`;
    })
    .join("\n");
  return compact({ ast: toDebugString(result.ast.expr, adorn), ...(mc === "" ? {} : { mc }) });
}

/** An answer's fields in one order, for comparing as text. */
const canonical = ({ err, errHash, ast, astHash, mc }: OracleAnswer): string =>
  JSON.stringify({ err, errHash, ast, astHash, mc });

/** The oracle process, fed JSON lines and answering one line each, in order. */
class Oracle {
  private readonly child: ChildProcessByStdio<Writable, Readable, null>;
  private readonly waiting: ((line: string) => void)[] = [];

  constructor(path: string) {
    this.child = spawn(path, [], { stdio: ["pipe", "pipe", "inherit"] });
    createInterface({ input: this.child.stdout }).on("line", (line) => this.waiting.shift()?.(line));
  }

  ask(r: OracleRequest): Promise<OracleAnswer> {
    return new Promise((resolve) => {
      this.waiting.push((line) => {
        resolve(compact(JSON.parse(line) as OracleAnswer));
      });
      this.child.stdin.write(`${JSON.stringify({ e: r.e, m: r.m, p: r.p })}\n`);
    });
  }

  close(): void {
    this.child.stdin.end();
  }
}

const oraclePath = process.env["CEL_GO_ORACLE"];
const oracle = oraclePath === undefined ? undefined : new Oracle(oraclePath);
afterAll(() => oracle?.close());

function families(): OracleRequest[] {
  return [...macroRequests(), ...limitRequests()];
}

function generated(seed: number, runs: number): OracleRequest[] {
  return fc.sample(oracleRequest, { seed, numRuns: runs });
}

/** The inputs whose answer differs from the saved one, or has none saved. */
function mismatches(requests: readonly OracleRequest[], vectors: Vectors): string[] {
  const saved = new Map(vectors.cases.map((c) => [keyOf(c), c]));
  const out: string[] = [];
  for (const r of requests) {
    const c = saved.get(keyOf(r));
    if (c === undefined) {
      out.push(`no saved answer for ${keyOf(r)}: make the vectors again (CEL_GO_ORACLE_WRITE=1)`);
    } else if (canonical(crdgen(r)) !== canonical(c)) {
      out.push(
        `${keyOf(r)}\n  crdgen: ${canonical(crdgen(r)).slice(0, 300)}\n  cel-go: ${canonical(c).slice(0, 300)}`,
      );
    }
  }
  return out;
}

describe.runIf(process.env["CEL_GO_ORACLE_WRITE"] === "1" && oracle !== undefined)(
  "writing the vectors",
  () => {
    it("asks the oracle", async () => {
      const seed = 20261127;
      const runs = 1500;
      const requests = [
        ...new Map([...generated(seed, runs), ...families()].map((r) => [keyOf(r), r])).values(),
      ];
      const cases: (OracleRequest & OracleAnswer)[] = [];
      for (const r of requests) cases.push({ ...r, ...(await oracle?.ask(r)) });
      // Two-space JSON, as Prettier leaves it.
      writeFileSync(vectorsUrl, `${JSON.stringify({ seed, runs, cases }, null, 2)}\n`);
    }, 600_000);
  },
);

describe.skipIf(process.env["CEL_GO_ORACLE_WRITE"] === "1")("cel-go v0.26.0 parser, saved answers", () => {
  const vectors = (): Vectors => JSON.parse(readFileSync(vectorsUrl, "utf8")) as Vectors;

  it("the generated expressions (fast-check sample of the saved seed)", () => {
    const saved = vectors();
    expect(mismatches(generated(saved.seed, saved.runs), saved).slice(0, 10)).toEqual([]);
  });

  it("every macro with every argument count, nesting at the limits, the error reporting limits", () => {
    expect(mismatches(families(), vectors()).slice(0, 10)).toEqual([]);
  });
});

describe.runIf(oracle !== undefined && process.env["CEL_GO_ORACLE_WRITE"] !== "1")(
  "cel-go v0.26.0 parser, live",
  () => {
    it("agrees on generated expressions", async () => {
      await fc.assert(
        fc.asyncProperty(oracleRequest, async (r) => {
          const want = await oracle?.ask(r);
          expect(crdgen(r)).toEqual(want);
        }),
        {
          numRuns: Number(process.env["CEL_GO_ORACLE_RUNS"] ?? 2000),
          ...(process.env["CEL_GO_ORACLE_SEED"] === undefined
            ? {}
            : { seed: Number(process.env["CEL_GO_ORACLE_SEED"]) }),
        },
      );
    }, 3_600_000);
  },
);
