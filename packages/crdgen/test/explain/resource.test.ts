import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CrdView } from "../../src/explain/crd-view.js";
import { fieldNodes, findResource } from "../../src/explain/resource.js";

// How kubectl explain splits RESOURCE[.field.path] (pkg/explain/explain.go at kubernetes-1.35.0, jsonPathParse and
// SplitAndParseResourceRequestWithMatchingPrefix; client-go v0.35.0 util/jsonpath/parser.go).

type Node = { readonly field: string } | "recursive";

// A model of client-go's Parse of `{.<path>}` for the characters generated below, written from parser.go
// (parseInsideAction, parseRecursive, parseField, advance, isTerminator): the nodes, or undefined where kubectl
// reports a syntax error or gets a node that is not a field (a number, an identifier).
function modelParse(path: string): Node[] | undefined {
  const text = `{.${path.endsWith(".") ? path.slice(0, -1) : path}}`;
  const nodes: Node[] = [];
  let pos = 1;
  const isAlphaNumeric = (char: string | undefined): boolean =>
    char !== undefined && /^[\p{L}\p{Nd}_]$/u.test(char);
  const parseField = (): void => {
    const start = pos;
    for (;;) {
      const char = text[pos];
      if (char === "\\") {
        pos += 2;
        continue;
      }
      if (char === undefined || ".,[]$@{}".includes(char)) break;
      pos++;
    }
    nodes.push({ field: text.slice(start, Math.min(pos, text.length)).replaceAll("\\", "") });
  };
  for (;;) {
    if (text.startsWith("}", pos)) return pos + 1 === text.length ? nodes : undefined;
    if (text.startsWith("..", pos)) {
      if (nodes.at(-1) === "recursive") return undefined;
      nodes.push("recursive");
      pos += 2;
      if (isAlphaNumeric(text[pos])) parseField();
      continue;
    }
    const char = text[pos];
    pos++;
    if (char !== ".") return undefined; // eof, a number, an identifier or an unrecognized character
    parseField();
  }
}

describe("fieldNodes", () => {
  it("trims one trailing dot, splits at unescaped dots and drops every backslash", () => {
    expect(fieldNodes("widgets.spec.")).toEqual(["widgets", "spec"]);
    expect(fieldNodes("widgets.spec.a\\.b")).toEqual(["widgets", "spec", "a.b"]);
    expect(fieldNodes("widgets.a\\\\b")).toEqual(["widgets", "ab"]);
    expect(fieldNodes("widgets.x-y_z")).toEqual(["widgets", "x-y_z"]);
  });

  it("agrees with the model of client-go's jsonpath wherever kubectl gets only field nodes (fast-check)", () => {
    const path = fc
      .array(fc.constantFrom("a", "b", "1", "-", "_", ".", "\\", "é"), { maxLength: 10 })
      .map((chars) => chars.join(""));
    fc.assert(
      fc.property(path, (input) => {
        const nodes = modelParse(input);
        if (nodes === undefined || nodes.some((node) => node === "recursive")) return;
        expect(fieldNodes(input)).toEqual(nodes.map((node) => (node as { field: string }).field));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("findResource's plural.group prefix", () => {
  const crd: CrdView = {
    group: "example.com",
    kind: "Widget",
    plural: "widgets",
    singular: "widget",
    shortNames: [],
    scope: "Namespaced",
    versions: [{ name: "v1", served: true, storage: true, deprecated: false }],
  };
  const fieldsOf = (request: string): readonly string[] | undefined => {
    const lookup = findResource([crd], request, undefined);
    return lookup.ok ? lookup.match.fieldPath : undefined;
  };

  it("is strings.HasPrefix on the request as typed, the rest's first node dropped (explain.go:106-117)", () => {
    expect(fieldsOf("widgets.example.com.spec.size")).toEqual(["spec", "size"]);
    expect(fieldsOf("widgets.example.com")).toEqual([]);
    expect(fieldsOf("widgets.example.com.spec.")).toEqual(["spec"]);
    // No dot needed after the group: the rest "x.spec" loses its first node.
    expect(fieldsOf("widgets.example.comx.spec")).toEqual(["spec"]);
    // Case matters to HasPrefix: no match, so the first resource's fields are the whole path after it.
    expect(fieldsOf("Widgets.example.com.spec")).toEqual(["example", "com", "spec"]);
  });
});

describe("findResource's RESTMapper matching (shortcut.go expandResourceShortcut, restmapper.go ResourcesFor)", () => {
  const crd = (
    plural: string,
    singular: string,
    kind: string,
    shortNames: string[],
    group = "example.com",
  ): CrdView => ({
    group,
    kind,
    plural,
    singular,
    shortNames,
    scope: "Namespaced",
    versions: [{ name: "v1", served: true, storage: true, deprecated: false }],
  });
  const widgets = crd("widgets", "", "Widget", ["wd"]);
  const gizmos = crd("gizmos", "gadget", "Gizmo", ["gz"]);
  const kindOf = (crds: CrdView[], request: string): string | undefined => {
    const lookup = findResource(crds, request, undefined);
    return lookup.ok ? lookup.match.crd.kind : undefined;
  };

  it("matches plural and singular in any case, the empty singular being the kind in lower case", () => {
    expect(kindOf([widgets, gizmos], "WIDGETS")).toBe("Widget");
    expect(kindOf([widgets, gizmos], "Widget")).toBe("Widget");
    expect(kindOf([widgets, gizmos], "Gadget")).toBe("Gizmo");
  });

  it("does not match the kind when the singular is another name", () => {
    expect(kindOf([widgets, gizmos], "gizmo")).toBeUndefined();
  });

  // Discovery lists CRD groups by name (all at group priority 1000: customresource_discovery_controller.go:278,
  // aggregated/handler.go:476-493), and the RESTMapper ranks resources in that order (restmapper/discovery.go).
  it("prefers the CRD whose group comes first by name, whatever order the CRDs come in", () => {
    const inB = crd("widgets", "widget", "WidgetB", ["wd"], "b.example.com");
    const inA = crd("widgets", "widget", "WidgetA", ["wd"], "a.example.com");
    for (const request of ["widgets", "Widget", "wd", "widgets.spec"]) {
      expect(kindOf([inB, inA], request)).toBe("WidgetA");
      expect(kindOf([inA, inB], request)).toBe("WidgetA");
    }
    expect(kindOf([inB, inA], "widgets.b.example.com.spec")).toBe("WidgetB");
  });

  it("expands a short name only as written, and not over a resource of that name", () => {
    expect(kindOf([widgets, gizmos], "wd")).toBe("Widget");
    expect(kindOf([widgets, gizmos], "WD")).toBeUndefined();
    const shadowing = crd("wds", "wd", "Wd", [], "other.io");
    expect(kindOf([widgets, shadowing], "wd")).toBe("Wd");
  });
});
