import { catalogMessage, UsageError } from "@crdgen/core";
import { runCheckCommand } from "./check-command.js";
import { commands } from "./commands.js";
import type { CliContext, CliOutcome } from "./context.js";
import { renderCommandHelp, renderMainHelp } from "./help.js";
import { closestWord } from "./suggest.js";
import { crdgenVersion } from "./version.js";

type Runner = (argv: readonly string[], context: CliContext) => Promise<CliOutcome>;

// `generate` loads the TypeScript compiler (megabytes of code); `check` and `--help` must not pay for it.
const runGenerate: Runner = async (argv, context) => {
  const { runGenerateCommand } = await import("./generate-command.js");
  return runGenerateCommand(argv, context);
};

// `validate` may generate the project's CRDs, which loads the TypeScript compiler only when it does.
const runValidate: Runner = async (argv, context) => {
  const { runValidateCommand } = await import("./validate-command.js");
  return runValidateCommand(argv, context);
};

// `openapi` may generate the project's CRDs too.
const runOpenapi: Runner = async (argv, context) => {
  const { runOpenapiCommand } = await import("./openapi-command.js");
  return runOpenapiCommand(argv, context);
};

// `explain` and `docs` may generate the project's CRDs, as validate does.
const runExplain: Runner = async (argv, context) => {
  const { runExplainCommand } = await import("./explain-command.js");
  return runExplainCommand(argv, context);
};

const runDocs: Runner = async (argv, context) => {
  const { runDocsCommand } = await import("./docs-command.js");
  return runDocsCommand(argv, context);
};

// `jsonschema` may generate the project's CRDs, as validate does.
const runJsonSchema: Runner = async (argv, context) => {
  const { runJsonSchemaCommand } = await import("./jsonschema-command.js");
  return runJsonSchemaCommand(argv, context);
};

// `markers` reads the marker registry, which loads the comment parser: `check` and `--help` need neither.
const runMarkers: Runner = async (argv, context) => {
  const { runMarkersCommand } = await import("./markers-command.js");
  return runMarkersCommand(argv, context);
};

const runners: Readonly<Record<string, Runner>> = {
  check: runCheckCommand,
  docs: runDocs,
  explain: runExplain,
  generate: runGenerate,
  jsonschema: runJsonSchema,
  markers: runMarkers,
  openapi: runOpenapi,
  validate: runValidate,
};

/**
 * Runs the crdgen command line (the arguments after `crdgen`). Returns how it ended; throws UsageError
 * for a bad command line. It never exits the process: the bin does that.
 */
export async function runCli(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    context.stderr.write(renderMainHelp(commands, crdgenVersion()));
    return "usage";
  }
  if (first === "--help" || first === "-h") {
    context.stdout.write(renderMainHelp(commands, crdgenVersion()));
    return "ok";
  }
  if (first === "--version") {
    context.stdout.write(`${crdgenVersion()}\n`);
    return "ok";
  }
  if (first === "help") return help(rest, context);
  const runner = runners[first];
  if (runner === undefined) throw unknownCommand(first);
  return runner(rest, context);
}

function help(argv: readonly string[], context: CliContext): CliOutcome {
  const [name] = argv;
  if (name === undefined) {
    context.stdout.write(renderMainHelp(commands, crdgenVersion()));
    return "ok";
  }
  const command = commands.find((c) => c.name === name);
  if (command === undefined) throw unknownCommand(name);
  context.stdout.write(renderCommandHelp(command));
  return "ok";
}

function unknownCommand(name: string): UsageError {
  const names = commands.map((c) => c.name);
  if (name.startsWith("-")) {
    return new UsageError(catalogMessage("CRD5002", "optionBeforeCommand", { option: name }));
  }
  const near = closestWord(name, names);
  const args = { name: JSON.stringify(name), commands: names.join(", ") };
  return new UsageError(
    near === undefined
      ? catalogMessage("CRD5002", "unknownCommand", args)
      : catalogMessage("CRD5002", "unknownCommandDidYouMean", { ...args, suggestion: near }),
  );
}
