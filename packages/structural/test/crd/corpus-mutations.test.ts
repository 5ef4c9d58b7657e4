import { dns1035LabelErrors, dns1123SubdomainErrors } from "@crdgen/cel";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import { errorString } from "../../src/model/field-error.js";
import { goToLower } from "../../src/model/go-case.js";
import { corpusDocuments } from "./corpus.js";

// Real CRDs (all accepted by API servers) with their names, version names and storage flags mutated, and
// versions duplicated. The errors on the fields these mutations touch must be those of a model written from
// validation.go (1aa2717): ObjectMeta's name rule (:78-:85), the version loop's names (:416), unique names and one
// storage version (:445, :448), spec.version (:452), the required names after v1 defaulting (:459-:470,
// v1/defaults.go), ValidateCustomResourceDefinitionNames (:787) and the stored versions PrepareForCreate records
// (:263). Errors on other fields (a duplicated version's schema moving between spec.validation and the versions,
// say) are not compared.

interface Crd {
  metadata: Record<string, unknown>;
  spec: {
    group: string;
    names: Record<string, unknown>;
    versions: Record<string, unknown>[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

const crds = corpusDocuments()
  .map(({ document }) => document as Crd)
  .filter((crd) => validateCustomResourceDefinition(crd).length === 0);

const names = fc.record(
  {
    plural: fc.constantFrom("widgets", "Widgets", "w_x", "", "a".repeat(64)),
    singular: fc.constantFrom("widget", "Widget", "a.b", ""),
    kind: fc.constantFrom("Widget", "\u0130tem", "Widget-", "", "1W", "WidgetList"),
    listKind: fc.constantFrom("WidgetList", "Widget", "Bad_List", ""),
    shortNames: fc.array(fc.constantFrom("ok", "Bad", "", "a-"), { maxLength: 2 }),
    categories: fc.array(fc.constantFrom("all", "Bad", ""), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);
const versionChange = fc.record({
  index: fc.nat(),
  name: fc.option(fc.constantFrom("v1", "v2", "V1", "", "v1beta1"), { nil: undefined }),
  storage: fc.option(fc.boolean(), { nil: undefined }),
  duplicate: fc.boolean(),
});

function mutate(
  original: Crd,
  newNames: Record<string, unknown>,
  changes: { index: number; name: string | undefined; storage: boolean | undefined; duplicate: boolean }[],
): Crd {
  const crd = structuredClone(original);
  crd.spec.names = newNames;
  for (const change of changes) {
    const i = change.index % crd.spec.versions.length;
    const version = crd.spec.versions[i] ?? {};
    if (change.duplicate) crd.spec.versions.push(structuredClone(version));
    const target = change.duplicate ? (crd.spec.versions.at(-1) ?? version) : version;
    if (change.name !== undefined) target.name = change.name;
    if (change.storage !== undefined) target.storage = change.storage;
  }
  crd.metadata = { ...crd.metadata, name: `${text(newNames.plural)}.${crd.spec.group}` };
  return crd;
}

function text(s: unknown): string {
  return typeof s === "string" ? s : "";
}
const q = (s: string): string => JSON.stringify(s);

function model(crd: Crd): string[] {
  const out: string[] = [];
  const name = text(crd.metadata.name);
  for (const m of dns1123SubdomainErrors(name)) out.push(`metadata.name: Invalid value: ${q(name)}: ${m}`);
  const versions = crd.spec.versions.map((v) => ({ name: text(v.name), storage: v.storage === true }));
  versions.forEach((v, i) => {
    for (const m of dns1035LabelErrors(v.name)) {
      out.push(`spec.versions[${i}].name: Invalid value: ${q(v.name)}: ${m}`);
    }
  });
  if (new Set(versions.map((v) => v.name)).size !== versions.length) {
    out.push("spec.versions: must contain unique version names");
  }
  if (versions.filter((v) => v.storage).length !== 1) {
    out.push("spec.versions: must have exactly one version marked as storage version");
  }
  const first = versions[0]?.name ?? "";
  for (const m of first === "" ? [] : dns1035LabelErrors(first)) {
    out.push(`spec.version: Invalid value: ${q(first)}: ${m}`);
  }
  const n = crd.spec.names;
  const kind = text(n.kind);
  const plural = text(n.plural);
  const singular = text(n.singular) === "" ? goToLower(kind) : text(n.singular);
  const listKind = text(n.listKind) === "" && kind !== "" ? `${kind}List` : text(n.listKind);
  const at = (field: string): string => `spec.names.${field}`;
  if (plural === "") out.push(`${at("plural")}: Required value`);
  if (singular === "") out.push(`${at("singular")}: Required value`);
  if (kind === "") out.push(`${at("kind")}: Required value`);
  if (listKind === "") out.push(`${at("listKind")}: Required value`);
  const label = (field: string, value: string): void => {
    const errs = dns1035LabelErrors(value);
    if (value !== "" && errs.length > 0) {
      out.push(`${at(field)}: Invalid value: ${q(value)}: ${errs.join(",")}`);
    }
  };
  const kindLabel = (field: string, value: string): void => {
    const errs = dns1035LabelErrors(goToLower(value));
    if (value !== "" && errs.length > 0) {
      out.push(
        `${at(field)}: Invalid value: ${q(value)}: may have mixed case, but should otherwise match: ${errs.join(",")}`,
      );
    }
  };
  label("plural", plural);
  label("singular", singular);
  kindLabel("kind", kind);
  kindLabel("listKind", listKind);
  ((n.shortNames as string[] | undefined) ?? []).forEach((s, i) => {
    const errs = dns1035LabelErrors(s);
    if (errs.length > 0) out.push(`${at(`shortNames[${i}]`)}: Invalid value: ${q(s)}: ${errs.join(",")}`);
  });
  if (kind !== "" && kind === listKind) {
    out.push(`${at("listKind")}: Invalid value: ${q(listKind)}: kind and listKind may not be the same`);
  }
  ((n.categories as string[] | undefined) ?? []).forEach((c, i) => {
    const errs = dns1035LabelErrors(c);
    if (errs.length > 0) out.push(`${at(`categories[${i}]`)}: Invalid value: ${q(c)}: ${errs.join(",")}`);
  });
  const storage = versions.find((v) => v.storage);
  if (storage === undefined) {
    out.push("status.storedVersions: Invalid value: null: must have at least one stored version");
  } else {
    let pending = true;
    for (const v of versions) {
      const known = pending && v.name === storage.name;
      if (v.storage && !known) {
        out.push(
          `status.storedVersions: Invalid value: [${q(storage.name)}]: must have the storage version ${v.name}`,
        );
      }
      if (known) pending = false;
    }
  }
  return out;
}

const compared =
  /^(metadata\.name|spec\.names\.|spec\.version[: ]|spec\.versions(\[\d+\]\.name)?:|status\.storedVersions)/;

// The spec.versions value is the whole internal versions list, tested on its own (versions.test.ts).
function crdgen(crd: Crd): string[] {
  return validateCustomResourceDefinition(crd)
    .map(errorString)
    .filter((e) => compared.test(e))
    .map((e) => e.replace(/^spec\.versions: Invalid value: (\[.*\]|null): /s, "spec.versions: "));
}

describe("corpus CRDs with mutated names, versions and storage flags", () => {
  it("has valid CRDs to mutate", () => {
    expect(crds.length).toBeGreaterThan(150);
  });

  it("gives the model's errors on the fields mutated", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...crds),
        names,
        fc.array(versionChange, { maxLength: 3 }),
        (original, newNames, changes) => {
          const crd = mutate(original, newNames, changes);
          expect(crdgen(crd)).toEqual(model(crd));
        },
      ),
      { numRuns: 150 },
    );
  });
});
