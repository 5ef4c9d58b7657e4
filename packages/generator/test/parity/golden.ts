import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";

/** controller-gen's output for its own cronjob test input, from controller-tools' pkg/crd/testdata. */
const goldenFile = fileURLToPath(
  new URL(
    "../../../../testdata/corpus/crds/controller-tools/testdata.kubebuilder.io_cronjobs.yaml",
    import.meta.url,
  ),
);

/** The golden CRD, parsed. */
export function goldenCrd(): unknown {
  return yaml.load(readFileSync(goldenFile, "utf8"));
}
