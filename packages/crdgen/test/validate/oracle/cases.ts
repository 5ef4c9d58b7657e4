// The cases of the differential against the API server's create and update path (crvalidate): creates and
// updates of objects made from a seed (values.ts) for the hand-written CRDs (crds.ts) and for corpus CRDs, CEL-heavy
// ones first. A case names its CRD by a key: a hand-written one's, or `corpus:<file>#<name>`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import type { CustomResourceDefinition, JSONSchemaProps } from "@crdgen/structural";
import { validate } from "../../../src/index.js";
import { oracleCrds } from "./crds.js";
import { random, ValueMaker } from "./values.js";

export interface OracleCase {
  readonly id: string;
  readonly crd: string;
  readonly object: Record<string, unknown>;
  readonly old?: Record<string, unknown>;
}

const corpusDir = fileURLToPath(new URL("../../../../../testdata/corpus/crds", import.meta.url));

let corpus: Map<string, CustomResourceDefinition> | undefined;

/** Every CRD of testdata/corpus/crds, by `corpus:<file>#<name>`, in file order. */
function corpusCrds(): Map<string, CustomResourceDefinition> {
  if (corpus !== undefined) return corpus;
  corpus = new Map();
  const files = readdirSync(corpusDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(corpusDir.length + 1))
    .sort();
  for (const file of files) {
    for (const document of yaml.loadAll(readFileSync(join(corpusDir, file), "utf8"))) {
      const crd = document as CustomResourceDefinition | null;
      if (crd?.kind === "CustomResourceDefinition" && crd.apiVersion === "apiextensions.k8s.io/v1") {
        corpus.set(`corpus:${file}#${String(crd.metadata?.name)}`, crd);
      }
    }
  }
  return corpus;
}

/** The CRD a case names. */
export function crdFor(key: string): CustomResourceDefinition {
  const crd = key.startsWith("corpus:") ? corpusCrds().get(key) : oracleCrds[key];
  if (crd === undefined) throw new Error(`no CRD ${key}`);
  return crd;
}

interface Kind {
  readonly key: string;
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespaced: boolean;
  readonly schema: JSONSchemaProps;
}

function kindsOf(key: string, crd: CustomResourceDefinition): Kind[] {
  const spec = crd.spec;
  if (spec === undefined || spec === null) return [];
  const kind = spec.names?.kind ?? "";
  return (spec.versions ?? [])
    .filter((version) => version.served && version.schema?.openAPIV3Schema !== undefined)
    .map((version) => ({
      key,
      apiVersion: `${spec.group}/${version.name}`,
      kind,
      namespaced: spec.scope === "Namespaced",
      schema: version.schema?.openAPIV3Schema as JSONSchemaProps,
    }));
}

const hasRules = (crd: CustomResourceDefinition): boolean =>
  JSON.stringify(crd).includes("x-kubernetes-validations");

/** `count` corpus keys: every CRD with CEL rules first, then the others, spread evenly over the corpus. */
export function corpusKeys(count: number): string[] {
  const all = [...corpusCrds()];
  const withRules = all.filter(([, crd]) => hasRules(crd)).map(([key]) => key);
  const others = all.filter(([, crd]) => !hasRules(crd)).map(([key]) => key);
  const rest = Math.max(0, count - withRules.length);
  const step = others.length / Math.max(1, rest);
  const spread = Array.from(
    { length: Math.min(rest, others.length) },
    (_, i) => others[Math.floor(i * step)] as string,
  );
  return [...withRules.slice(0, count), ...spread].slice(0, count);
}

/** One object of `kind` from `seed`: its root fields, then metadata (a namespace mostly, as kubectl sends). */
function objectOf(kind: Kind, maker: ValueMaker, metaMaker: ValueMaker = maker): Record<string, unknown> {
  const body = maker.value({ ...kind.schema, nullable: false });
  const fields = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
  const metadata = metaMaker.metadata(true);
  // Always a namespace: crdgen stores a create without one in none, where the server stores it in the request's
  // (kubectl's `default`), a known difference (see SOURCES.md).
  if (kind.namespaced) metadata.namespace = maker.pick(["default", "team-a", "Bad_NS"]);
  else if (maker.chance(0.1)) metadata.namespace = "ignored";
  return { apiVersion: kind.apiVersion, kind: kind.kind, metadata, ...fields };
}

/** The stored version of an object: what storage holds besides what the user wrote. */
function asStored(object: Record<string, unknown>, maker: ValueMaker): Record<string, unknown> {
  const metadata = { ...(object.metadata as Record<string, unknown>) };
  if (metadata.name === undefined) metadata.name = "stored-1";
  delete metadata.generateName;
  metadata.uid = "0d0f6f7e-1111-4a4a-8b8b-000000000001";
  metadata.resourceVersion = "42";
  metadata.creationTimestamp = "2024-01-02T03:04:05Z";
  metadata.generation = maker.pick([1, 3]);
  return { ...object, metadata };
}

/** A new version of `old`: a few root fields or metadata entries changed, the rest kept (for ratcheting). */
function changed(old: Record<string, unknown>, kind: Kind, maker: ValueMaker): Record<string, unknown> {
  const next = structuredClone(old);
  const metadata = next.metadata as Record<string, unknown>;
  for (const field of ["uid", "resourceVersion", "creationTimestamp", "generation"]) {
    if (maker.chance(0.7)) Reflect.deleteProperty(metadata, field);
  }
  const properties = kind.schema.properties ?? {};
  for (const [name, schema] of Object.entries(properties)) {
    if (name === "metadata" || name === "apiVersion" || name === "kind") continue;
    const current = next[name];
    if (maker.chance(0.3)) {
      const value = maker.value(schema, 1);
      if (value === undefined) Reflect.deleteProperty(next, name);
      else next[name] = value;
    } else if (
      typeof current === "object" &&
      current !== null &&
      !Array.isArray(current) &&
      maker.chance(0.5)
    ) {
      const inner = schema.properties ?? {};
      const copy = { ...(current as Record<string, unknown>) };
      for (const [child, childSchema] of Object.entries(inner)) {
        if (!maker.chance(0.25)) continue;
        const value = maker.value(childSchema, 2);
        if (value === undefined || maker.chance(0.2)) Reflect.deleteProperty(copy, child);
        else copy[child] = value;
      }
      next[name] = copy;
    }
  }
  // The name and namespace stay: they are what matches an object to its old version (a PUT to another name is
  // refused by the handler's checkName before any validation).
  if (maker.chance(0.15)) metadata.uid = maker.pick(["changed-uid", ""]);
  if (maker.chance(0.2)) {
    metadata.finalizers = [
      ...(Array.isArray(metadata.finalizers) ? (metadata.finalizers as unknown[]) : []),
      maker.pick(["cleanup", "example.com/f", "Bad F"]),
    ];
  }
  if (maker.chance(0.2)) {
    metadata.labels = { ...(metadata.labels ?? {}), changed: maker.pick(["yes", "bad value"]) };
  }
  if (maker.chance(0.1)) metadata.generation = maker.pick([-1, 100]);
  return next;
}

// Whether the server decodes `object` (create's first step): no BadRequest.
export function decodes(crdKey: string, object: Record<string, unknown>): boolean {
  const [outcome] = validate({ crds: [crdFor(crdKey)], objects: [object] }).objects;
  return !(outcome?.message ?? "").includes(" cannot be handled as a ");
}

/** `count` cases of `crdKey` from `seed`: creates, and updates of a stored object (one in three). */
export function casesFor(crdKey: string, seed: number, count: number, mutate: boolean): OracleCase[] {
  const kinds = kindsOf(crdKey, crdFor(crdKey));
  const out: OracleCase[] = [];
  if (kinds.length === 0) return out;
  for (let i = 0; i < count; i++) {
    const next = random(seed * 7919 + i);
    const maker = new ValueMaker(next, mutate);
    const kind = maker.pick(kinds);
    const id = `${crdKey}@${seed}.${i}${mutate ? "m" : ""}`;
    if (maker.chance(1 / 3)) {
      // What storage holds: any values (an invalid one is what ratcheting keeps), but metadata that decodes
      // (the server never stores metadata it cannot decode).
      // An old object whose embedded resources do not decode (a BadRequest on create) cannot be in storage either:
      // such a draw is made again without mistakes.
      const draw = (mutate: boolean) =>
        objectOf(kind, new ValueMaker(next, mutate), new ValueMaker(next, false));
      const first = draw(maker.chance(0.5));
      const old = asStored(decodes(crdKey, first) ? first : draw(false), maker);
      out.push({ id, crd: crdKey, object: changed(old, kind, maker), old });
    } else {
      out.push({ id, crd: crdKey, object: objectOf(kind, maker) });
    }
  }
  return out;
}
