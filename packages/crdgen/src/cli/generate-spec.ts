import { defineCommand } from "./spec.js";

/** `crdgen generate`: its operands, options and help text. */
export const generateCommand = defineCommand({
  name: "generate",
  summary: "Generate CRD manifests from TypeScript API types with +kubebuilder markers",
  description: [
    "Reads the TypeScript API packages (one folder per group version, `+groupName` in a file-leading " +
      "comment), finds the root kinds and writes one CustomResourceDefinition per kind to the output folder " +
      "as <group>_<plural>.yaml. Every CRD passes the same checks as `crdgen check` before it is written.",
    "Nothing is written when there are errors. Files whose content did not change are left untouched.",
    "Every run (writing, --check, --stdout, --watch) also validates the project's sample objects (--samples, " +
      "config/samples by default) against the CRDs just generated, as `crdgen validate` does: a sample the " +
      "new CRDs refuse is an error at the sample's file:line:col (validate's codes: CRD5040, CRD5042 …), so the run fails and, as " +
      "for any error, nothing is written; unknown fields are warnings (CRD5041). Watch mode validates the " +
      "samples again when one of them changes.",
  ],
  operands: {
    name: "PATH",
    description: "An API folder (or file) to read; api when none is given.",
    min: 0,
    variadic: true,
  },
  options: {
    out: {
      type: "string",
      placeholder: "DIR",
      default: "config/crd/bases",
      description: "The folder the CRD files are written to.",
    },
    tsconfig: {
      type: "string",
      placeholder: "FILE",
      description:
        "The tsconfig.json of the API types; by default the nearest one above the working folder (for a " +
        "solution-style one, its referenced project that includes the inputs).",
    },
    check: {
      type: "boolean",
      description:
        "Write nothing: compare the CRDs with the files in the output folder, print a unified diff of what " +
        "would change and exit 1 when any file is stale or missing (for CI).",
    },
    watch: {
      type: "boolean",
      description:
        "Keep running: regenerate when an input, the tsconfig or the config file changes (validate the " +
        "samples again when a sample changes), rewriting only " +
        "the CRD files whose bytes changed. Errors are printed and watching goes on; Ctrl-C stops.",
    },
    stdout: {
      type: "boolean",
      description: "Write nothing: print the CRDs to standard output as one multi-document YAML stream.",
    },
    prune: {
      type: "boolean",
      description:
        "After writing, delete the files in the output folder that crdgen generated earlier but no kind " +
        "produces any more (a renamed or removed kind's old CRD). Only files carrying crdgen's version " +
        "annotation are deleted. Without it they are reported as warnings (CRD5021).",
    },
    strict: {
      type: "boolean",
      description: "Fail the run on warnings as on errors (exit 1, nothing written), for CI.",
    },
    format: {
      type: "choice",
      choices: ["text", "json"],
      default: "text",
      description:
        'Output format: text for people, json for tools and editors (one JSON document per run: {"ok",' +
        '"crds","files","diagnostics","summary"}).',
    },
    samples: {
      type: "string",
      placeholder: "DIR",
      description:
        "Sample objects (YAML or JSON, a folder or a file) validated against the freshly generated CRDs on " +
        "every run, as `crdgen validate` would: an invalid sample is an error at its file:line:col. By " +
        "default config/samples, when it exists; documents of groups the project does not generate (a " +
        "kustomization.yaml) are skipped.",
    },
    maxDescLen: {
      type: "integer",
      placeholder: "N",
      description: "Cut descriptions to N bytes, as controller-gen's maxDescLen does; 0 leaves them out.",
    },
    formatter: {
      type: "choice",
      choices: ["none", "prettier"],
      description:
        "How the generated YAML is laid out: none keeps crdgen's own (controller-gen's) layout; prettier " +
        "formats it with the prettier installed in the project, using the project's prettier configuration.",
    },
    embeddedObjectMeta: {
      type: "choice",
      choices: ["object", "restricted"],
      description:
        "The schema of an embedded ObjectMeta (e.g. a pod template's metadata): object gives {type: object}; " +
        "restricted lists name, namespace, labels, annotations and finalizers, as controller-gen's " +
        "generateEmbeddedObjectMeta does.",
    },
    tsBackend: {
      type: "choice",
      choices: ["auto", "ts-morph", "typescript7"],
      description:
        "Which compiler reads the types: ts-morph (the TypeScript crdgen bundles) or typescript7 (the " +
        "project's own TypeScript 7, the native compiler, through its JS API); auto, the default, takes " +
        "typescript7 when the project's typescript is 7.x and ts-morph otherwise. Both give the same CRDs.",
    },
    config: {
      type: "string",
      placeholder: "FILE",
      description:
        'The config file (crdgen.config.json, or a package.json with a "crdgen" key); by default the ' +
        "nearest one from the working folder up to the project's package.json. Flags override it.",
    },
  },
  notes: [
    "Settings come from the flags, else the config file, else the defaults.",
    "The same diagnostics are reported whichever way the run ends (writing, --check, --stdout, --watch) and " +
      "in both formats.",
    "Exit codes: 0 CRDs generated (with --check: every file current), 1 errors in the input (nothing " +
      "written), warnings with --strict, or, with --check, stale, missing or orphaned files, 2 usage or " +
      "internal error.",
  ],
});
