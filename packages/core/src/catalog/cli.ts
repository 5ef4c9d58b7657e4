import type { CatalogEntry } from "./entry.js";

/** 5xxx: command-line usage and file access. */
export const cliDiagnostics = {
  CRD5001: {
    severity: "error",
    title: "cannot read file",
    hint: "Check the path and its permissions.",
    messages: {
      cannotRead: "cannot read {file}: {reason}",
      cannotList: "cannot list {folder}: {reason}",
      outputFolder: "cannot read the output folder: {reason}",
    },
  },
  CRD5002: {
    severity: "error",
    title: "bad command-line usage",
    hint: "Run `crdgen --help` for the commands and their options.",
    messages: {
      outputWithJson: "--output prints the stored objects as text; with --format json they are in `stored`",
      openapiBothVersions:
        "--v2 and --v3 are both given; crdgen openapi writes one OpenAPI version at a time",
      openapiSeveralDocuments:
        "the CRDs serve {count} group-versions ({groupVersions}); pass --out DIR to write one file for each",
      unknownCommand: "unknown command {name} (commands: {commands})",
      unknownCommandDidYouMean: "unknown command {name}; did you mean {suggestion}? (commands: {commands})",
      optionBeforeCommand: "unknown option {option}; options come after the command",
      unknownOption: "unknown option {flag} for crdgen {command}",
      unknownOptionDidYouMean: "unknown option {flag} for crdgen {command}; did you mean {suggestion}?",
      givenTwice: "{flag} is given more than once",
      takesNoValue: "{flag} takes no value",
      needsValue: "{flag} needs a value: {flag} {placeholder}",
      notAChoice: "{flag} must be one of {choices}, not {value}",
      notWholeNumber: "{flag} takes a whole number, not {value}",
      emptyValue: "{flag} needs a non-empty value",
      needsOperand: "crdgen {command} needs a {operand} operand",
      needsOperands: "crdgen {command} needs at least {min} {operand} operand",
      oneOperand: "crdgen {command} takes one {operand}, got {count}",
      noOperands: "crdgen {command} takes no arguments, got {operand}",
      checkNeedsOut: "--check compares the reference with a file: give it with --out FILE",
      exclusiveFlags: "{flags} cannot be used together",
      pruneNeedsWrite: "--prune deletes files only when writing: it cannot be used with --{flag}",
      unknownMarker: "unknown marker {name} (`crdgen markers` lists them all)",
      unknownMarkerDidYouMean:
        "unknown marker {name}; did you mean {suggestion}? (`crdgen markers` lists them all)",
      // misuse of the generate() API rather than of the command line
      writeAndCheck: "generate: `write` and `check` exclude each other",
      pruneWithoutWrite: "generate: `prune` deletes files only when writing (`write: true`)",
    },
  },
  CRD5003: {
    severity: "error",
    title: "folder holds no manifests",
    hint: "Folders are searched recursively for *.yaml, *.yml and *.json files (not in node_modules or dot-folders).",
    messages: {
      noManifests: "{folder} contains no {patterns} files",
    },
  },
  CRD5004: {
    severity: "error",
    title: "configuration file is not valid JSON",
    hint: "crdgen.config.json may have comments and trailing commas; package.json must be strict JSON.",
    messages: {
      // one per error of jsonc-parser, by its name (printParseErrorCode)
      InvalidSymbol: "invalid JSON: unexpected character",
      InvalidNumberFormat: "invalid JSON: invalid number",
      PropertyNameExpected: "invalid JSON: expected a key in double quotes",
      PropertyNameExpectedStrict: "invalid JSON: expected a key in double quotes (no trailing commas)",
      ValueExpected: "invalid JSON: expected a value",
      ColonExpected: 'invalid JSON: expected ":"',
      CommaExpected: 'invalid JSON: expected ","',
      CloseBraceExpected: 'invalid JSON: expected "}"',
      CloseBracketExpected: 'invalid JSON: expected "]"',
      EndOfFileExpected: "invalid JSON: expected the end of the file after the value",
      InvalidCommentToken: "invalid JSON: comments are not allowed here",
      UnexpectedEndOfComment: "invalid JSON: unterminated comment",
      UnexpectedEndOfString: "invalid JSON: unterminated string",
      UnexpectedEndOfNumber: "invalid JSON: unterminated number",
      InvalidUnicode: "invalid JSON: invalid \\u escape",
      InvalidEscapeCharacter: "invalid JSON: invalid escape character",
      InvalidCharacter: "invalid JSON: invalid character in a string",
      // an error a newer jsonc-parser added, by its name
      otherError: "invalid JSON: {error}",
      moreErrors: "invalid JSON: {count} more syntax errors not shown",
    },
  },
  CRD5005: {
    severity: "error",
    title: "invalid configuration",
    hint: 'The keys are described in the "Configuration file" section of the command-line reference.',
    messages: {
      notObject: "{what} must be a JSON object, not {value}",
      duplicateKey: 'duplicate key "{key}"',
      renamedKey: '"{key}" is now called "{now}"',
      flagOnly: '"{key}" cannot be set in a configuration file',
      unknownKey: 'unknown key "{key}"',
      notString: '"{key}" must be a string, not {value}',
      emptyString: '"{key}" must not be empty',
      notStringList: '"{key}" must be an array of strings, not {value}',
      emptyList: '"{key}" must list at least one path',
      notInteger: '"{key}" must be a whole number >= {minimum}, not {value}',
      notChoice: '"{key}" must be one of {choices}, not {value}',
    },
  },
  CRD5006: {
    severity: "error",
    title: "configuration file not found",
    hint: 'Check the path given to --config (relative to the working folder); a package.json needs a "crdgen" key.',
    messages: {
      notFound: "configuration file {file} not found",
      noKey: '{file} has no "{key}" key',
    },
  },
  CRD5007: {
    severity: "warning",
    title: "configuration ignored",
    hint: 'Keep the settings in one place: move them into crdgen.config.json and remove the "crdgen" key from package.json.',
    messages: {
      packageKeyIgnored:
        'the "{key}" key of package.json is ignored: {configFile} in the same folder is used',
    },
  },
  CRD5008: {
    severity: "error",
    title: "prettier could not format the output",
    hint: 'Install prettier 3 in the project (npm i -D prettier), or remove "formatter": "prettier" from the crdgen config.',
    messages: {
      notInstalled: 'format is "prettier", but prettier is not installed in {folder}',
      notPrettier3: "{module} is not prettier 3 (no async format API)",
      failed: "prettier failed: {detail}",
    },
  },
  CRD5020: {
    severity: "warning",
    title: "CRD file too large for client-side apply",
    hint:
      "Apply it with `kubectl apply --server-side`, or shorten the schema descriptions with maxDescLen " +
      "(--max-desc-len).",
    messages: {
      tooLarge:
        '{file} is {bytes} bytes, over the {limit}-byte limit of the last-applied-configuration annotation: `kubectl apply` without --server-side fails with "metadata.annotations: Too long"',
    },
  },
  CRD5021: {
    severity: "warning",
    title: "file no longer generated",
    hint:
      "A kind was renamed or removed. Delete the file, or run `crdgen generate --prune` to delete every file " +
      "crdgen wrote earlier and no longer produces (only files carrying crdgen's annotation are touched).",
    messages: {
      orphan: "{file} was generated by crdgen earlier, but no kind produces it any more",
    },
  },
  CRD5040: {
    severity: "error",
    title: "custom resource is invalid",
    hint: "The API server would refuse this object on create with this error; fix the field, or the CRD's schema if the object is right.",
    messages: {
      invalid: "{detail}",
    },
  },
  CRD5060: {
    severity: "error",
    title: "custom resource update is invalid",
    hint:
      "The API server would refuse this update of the object (--old has its old version) with this error; " +
      "errors of values the update leaves unchanged are already dropped (ratcheting), so this one is about " +
      "a change: fix the field, or the CRD's schema if the change is right.",
    messages: {
      invalid: "{detail}",
    },
  },
  CRD5041: {
    severity: "warning",
    title: "unknown field pruned",
    hint:
      "The API server drops fields its schema does not know and only warns (kubectl --validate=strict refuses " +
      "them): check the spelling, or add the field to the type. --strict makes this an error.",
    messages: {
      unknownField: "{warning}",
    },
  },
  CRD5042: {
    severity: "error",
    title: "no CRD serves this kind and version",
    hint:
      "Check apiVersion and kind against the CRDs (their group, served versions and names.kind); pass the CRD " +
      "files with --crds when they are not generated by this project.",
    messages: {
      noMatch: "{detail}",
    },
  },
  CRD5043: {
    severity: "warning",
    title: "API server warning",
    hint: "The API server returns this warning with the response; the object is stored.",
    messages: {
      serverWarning: "{warning}",
    },
  },
  CRD5044: {
    severity: "error",
    title: "document is not a Kubernetes object",
    hint: "Every document must be a mapping with apiVersion, kind and metadata, as kubectl sends it.",
    messages: {
      notAnObject: "{subject}: {detail}",
    },
  },
  CRD5045: {
    severity: "info",
    title: "CEL validation rules not evaluated",
    hint:
      "Some x-kubernetes-validations rules call functions crdgen has no runtime for; those rules were skipped, " +
      "so the API server may still refuse the object.",
    messages: {
      rulesNotEvaluated:
        "{kind} {name}: the x-kubernetes-validations rules calling {functions} were not evaluated (no runtime in crdgen)",
    },
  },
  CRD5046: {
    severity: "error",
    title: "no CRDs to work on",
    hint:
      "Pass CRD manifests with --crds FILE|DIR, or run in a crdgen project whose API types generate without " +
      "errors (crdgen generate).",
    // {command} is the command that needed the CRDs (validate, openapi, explain, docs, jsonschema).
    messages: {
      noCrdFiles: "no apiextensions.k8s.io/v1 CustomResourceDefinition in {paths}",
      projectHasErrors: "the project's API types ({inputs}) have errors: no CRDs for crdgen {command}",
      projectHasNoKinds: "the project's API types ({inputs}) define no kinds: no CRDs for crdgen {command}",
    },
  },
  CRD5047: {
    severity: "warning",
    title: "object larger than the API server accepts",
    hint: "The API server refuses request bodies over 3 MiB, and etcd stores at most 1.5 MiB per object.",
    messages: {
      oversized:
        "document {document} is {size} bytes as JSON, more than the {limit} MiB the API server accepts in one request",
    },
  },
  CRD5048: {
    severity: "info",
    title: "built-in kind not validated",
    hint: "crdgen validate checks custom resources against CRDs; objects of Kubernetes' own API groups are skipped.",
    messages: {
      builtIn: "{kind} {name} ({apiVersion}) is a built-in kind; skipped",
    },
  },
  CRD5049: {
    severity: "error",
    title: "CRD the API server cannot decode",
    hint:
      "Run `crdgen check` on the file to see every problem with its position: the API server would refuse this " +
      "CustomResourceDefinition on create.",
    // {error} is the first decoding error, as the API server words it (field: Invalid value: …: must be of type …).
    messages: {
      undecodable: "CustomResourceDefinition {name} cannot be decoded, so it is left out: {error}",
    },
  },
} as const satisfies Record<string, CatalogEntry>;
