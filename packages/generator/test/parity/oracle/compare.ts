import { validateCustomResourceDefinition } from "@crdgen/structural";
import type { GenerateResult } from "../../../src/index.js";
import { generateInMemory } from "../../support/memory.js";

/** What controller-gen answered for one case: its CRDs as JSON by file name, and its errors. */
interface OracleAnswer {
  readonly crds: Readonly<Record<string, unknown>>;
  readonly errors: readonly string[];
}

/** One generated pair with controller-gen's answer: the committed vector format. */
export interface PairVector {
  readonly id: string;
  readonly ts: Readonly<Record<string, string>>;
  readonly go: Readonly<Record<string, string>>;
  readonly controllerGen: OracleAnswer;
}

/** controller-gen's file name for a CRD: `<group>_<plural>.yaml` (pkg/crd/gen.go, Generate). */
const fileName = (crd: { spec?: { group?: string; names?: { plural?: string } } }): string =>
  `${crd.spec?.group ?? ""}_${crd.spec?.names?.plural ?? ""}.yaml`;

/** crdgen on the TypeScript side of a pair, from memory. */
function runCrdgen(ts: Readonly<Record<string, string>>): GenerateResult {
  const files = Object.fromEntries(Object.entries(ts).map(([p, text]) => [`/app/api/${p}`, text]));
  return generateInMemory(files, { inputs: ["api"] });
}

/** Strips what each tool adds as its signature: controller-gen's version annotation. */
function unsigned(crd: unknown): unknown {
  const copy = structuredClone(crd) as { metadata?: { annotations?: Record<string, string> } };
  const annotations = copy.metadata?.annotations;
  if (annotations !== undefined) {
    delete annotations["controller-gen.kubebuilder.io/version"];
    if (Object.keys(annotations).length === 0) delete copy.metadata?.annotations;
  }
  return copy;
}

/**
 * The CRD controller-gen writes, as `_.yaml`, for a kind whose every version is marked `+kubebuilder:skipversion`:
 * NeedCRDFor keeps no CRD when it has no version ("nothing to actually write", controller-tools 434758187ddd
 * pkg/crd/spec.go:135-138), but gen.go:181-205 writes the map's zero value anyway, a CRD without group, names or
 * versions that the API server refuses. crdgen writes nothing for such a kind (README, "Root kinds").
 */
function isZeroCrd(crd: unknown): boolean {
  const spec = (crd as { spec?: { versions?: unknown; group?: unknown } }).spec;
  return spec?.versions == null && spec?.group === "";
}

/** Every path where `ours` and `theirs` differ (objects compared by key, arrays by index). */
function differences(ours: unknown, theirs: unknown, at = ""): string[] {
  if (Array.isArray(ours) && Array.isArray(theirs)) {
    const out: string[] = [];
    for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
      out.push(...differences(ours[i], theirs[i], `${at}[${i}]`));
    }
    return out;
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(ours) && isObject(theirs)) {
    const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].sort();
    return keys.flatMap((k) => differences(ours[k], theirs[k], at === "" ? k : `${at}.${k}`));
  }
  if (JSON.stringify(ours) === JSON.stringify(theirs)) return [];
  return [`${at}: crdgen ${shown(ours)} / controller-gen ${shown(theirs)}`];
}

const shown = (value: unknown): string => (value === undefined ? "(absent)" : JSON.stringify(value));

/**
 * The outcome of one pair: refused by whom, and the CRD differences when both generated. crdgen also refuses
 * what the API server would reject at apply (it checks its CRDs as the API server does; controller-gen writes
 * them): such a refusal agrees when crdgen's CRD checker rejects controller-gen's CRD too.
 */
interface PairOutcome {
  readonly crdgenRefused: boolean;
  readonly controllerGenRefused: boolean;
  /** controller-gen wrote CRDs that the API server's CRD validation rejects. */
  readonly apiServerRejects: boolean;
  readonly differences: readonly string[];
  readonly crdgenErrors: readonly string[];
}

/** Whether the two tools agree on refusing: both refuse, or crdgen refuses what the API server would reject. */
export const refusalsAgree = (o: PairOutcome): boolean =>
  o.crdgenRefused === o.controllerGenRefused || (o.crdgenRefused && o.apiServerRejects);

export function comparePair(ts: Readonly<Record<string, string>>, answer: OracleAnswer): PairOutcome {
  const result = runCrdgen(ts);
  const crdgenErrors = result.diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => `${d.code} ${d.message}`);
  const crdgenRefused = crdgenErrors.length > 0;
  const controllerGenRefused = answer.errors.length > 0;
  const apiServerRejects =
    !controllerGenRefused &&
    Object.values(answer.crds).some((crd) => validateCustomResourceDefinition(crd).length > 0);
  const outcome = { crdgenRefused, controllerGenRefused, apiServerRejects, crdgenErrors };
  if (crdgenRefused || controllerGenRefused) return { ...outcome, differences: [] };
  const ours = Object.fromEntries(result.crds.map((c) => [fileName(c.crd as never), c.crd as unknown]));
  const theirs = Object.fromEntries(
    Object.entries(answer.crds)
      .filter(([, crd]) => !isZeroCrd(crd))
      .map(([f, crd]) => [f, unsigned(crd)]),
  );
  return { ...outcome, differences: differences(ours, theirs) };
}
