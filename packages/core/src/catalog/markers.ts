import type { CatalogEntry } from "./entry.js";

/** 1xxx: `+marker` comments — grammar, arguments, placement and how they apply to a schema. */
export const markerDiagnostics = {
  CRD1001: {
    severity: "warning",
    title: "unknown marker",
    hint: "Check the spelling against the marker reference (docs/markers.md or `crdgen markers`); unknown markers have no effect.",
    messages: {
      unknownMarker: "unknown marker +{name}",
    },
  },
  CRD1002: {
    severity: "error",
    title: "malformed marker argument",
    hint: "Quote string values that contain `,` `;` `}` or leading spaces, e.g. with backticks: +kubebuilder:validation:Pattern=`^[a-z]{1,3}$`.",
    messages: {
      invalidJson: "{marker}: the value is not valid JSON: {reason}",
      expectedName: "{marker}: expected an argument name, got {token}",
      expectedEquals: '{marker}: expected "=" after {name}, got {token}',
      expectedComma: "{marker}: expected a comma, got {token}",
      expected: "{marker}: expected {what}, got {token}",
      expectedInteger: "{marker}: expected an integer, got {token}",
      invalidInteger: "{marker}: invalid integer {literal}",
      integerOutOfRange: "{marker}: integer {literal} is out of range",
      expectedNumber: "{marker}: expected an integer or a float, got {token}",
      numberOutOfRange: "{marker}: number {literal} is out of range",
      expectedBoolean: "{marker}: expected true or false, got {token}",
      unterminatedString: "{marker}: string literal not terminated: {literal}",
      invalidStringSyntax: "{marker}: unable to parse string {literal}: invalid syntax",
      invalidEscape: '{marker}: unable to parse string {literal}: invalid escape sequence at "{escape}"',
    },
  },
  CRD1003: {
    severity: "error",
    title: "missing marker argument",
    hint: "Give the marker the argument it needs; the marker reference lists each marker's arguments.",
    messages: {
      missingValue: "{marker}: missing value",
      missingArgument: "{marker}: missing argument {names}",
      missingArguments: "{marker}: missing arguments {names}",
    },
  },
  CRD1004: {
    severity: "error",
    title: "unknown marker argument",
    hint: "Use one of the argument names the marker reference lists for this marker.",
    messages: {
      unknownArgumentDidYouMean: "{marker}: unknown argument {argument} (did you mean {suggestion}?)",
      unknownArgumentKnown: "{marker}: unknown argument {argument}; known: {known}",
    },
  },
  CRD1005: {
    severity: "error",
    title: "extra marker arguments",
    hint: "A value that contains `,` `;` or `}` must be quoted, e.g. with backticks; flags take no value.",
    messages: {
      extraArguments: "{marker}: extra arguments provided: {extra}",
    },
  },
  CRD1006: {
    severity: "warning",
    title: "marker on the wrong target",
    hint: "Move the marker to a declaration it describes (package, type or field); here it has no effect.",
    messages: {
      wrongTarget: "{marker} applies to {targets}, not to {target}",
    },
  },
  CRD1007: {
    severity: "error",
    title: "marker does not fit the schema type",
    hint: "Use the marker on a field or type of the kind it describes, or set the type with +kubebuilder:validation:Type.",
    messages: {
      wrongType: "{marker} must be applied to {expected}, found {found}",
      nonIntegralBound: "{marker}: cannot apply the non-integral {bound} {value} to an integer",
      namedFieldType:
        "{marker} cannot apply to a field of the named type {type}: controller-gen applies field markers to a reference to it, which has no type",
      namedAliasType:
        "{marker} cannot apply to {alias}, an alias of the named type {type}: controller-gen applies its markers to a reference to that type, which has no type",
      namedItemsType:
        "{marker} cannot apply to items of the named type {type}: controller-gen applies items markers to a reference to it, which has no type",
      enumNeedsKnownValues:
        "{marker} needs a string type whose values are known, found {type} with {count} values",
    },
  },
  CRD1008: {
    severity: "error",
    title: "invalid regular expression",
    hint: "The API server compiles patterns with Go's RE2 syntax: no lookaround, no backreferences.",
    messages: {
      invalidPattern: "{marker}: {pattern} is not a valid regular expression: {reason}",
    },
  },
  CRD1009: {
    severity: "error",
    title: "invalid default value",
    hint: "The API server rejects a CRD whose default does not validate against its own schema.",
    messages: {
      prunedFields:
        "{marker}: the default is invalid: it has fields the schema does not allow (they would be pruned)",
      fieldError: "{marker}: the default is invalid: {field}: {reason}",
      serverRefused: "{marker}: the API server refuses the default: {detail}",
    },
  },
  CRD1010: {
    severity: "error",
    title: "uniqueItems is forbidden",
    hint: "Use +listType=set for a list of unique scalars; the API server rejects uniqueItems: true.",
    messages: {
      uniqueItems: "{marker}=true: the API server rejects uniqueItems: true (its check would be quadratic)",
    },
  },
  CRD1011: {
    severity: "warning",
    title: "conflicting markers",
    hint: "Keep one of the markers; the message says which one takes effect.",
    messages: {
      repeated: "{marker} conflicts with {previous} on line {line}; the last one takes effect",
      repeatedFirst: "{marker} conflicts with {previous} on line {line}; the first one takes effect",
      repeatedInPackage:
        "{marker} conflicts with {previous} at {where}, read first (files in name order); the first one takes effect",
      repeatedArgument: "{marker}: argument {name} is given twice; the last one takes effect",
      repeatedResource:
        "{marker} applies after {previous} on line {line}: its shortName, categories and scope replace theirs (no scope is Namespaced); path and singular only where it gives them",
      twoDefaults: "{marker} conflicts with {other}; +kubebuilder:default takes effect",
      fieldRequirement: "{marker} contradicts {first} on line {line}; the field is {requirement}",
      packageRequirement:
        "{marker} contradicts {first} on line {line}; fields of this package are {requirement}",
    },
  },
  CRD1012: {
    severity: "error",
    title: "invalid marker value",
    hint: "Use one of the values the marker reference lists for this marker.",
    messages: {
      nestedFields: "{marker}: cannot reference nested fields: {fields}",
      noSuchFields: "{marker}: the type has no field {fields}",
      invalidUrl: "{marker}: invalid url {url}",
      titleNotString: "{marker}: the title must be a string, got {value}",
      notOneOf: "{marker}: {argument} must be {allowed}, got {value}",
      scope: '{marker}: scope must be "Namespaced" or "Cluster", got {value}',
      columnType: "{marker}: column type must be one of {allowed}, got {value}",
      columnFormat: "{marker}: column format must be one of {allowed}, got {value}",
      notKeyValue: "{marker}: {argument} entry {entry} is not in key=value form",
      invalidReason: "{marker}: invalid reason {reason}; valid reasons are {allowed}",
      refusedTarget: "{marker} must be set on {targets}, not on {target}",
      oneOfRequired: "{marker}: field {field} is part of OneOf constraint and cannot be marked as required",
      oneOfNotOptional:
        "{marker}: field {field} is part of OneOf constraint and must be optional (`?`), as controller-gen wants omitempty or omitzero",
      baseTypeConflict:
        "{marker}: conflicting types in allOf branches in schema: {dst} vs {src} (controller-gen's error when a type and a type it extends have different types)",
      referenceTypeConflict:
        "{marker}: conflicting types in allOf branches in schema: {below} vs {type} (controller-gen's error when a field of a named type gives it another type than the type has)",
    },
  },
  CRD1013: {
    severity: "error",
    title: "marker requires another marker",
    hint: "Add the marker this one depends on, as the message says.",
    messages: {
      needsListMap: "{marker} needs +listType=map on the same list",
    },
  },
  CRD1014: {
    severity: "warning",
    title: "marker has no effect",
    hint: "Remove the marker or write it in a form crdgen supports.",
    messages: {
      goConstantDefault: "{marker} has no effect: ref(...) defaults name Go constants",
      fartherGroup:
        "{marker} has no effect here: controller-gen reads a declaration's markers from its doc comment and the one comment group above it, not from groups further up",
      droppedWord:
        "{marker}: the word {word} has no effect: controller-gen drops a bare word that a space separates from the next , ; or }, so this part reads {value}; remove the space, or quote the value",
      enumBelow:
        "{marker} has no effect here: the type already has an enum, and controller-gen keeps the type's values when a field or alias sets its own; narrow the values in the type instead",
      ignoredNameSegment:
        '{marker}: the name part ":{segment}" has no effect: this marker has no named arguments, so it is read as {marker}',
    },
  },
  CRD1015: {
    severity: "warning",
    title: "JSDoc tag has no marker equivalent",
    hint: "Use the marker the message names instead; the marker reference lists the JSDoc tags crdgen reads.",
    messages: {
      notSupported: "@{tag} is not supported",
      noSuchKeyword: "@{tag} is not supported: a CRD schema has no {keyword}",
      deprecatedField:
        "@deprecated on a {target} has no effect on the CRD: a CRD schema cannot mark a {target} deprecated",
    },
  },
  CRD1030: {
    severity: "info",
    title: "marker for a manifest crdgen does not generate",
    hint:
      "crdgen generates CustomResourceDefinitions only: generate RBAC Roles and webhook configurations with " +
      "controller-gen (rbac, webhook) or write them by hand. The marker is otherwise harmless.",
    messages: {
      otherManifest:
        "+{marker} is read by controller-gen, which makes {manifest} from it; crdgen does not generate them",
    },
  },
  CRD1020: {
    severity: "error",
    title: "marker makes an invalid CRD field",
    hint: "Fix the marker's value: the API server refuses the CRD field it makes, for the reason the message gives.",
    messages: {
      refusedField: "{marker} of {kind} {version} makes a CRD the API server refuses: {detail}",
    },
  },
  CRD1021: {
    severity: "warning",
    title: "printer column names no field",
    hint: "kubectl shows an empty column for a JSONPath that names no field: spell the path as the fields are in JSON, e.g. JSONPath=`.spec.replicas`.",
    messages: {
      noField:
        "+kubebuilder:printcolumn {column} of {kind} {version}: JSONPath {path} names no field: {owner} has no field {field}",
    },
  },
  CRD1022: {
    severity: "warning",
    title: "default applies to every union member",
    hint: "The API server fills in a default whatever the object's member is: declare the field with the same default in every member, or leave the default to the code that reads the field.",
    messages: {
      memberDefault:
        '+{marker} on "{property}" of {member} applies to every member of the union: the API server fills "{property}" in for {other} too, which does not declare it',
      memberDefaultOthers:
        '+{marker} on "{property}" of {member} applies to every member of the union: the API server fills "{property}" in for {others} too, which do not declare it',
    },
  },
  CRD1023: {
    severity: "error",
    title: "CEL rule of an XValidation marker does not compile",
    hint: "Fix the rule at the column shown: the API server compiles it against the schema of the field or type the marker is on, where `self` is that value.",
    messages: {
      compileError: "+{marker} on {owner}: {field} {expression}: {detail}",
      ruleNotBool:
        "+{marker} on {owner}: the rule must evaluate to a bool, not {resultType} (the API server says: {detail})",
      messageExpressionNotString:
        "+{marker} on {owner}: messageExpression must evaluate to a string, not {resultType}",
      optionalOldSelfUnused: "+{marker} on {owner}: optionalOldSelf {detail}",
    },
  },
  CRD1024: {
    severity: "warning",
    title: "CEL rule uses more than half of its cost budget",
    hint: "Bound the lists, maps and strings the rule walks with +kubebuilder:validation:MaxItems, MaxProperties or MaxLength: the API server estimates their size from the request size limit otherwise.",
    messages: {
      costly:
        "+{marker} on {owner}: the rule {rule} has an estimated cost of {totalCost} ({maxCost} per evaluation, run at most {times}), {share}% of the per-rule limit of {limit}",
    },
  },
  CRD1025: {
    severity: "error",
    title: "CEL rule exceeds its cost budget",
    hint: "The API server refuses a rule whose estimated cost times the times it may run exceeds 10,000,000: bound the lists, maps and strings it walks (MaxItems, MaxProperties, MaxLength), or simplify the rule.",
    messages: {
      overBudget:
        "+{marker} on {owner}: the rule {rule} has an estimated cost of {totalCost} ({maxCost} per evaluation, run at most {times}), {share}% of the per-rule limit of {limit}: {detail}",
      crdTotal: "the CEL rules of {kind} together exceed the per-CRD cost limit: {detail}",
    },
  },
} as const satisfies Record<string, CatalogEntry>;
