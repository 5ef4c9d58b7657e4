export type { CheckedCrd, CheckOptions, CheckResult, CheckSummary, FileReport } from "./check/types.js";
/** Checks CRD manifest files and folders as the API server validates CRDs; returns data, never prints. */
export { check } from "./check/check.js";
/** Checks the text of one manifest file, without any file access. */
export { checkManifestText } from "./check/check-text.js";
export type { TextRenderOptions } from "./check/render-text.js";
/** Renders check results as the CLI's text output: per-file findings and the summary line. */
export { renderFileReportText, renderSummaryText } from "./check/render-text.js";
export type { CheckJson, DiagnosticJson, DocumentJson, ErrorJson, FileJson } from "./check/render-json.js";
/** Converts check results to the CLI's `--format json` document, as data or as text. */
export { checkResultToJson, renderCheckJson } from "./check/render-json.js";
export type { ValidateInput, ValidateOutput } from "./validate/api.js";
/** Creates objects against CRDs as the API server would, offline: stored objects, errors and warnings. */
export { validate } from "./validate/api.js";
export type { JsonSchemaFile, JsonSchemasInput, JsonSchemasOutput } from "./jsonschema/api.js";
export type { DroppedPattern, JsonSchema, JsonSchemaOptions, KindSchema } from "./jsonschema/types.js";
/** One draft-07 JSON Schema per kind and served version of CRDs, and their catalog, for editors and validators. */
export { jsonSchemas } from "./jsonschema/api.js";
export type { ObjectOutcome, ObjectRefusal } from "./validate/object.js";
export type { RuleEvaluator, RuleOutcome } from "./validate/rules.js";
export { celRuleEvaluator } from "./validate/cel-rules.js";
export type { ValidateFilesOptions, ValidateSummary } from "./validate/run.js";
/** Validates the objects of manifest files and folders, with file positions; returns data, never prints. */
export { validateFiles } from "./validate/run.js";
export type {
  FilePlace,
  LocatedError,
  LocatedWarning,
  ValidatedObject,
  ValidateFileReport,
} from "./validate/types.js";
export type { ManifestDiagnostic } from "./manifest/diagnostic.js";
export type { ManifestDocument, ManifestItem } from "./manifest/documents.js";
/** Reads the documents of a YAML or JSON manifest's text the way kubectl does, yielding problems as data. */
export { readManifestText } from "./manifest/documents.js";
/** The js-yaml schema with kubectl's (go-yaml v2, YAML 1.1) scalar rules, for reading manifests elsewhere. */
export { kubectlYamlSchema } from "./manifest/schema.js";
/** The largest manifest file crdgen reads, in bytes (64 MiB). */
export { maxManifestBytes } from "./manifest/read-file.js";
export type {
  BooleanOption,
  ChoiceOption,
  CommandSpec,
  IntegerOption,
  OperandSpec,
  OptionSpec,
  StringOption,
} from "./cli/spec.js";
/** The command tables behind parsing and `--help`, for generated command-line reference docs. */
export { checkCommand, commands } from "./cli/commands.js";
/** Renders a command's `--help` text and its one-line synopsis from its table. */
export { renderCommandHelp, usageLine } from "./cli/help.js";
export type { RenderCrdOptions } from "./render/index.js";
/** Renders a CRD as the YAML controller-gen writes, byte for byte; its file name; description limits. */
export {
  crdFileName,
  limitCrdDescriptions,
  renderCrdYaml,
  renderGoYamlDocument,
  truncateDescription,
} from "./render/index.js";
export type {
  CrdFile,
  DiffOptions,
  DiffReport,
  DiffStatus,
  FileDiff,
  FileProblem,
  WriteOptions,
  WriteReport,
  WriteStatus,
  WrittenFile,
} from "./write/index.js";
/** Atomic, write-if-changed output of CRD files, and the `--check` comparison with unified diffs. */
export {
  clientSideApplyLimit,
  diffCrdFiles,
  looksGeneratedByCrdgen,
  unifiedDiff,
  writeCrdFiles,
} from "./write/index.js";
export type { GenerateOptions, GenerateOutput, ProgressListener, ProgressStage } from "./generate/index.js";
/** Generates CRDs from TypeScript API types and renders their files; writes or compares them when asked. */
export { generate, versionAnnotation } from "./generate/index.js";
export type { Watcher, WatchOptions, WatchRun } from "./watch/watch.js";
/** Generates, then regenerates on every change of the inputs, the tsconfig or the config file. */
export { watch } from "./watch/watch.js";
export type { GenerateSettings, SettingsInput } from "./settings/resolve.js";
/** Decides the settings of a run from what is given, the config file and the defaults. */
export { resolveSettings } from "./settings/resolve.js";
export type { ConfigSettings, LoadedConfig } from "./config/index.js";
/** Finds, reads and validates crdgen.config.json or the "crdgen" key of package.json. */
export { configJsonSchema, configKeys, loadConfig } from "./config/index.js";
export type {
  EmbeddedResource,
  Duration,
  IntOrString,
  integer,
  int32,
  int64,
  JSONValue,
  MicroTime,
  ObjectMeta,
  Quantity,
  RawExtension,
  Time,
} from "./api-types.js";
export type { OpenApiDocument, OpenApiFile, OpenApiInput } from "./openapi/api.js";
/** The OpenAPI v3 (or v2) documents the API server publishes for CRDs, one per served group-version. */
export { openapi } from "./openapi/api.js";
export type { ExplainInput, ExplainOutput } from "./explain/api.js";
/** Prints what `kubectl explain` prints for a CRD's kind or field, offline (the OpenAPI v3 plaintext template). */
export { explain } from "./explain/api.js";
export type { DocsInput } from "./docs/api.js";
/** The Markdown API reference of CRDs, as `crdgen docs` writes it. */
export { docs } from "./docs/api.js";
