import type { Diagnostic, SourceSpan } from "@crdgen/core";
import { catalogMessage, compareCodePointOrder, createDiagnostic } from "@crdgen/core";
import type { CustomResourceDefinition } from "@crdgen/structural";
import type { KindVersion } from "../assemble/types.js";
import type { RootKind } from "../discover/types.js";

/**
 * The versions of each kind, by `<group>/<kind>` (the same kind in several version folders of one group is
 * one CRD); a kind declared twice in one group version is reported and its second declaration left out.
 */
export function byKind(
  versions: readonly KindVersion[],
  diagnostics: Diagnostic[],
): Map<string, KindVersion[]> {
  const out = new Map<string, KindVersion[]>();
  for (const version of versions) {
    const { kind, package: pkg } = version.root;
    const key = `${pkg.group}/${kind}`;
    const list = out.get(key) ?? [];
    const twin = list.find((v) => v.root.package.version === pkg.version);
    if (twin !== undefined) {
      const message = catalogMessage("CRD2016", "declaredTwice", {
        kind,
        group: pkg.group,
        version: pkg.version,
        file: twin.root.span.file,
        line: twin.root.span.start.line,
        column: twin.root.span.start.column,
      });
      diagnostics.push(createDiagnostic(message, { span: version.root.span }));
      continue;
    }
    list.push(version);
    out.set(key, list);
  }
  return out;
}

/** The roots marked `+kubebuilder:skipversion`, by the same `<group>/<kind>` key as {@link byKind}. */
export function skippedByKind(skipped: readonly RootKind[]): Map<string, RootKind[]> {
  const out = new Map<string, RootKind[]>();
  for (const root of skipped) {
    const key = `${root.package.group}/${root.kind}`;
    out.set(key, [...(out.get(key) ?? []), root]);
  }
  return out;
}

const at = (span: SourceSpan): string => `${span.file}:${span.start.line}:${span.start.column}`;

/**
 * CRDs of different kinds with the same name (`<plural>.<group>`): each kind gets an error that names the
 * others, and none of them a CRD, as the API server would keep only one of them.
 */
export function withoutNameClashes<
  C extends { readonly crd: CustomResourceDefinition; readonly kind: string },
>(crds: readonly C[], spanOf: (crd: C) => SourceSpan | undefined, diagnostics: Diagnostic[]): C[] {
  const byName = new Map<string, C[]>();
  for (const crd of crds) {
    const name = crd.crd.metadata?.name ?? "";
    byName.set(name, [...(byName.get(name) ?? []), crd]);
  }
  const clashing = new Set<C>();
  for (const [name, same] of byName) {
    if (same.length < 2) continue;
    for (const crd of same) {
      clashing.add(crd);
      const others = same.filter((other) => other !== crd);
      const where = others.map((o) => {
        const span = spanOf(o);
        return span === undefined ? o.kind : `${o.kind} at ${at(span)}`;
      });
      const message = catalogMessage("CRD2031", "sameCrd", {
        kind: crd.kind,
        name,
        others: where.join(", "),
      });
      diagnostics.push(createDiagnostic(message, { span: spanOf(crd) }));
    }
  }
  return crds.filter((crd) => !clashing.has(crd));
}

/**
 * CRDs in output order, controller-gen's: by group-kind as schema.GroupKind.String() writes it, `<Kind>.<group>`,
 * in Go's byte order (controller-tools pkg/crd/gen.go FindKubeKinds), which is the order of its stdout stream.
 */
export function sortCrds<C extends { readonly group: string; readonly kind: string }>(crds: C[]): C[] {
  // Each key made once, not twice per comparison (a watch run sorts every CRD again).
  const keys = new Map(crds.map((c) => [c, c.group === "" ? c.kind : `${c.kind}.${c.group}`]));
  return crds.sort((a, b) => compareCodePointOrder(keys.get(a) ?? "", keys.get(b) ?? ""));
}
