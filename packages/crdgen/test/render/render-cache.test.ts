import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { RenderMemo, renderGoYamlDocument } from "../../src/render/index.js";
import type { Scalar } from "../../src/render/scalar-of.js";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const longText =
  "A description that is long enough to be folded at eighty columns, with  two spaces and 'quotes' too.";

function schema(): Record<string, unknown> {
  return {
    description: longText,
    type: "object",
    properties: {
      v10: { type: "integer", default: 1e21 },
      v2: { type: "string", enum: ["yes", "", "- x", "multi\nline\n"] },
      v1alpha1: { items: { type: "array" }, type: "array", "x-kubernetes-list-map-keys": ["name"] },
    },
    required: [],
  };
}

function document(shared: object): unknown {
  return {
    top: shared,
    list: [shared, { nested: [shared, [shared]] }],
    deep: { a: { b: { c: shared } } },
    [longText.repeat(2)]: shared,
  };
}

describe("renderGoYamlDocument caches", () => {
  it("writes a shared frozen subtree exactly as an unshared copy, wherever it sits", () => {
    const expected = renderGoYamlDocument(document(schema()));
    const frozen = deepFreeze(schema());
    expect(renderGoYamlDocument(document(frozen))).toBe(expected);
    expect(renderGoYamlDocument(document(frozen))).toBe(expected);
    expect(renderGoYamlDocument(document(frozen))).toBe(expected);
  });

  it("does not replay a frozen subtree whose child can still change", () => {
    const child = { type: "string" };
    const parent = Object.freeze({ properties: Object.freeze({ child }) });
    const before = renderGoYamlDocument({ a: parent, b: parent });
    expect(before).toBe(renderGoYamlDocument({ a: parent, b: parent }));
    child.type = "integer";
    expect(renderGoYamlDocument({ a: parent })).toBe("a:\n  properties:\n    child:\n      type: integer\n");
  });

  it("writes a shared plain (unfrozen) subtree exactly as unshared copies within one run", () => {
    const expected = renderGoYamlDocument(document(schema()));
    const memo = new RenderMemo();
    const shared = schema();
    expect(renderGoYamlDocument(document(shared), memo)).toBe(expected);
    expect(renderGoYamlDocument(document(shared), memo)).toBe(expected);
  });

  it("forgets subtrees at the start of a run, so a schema edited between runs is rendered afresh", () => {
    const memo = new RenderMemo();
    const shared = { type: "string" };
    memo.startRun();
    expect(renderGoYamlDocument({ a: shared, b: shared, c: shared }, memo)).toBe(
      "a:\n  type: string\nb:\n  type: string\nc:\n  type: string\n",
    );
    shared.type = "integer";
    memo.startRun();
    expect(renderGoYamlDocument({ a: shared, b: shared, c: shared }, memo)).toBe(
      "a:\n  type: integer\nb:\n  type: integer\nc:\n  type: integer\n",
    );
  });

  it("renders a repeated scalar the same at every column and indentation", () => {
    const value = { k: longText, list: [longText, [longText]], [longText]: { x: longText } };
    const first = renderGoYamlDocument(value);
    expect(renderGoYamlDocument(value)).toBe(first);
    const folded = "A description that is long enough to be folded at eighty columns, with  two spaces\n";
    expect(first).toBe(
      `${longText}:\n  x: ${folded}    and 'quotes' too.\nk: ${folded}  and 'quotes' too.\n` +
        `list:\n- ${folded}  and 'quotes' too.\n- - ${folded}    and 'quotes' too.\n`,
    );
  });
});

describe("RenderMemo runs", () => {
  it("forgets a run's subtrees when the run finishes", () => {
    const memo = new RenderMemo();
    const node = { type: "object" };
    const rendered = { text: "type: object\n", column: 0, whitespace: true, indention: true };
    memo.startRun();
    expect(memo.subtree(node, "0,0")).toBe(false);
    expect(memo.subtree(node, "0,0")).toBe(true);
    memo.keepSubtree(node, "0,0", rendered);
    expect(memo.subtree(node, "0,0")).toBe(rendered);
    memo.finishRun();
    expect(memo.subtree(node, "0,0")).toBe(false);
  });
});

// What RenderMemo.subtree answers, written plainly: every rendering of a node notes its state; the second
// rendering in a state, or the first of a node noted as shared, asks for the text; kept text is replayed.
class SubtreeModel {
  readonly states = new Map<object, Map<number, string | null>>();
  shared = new Set<object>();

  subtree(node: object, state: number): string | boolean {
    const states = this.states.get(node);
    if (states === undefined) {
      this.states.set(node, new Map([[state, null]]));
      return this.shared.has(node);
    }
    const known = states.get(state);
    if (known !== undefined) return known ?? true;
    states.set(state, null);
    return false;
  }
}

describe("RenderMemo.subtree", () => {
  // Runs of random renderings, notes and kept texts over a few nodes and states: the memo answers as the model.
  it("answers as a plain model of notes and kept texts", () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("render" as const),
        node: fc.nat(4),
        state: fc.nat(2),
        keep: fc.boolean(),
      }),
      fc.record({ kind: fc.constant("note" as const), nodes: fc.uniqueArray(fc.nat(4), { maxLength: 3 }) }),
      fc.record({ kind: fc.constant("run" as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const nodes = [0, 1, 2, 3, 4].map((i) => ({ i }));
        const memo = new RenderMemo();
        let model = new SubtreeModel();
        memo.startRun();
        for (const [step, o] of ops.entries()) {
          if (o.kind === "run") {
            memo.startRun();
            model = new SubtreeModel();
          } else if (o.kind === "note") {
            // Notes are taken before a run renders: only nodes not rendered yet can be noted as shared.
            const noted = o.nodes.map((i) => nodes[i] ?? {}).filter((n) => !model.states.has(n));
            memo.noteSharedBetween(noted, [...noted]);
            for (const n of noted) model.shared.add(n);
          } else {
            const node = nodes[o.node] ?? {};
            const answer = memo.subtree(node, o.state);
            const expected = model.subtree(node, o.state);
            expect(typeof answer === "object" ? answer.text : answer).toBe(expected);
            if (answer === true && o.keep) {
              const text = `text ${String(step)}`;
              memo.keepSubtree(node, o.state, { text, column: 0, whitespace: true, indention: true });
              model.states.get(node)?.set(o.state, text);
            }
          }
        }
      }),
    );
  });
});

describe("RenderMemo scalars", () => {
  it("keeps a scalar from the second time its text comes, and hands the kept one back from then on", () => {
    const memo = new RenderMemo();
    const make = vi.fn((text: string) => ({ text }) as unknown as Scalar);
    const first = memo.stringScalar("once", make);
    const second = memo.stringScalar("once", make);
    const third = memo.stringScalar("once", make);
    expect(make).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    expect(memo.otherScalar("once", make)).not.toBe(second);
  });

  // Any sequence of texts: each answer is what `make` makes of that text, made at most twice per text.
  it("answers every text with its own scalar, made at most twice", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "c", "", "1"), { maxLength: 30 }), (texts) => {
        const memo = new RenderMemo();
        const made = new Map<string, number>();
        const make = (text: string): Scalar => {
          made.set(text, (made.get(text) ?? 0) + 1);
          return { text } as unknown as Scalar;
        };
        for (const text of texts) expect(memo.stringScalar(text, make).text).toBe(text);
        for (const count of made.values()) expect(count).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe("RenderMemo keeping frozen subtrees across runs", () => {
  // Over runs of one memo that keeps frozen text, documents made of deeply frozen subtrees, frozen objects
  // holding a child that changes between runs, and a frozen object holding a Date (written through toJSON)
  // that changes too, each placed at random depths: every run writes what a fresh render of a copy writes.
  it("writes what a fresh render writes, whatever changed inside frozen objects that are not deeply frozen", () => {
    const value = fc.jsonValue({ maxDepth: 3 });
    const place = fc.record({ subtree: fc.nat(5), depth: fc.nat(3), inList: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 2, maxLength: 4 }),
        fc.array(fc.record({ places: fc.array(place, { maxLength: 6 }), next: value }), {
          minLength: 2,
          maxLength: 5,
        }),
        (values, runs) => {
          const memo = new RenderMemo();
          memo.keepFrozenAcrossRuns();
          const deep = values.map((v) => deepFreeze(structuredClone({ v })));
          const child = { x: values[0] as unknown };
          const holder = Object.freeze({ child });
          const date = new Date(0);
          const dated = Object.freeze({ at: date });
          const subtree = (i: number): object =>
            i < 2
              ? (deep[i % deep.length] as object)
              : i < 4
                ? holder
                : i === 4
                  ? dated
                  : { plain: values[1] };
          runs.forEach((run, n) => {
            const doc: Record<string, unknown> = {};
            run.places.forEach((p, i) => {
              let node: unknown = subtree(p.subtree);
              for (let d = 0; d < p.depth; d++) node = { [`d${String(d)}`]: node };
              doc[`k${String(i)}`] = p.inList ? [node, [node]] : node;
            });
            memo.startRun();
            const fresh = renderGoYamlDocument(JSON.parse(JSON.stringify(doc)));
            expect(renderGoYamlDocument(doc, memo)).toBe(fresh);
            memo.finishRun();
            child.x = run.next;
            date.setTime((n + 1) * 86_400_000);
          });
        },
      ),
    );
  });

  it("replays the text of a deeply frozen subtree that came back in a later run, inside a new frozen one too", () => {
    const memo = new RenderMemo();
    memo.keepFrozenAcrossRuns();
    const shared = deepFreeze({ properties: { a: { type: "string" } } });
    // Seen in the first run, captured in the second, replayed from the third.
    memo.startRun();
    const first = renderGoYamlDocument({ x: { y: shared } }, memo);
    memo.finishRun();
    memo.startRun();
    const second = { x: { y: shared }, z: deepFreeze({ z: shared }) };
    expect(renderGoYamlDocument(second, memo)).toBe(renderGoYamlDocument(JSON.parse(JSON.stringify(second))));
    memo.finishRun();
    memo.startRun();
    const keys = vi.spyOn(memo, "keyOrder");
    expect(renderGoYamlDocument({ x: { y: shared } }, memo)).toBe(first);
    // Only the two unfrozen objects around it have their keys ordered.
    expect(keys).toHaveBeenCalledTimes(2);
  });
});

describe("RenderMemo notes of the subtrees the first two documents share", () => {
  // Documents of one run made of subtrees shared between them (some frozen), placed at random depths, in
  // lists or not, with the shared ones noted from the first two documents: each document is written as a
  // fresh render of a copy writes it.
  it("writes what a fresh render writes, wherever the shared subtrees sit", () => {
    const value = fc.jsonValue({ maxDepth: 3 });
    const place = fc.record({ subtree: fc.nat(4), depth: fc.nat(3), inList: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(place, { maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (values, documents, frozen) => {
          const subtrees = values.map((v) => ({ v, list: [v, { v }] }));
          const docs = documents.map((places) => {
            const doc: Record<string, unknown> = {};
            places.forEach((p, i) => {
              let node: unknown = subtrees[p.subtree % subtrees.length];
              for (let d = 0; d < p.depth; d++) node = { [`d${String(d)}`]: node };
              doc[`k${String(i)}`] = p.inList ? [node, [node]] : node;
            });
            return frozen ? deepFreeze(doc) : doc;
          });
          const memo = new RenderMemo();
          memo.startRun();
          memo.noteSharedBetween(docs[0], docs[1]);
          for (const doc of docs) {
            expect(renderGoYamlDocument(doc, memo)).toBe(
              renderGoYamlDocument(JSON.parse(JSON.stringify(doc))),
            );
          }
          memo.finishRun();
        },
      ),
    );
  });

  it("keeps a shared subtree the first time, so that the second document replays it", () => {
    const shared = { properties: { a: { type: "string" }, b: { type: "integer" } } };
    const first = { kind: "A", spec: { template: shared } };
    const second = { kind: "B", spec: { template: shared } };
    const memo = new RenderMemo();
    memo.startRun();
    memo.noteSharedBetween(first, second);
    const expected = renderGoYamlDocument(JSON.parse(JSON.stringify(second)));
    renderGoYamlDocument(first, memo);
    const keys = vi.spyOn(memo, "keyOrder");
    expect(renderGoYamlDocument(second, memo)).toBe(expected);
    // Only the second document's own two objects have their keys ordered: the shared one is replayed whole.
    expect(keys).toHaveBeenCalledTimes(2);
  });

  it("forgets its notes at the end of the run", () => {
    const shared = { type: "string" };
    const memo = new RenderMemo();
    memo.startRun();
    memo.noteSharedBetween({ a: shared }, { b: shared });
    expect(memo.subtree(shared, 0)).toBe(true);
    memo.finishRun();
    expect(memo.subtree(shared, 0)).toBe(false);
  });
});
