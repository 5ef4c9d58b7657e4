/**
 * `--config` of the commands that generate the project's CRDs in memory unless `--crds` names manifests
 * (validate, explain, docs, jsonschema, openapi): one text, so that their help says the same thing.
 */
export const projectConfigOption = {
  type: "string",
  placeholder: "FILE",
  description: "The config file used to generate the project's CRDs (see generate); ignored with --crds.",
} as const;
