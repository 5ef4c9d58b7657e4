// The CronJob benchmark (issue 16): the kubebuilder tutorial's CronJob API in examples/cronjob, whose two API
// files import @kubernetes/client-node (a program of about a thousand files, most of them client-node's
// .d.ts). Cold `crdgen generate` on both TypeScript backends next to `tsc --noEmit` of TypeScript 5.9 and 7
// on the same project. Target: the TypeScript 7 backend ≤ 0.5× tsc 5.9. On the ts-morph backend most of a
// run is TypeScript loading and checking client-node, so its ratio is printed as a note, without a target.
import { fileURLToPath } from "node:url";
import { median } from "./measure.mjs";
import { generateVariants, temporaryOutputs, tscVariants } from "./ts-variants.mjs";

const projectDir = fileURLToPath(new URL("../../examples/cronjob/", import.meta.url));

/** A benchmark section: variants measured alternately, and the ratio that has a target. */
export function cronJobSection() {
  return {
    title:
      "CronJob example (examples/cronjob, imports @kubernetes/client-node): cold crdgen generate (both backends) vs. tsc --noEmit 5.9 and 7",
    cwd: projectDir,
    variants: [
      // As `npm run generate` in the example does, the samples (config/samples) included; only the
      // output folder differs, so that the committed CRDs are never touched.
      ...generateVariants(["api"], temporaryOutputs("crdgen-bench-cronjob")),
      ...tscVariants(),
    ],
    ratios: [
      { label: "typescript7 backend / tsc 5.9", numerator: "typescript7", denominator: "tsc", target: 0.5 },
    ],
    summary: (samples) => {
      const ratio = (a, b, key) => median(samples.get(a)[key]) / median(samples.get(b)[key]);
      const line = (a, b, label) =>
        `${label}: ${ratio(a, b, "cpuMs").toFixed(2)}x CPU (wall ${ratio(a, b, "wallMs").toFixed(2)}x), no target`;
      return [
        line("tsMorph", "tsc", "ts-morph backend / tsc 5.9"),
        ...(samples.has("tsc7") ? [line("tsc7", "tsc", "tsc 7 / tsc 5.9")] : []),
      ];
    },
  };
}
