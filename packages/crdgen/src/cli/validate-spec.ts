import { defineCommand } from "./spec.js";
import { projectConfigOption } from "./project-config-option.js";
import { validateExampleMarkdown } from "./validate-example.js";

/** `crdgen validate`: its operands, options and help text. */
export const validateCommand = defineCommand({
  name: "validate",
  summary: "Validate custom resources offline, as the API server would store them",
  description: [
    "Reads objects (YAML, multi-document YAML, JSON, List documents) and creates each one as the API server " +
      "would, without a cluster: matched to its CRD and served version by apiVersion and kind, decoded with " +
      "Go's JSON number semantics, pruned of unknown fields (reported as the server's `unknown field \"…\"` " +
      "warnings), defaulted, then validated: ObjectMeta, the schema, int-or-string, formats and " +
      "x-kubernetes-list-type sets and maps, with the server's messages.",
    "CRDs come from --crds, or else from the project itself: generated in memory from its TypeScript types " +
      "with the same settings and config file as `generate`, so `crdgen validate config/samples` needs no " +
      "flags in a crdgen project. CustomResourceDefinition documents among the objects are skipped, and " +
      "objects of Kubernetes' own API groups (apps/v1, v1 …) are skipped with a note.",
    'Each refused object is reported with kubectl\'s line (`The Widget "w1" is invalid: …`), then every ' +
      "error and warning at the file:line:col of its field (or of its nearest parent in the file, for a " +
      "missing field). x-kubernetes-validations (CEL) rules are evaluated as the server evaluates them on " +
      "create, on the stored object, with its runtime cost budget; their errors follow the schema's and " +
      "runtimeCost is the cost spent. A rule calling a function crdgen has no runtime for is skipped with a " +
      "note (CRD5045) naming the function. An object with a generateName and no name gets the name the " +
      "server generates before validating (the prefix, cut to 58 bytes, and 5 random characters), with the " +
      "fixed suffix xxxxx so that the output is deterministic. A namespaced object without a namespace is " +
      "created in default, where kubectl's default context sends it and the server stores it.",
    "With --old, an object whose old version is given (same kind, namespace and name, and same group, or " +
      "same apiVersion when the CRD converts with a webhook; a namespaced object without a namespace is in " +
      "default; an old object in another served version is read at the new one's as the server reads it) is" +
      " validated as an update of it, as kubectl apply would send it: status and generation as the server " +
      "keeps them, immutable metadata, transition rules (oldSelf, optionalOldSelf) and validation " +
      "ratcheting — errors of values the update leaves unchanged are dropped (schema) or become warnings " +
      "(CEL rules). Objects without an old version are created; old objects without a new version are " +
      "ignored.",
  ],
  operands: {
    name: "FILE",
    description:
      "A file of objects, or a folder searched recursively for *.yaml, *.yml and *.json files; - reads " +
      "standard input.",
    min: 1,
    variadic: true,
  },
  options: {
    crds: {
      type: "strings",
      placeholder: "FILE|DIR",
      description:
        "CRD manifests to validate against (repeatable; folders are searched recursively; other documents in " +
        "them are ignored). Without it, the project's CRDs are generated in memory.",
    },
    old: {
      type: "strings",
      placeholder: "FILE|DIR",
      description:
        "The objects as they are now (as `kubectl get -o yaml` prints them, or as last applied; repeatable, " +
        "folders searched recursively): objects with an old version are validated as updates of it.",
    },
    output: {
      type: "choice",
      choices: ["yaml", "json"],
      description:
        "Print each accepted object as it would be stored (pruned and defaulted) to standard output, as " +
        "`kubectl get -f FILE -o yaml|json` would (several objects as one v1 List); the findings then go to " +
        "standard error. Text format only.",
    },
    strict: {
      type: "boolean",
      description:
        "Unknown fields are errors, as `kubectl --validate=strict` refuses them; other warnings fail the run " +
        "too (exit 1), for CI.",
    },
    format: {
      type: "choice",
      choices: ["text", "json"],
      default: "text",
      description:
        'Output format: text for people, json for tools ({"objects":[{"file","index","apiVersion","kind",' +
        '"name","valid","message","errors":[{"type","field","detail","line","column"}],"warnings","stored",' +
        '"runtimeCost"}],"diagnostics"}; runtimeCost is what the CEL rules cost at runtime).',
    },
    config: projectConfigOption,
  },
  notes: [
    "Exit codes: 0 every object is valid, 1 an object is invalid (or, with --strict, has warnings), 2 usage " +
      "error, unreadable input, no CRDs (--crds holds none, or the project's types do not generate) or " +
      "internal error.",
  ],
  example: validateExampleMarkdown,
});
