import type { Diagnostic, SourceSpan } from "@crdgen/core";
import { InternalError, catalogMessage, createDiagnostic } from "@crdgen/core";
import type { CelError, ExpressionProblem, SchemaRule } from "@crdgen/cel";
import { escape } from "@crdgen/cel";
import type { Marker } from "@crdgen/markers";
import { argumentValueOffset, closestName } from "@crdgen/markers";
import type { JSONSchemaProps } from "@crdgen/structural";

/**
 * The diagnostics of a rule the API server would refuse, at its marker: for a CEL error, at the column of the
 * error inside the rule (or messageExpression) as written in the comment, with cel-go's message.
 */
export function ruleProblemDiagnostics(rule: SchemaRule, marker: Marker, owner: string): Diagnostic[] {
  return rule.compiled.problems.flatMap((problem) => {
    if (problem.errors.length === 0) {
      const crdPath = `${rule.nodePath}.x-kubernetes-validations[${rule.index}].${problem.field}`;
      return [{ ...wrongResult(problem, marker, owner), crdPath }];
    }
    const text = problem.field === "rule" ? (rule.rule.rule ?? "") : (rule.rule.messageExpression ?? "");
    return problem.errors.map((error) =>
      createDiagnostic(
        catalogMessage("CRD1023", "compileError", {
          marker: marker.name,
          owner,
          field: problem.field,
          expression: JSON.stringify(text),
          detail: error.message,
        }),
        {
          span: errorSpan(marker, problem.field, error),
          crdPath: `${rule.nodePath}.x-kubernetes-validations[${rule.index}].${problem.field}`,
          hint: didYouMean(error, rule.schema as JSONSchemaProps),
        },
      ),
    );
  });
}

function wrongResult(problem: ExpressionProblem, marker: Marker, owner: string): Diagnostic {
  const where = { marker: marker.name, owner };
  const resultType = (): string => {
    // A checked expression always has a type; only a compilation error leaves none, and that has errors.
    if (problem.resultType === undefined) throw new InternalError(`no result type for ${problem.field}`);
    return problem.resultType;
  };
  const message =
    problem.field === "rule"
      ? catalogMessage("CRD1023", "ruleNotBool", {
          ...where,
          resultType: resultType(),
          detail: problem.detail,
        })
      : problem.field === "messageExpression"
        ? catalogMessage("CRD1023", "messageExpressionNotString", { ...where, resultType: resultType() })
        : catalogMessage("CRD1023", "optionalOldSelfUnused", { ...where, detail: problem.detail });
  const hint =
    problem.field === "optionalOldSelf"
      ? "optionalOldSelf makes oldSelf an optional value in transition rules: drop it, or compare with oldSelf in the rule."
      : problem.field === "rule"
        ? "A rule is a condition that holds for valid objects: compare the value, e.g. `self.replicas > 0`."
        : "A messageExpression gives the message text: build a string, e.g. `'replicas is ' + string(self.replicas)`.";
  return createDiagnostic(message, { span: marker.span, hint });
}

// The marker's span moved to the error's column; the marker's own span when the argument cannot be found
// (a JSDoc tag spelling, an offset cel-go does not know).
function errorSpan(marker: Marker, argument: string, error: CelError): SourceSpan {
  if (marker.tag !== undefined || error.offset < 0) return marker.span;
  const at = argumentValueOffset(marker.text, argument, error.offset);
  if (at === undefined) return marker.span;
  const { line, column } = marker.span.start;
  return {
    file: marker.span.file,
    start: { line, column: column + at },
    end: { line, column: column + at + 1 },
  };
}

/** For `undefined field 'x'`: the property of the node (or below it) whose CEL name is nearest. */
function didYouMean(error: CelError, schema: JSONSchemaProps): string | undefined {
  const match = /^undefined field '(.*)'$/.exec(error.message);
  if (match?.[1] === undefined) return undefined;
  const names = new Set<string>();
  collectNames(schema, names, 0);
  const suggestion = closestName(match[1], [...names]);
  return suggestion === undefined
    ? `No property of the node is called ${match[1]}: \`self\` is the value of the field or type the marker is on.`
    : `Did you mean ${suggestion}? \`self\` is the value of the field or type the marker is on.`;
}

// Property names as CEL sees them (escaped), from the node down a few levels, where a rule's selects reach.
function collectNames(schema: JSONSchemaProps, names: Set<string>, depth: number): void {
  if (depth > 4) return;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const escaped = escape(name);
    if (escaped !== undefined) names.add(escaped);
    collectNames(child, names, depth + 1);
  }
  const items = schema.items;
  if (items !== undefined && items !== null && !Array.isArray(items)) collectNames(items, names, depth + 1);
  const additional = schema.additionalProperties;
  if (typeof additional === "object" && additional !== null) collectNames(additional, names, depth + 1);
}
