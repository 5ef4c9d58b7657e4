import type { Diagnostic, SourcePosition, SourceSpan } from "@crdgen/core";

/*
 * The narrow view of a TypeScript program that the rest of the generator sees. Only src/ts/ knows the
 * compiler API (through ts-morph); everything else works on these interfaces, so that a later compiler
 * (TypeScript 7's API) needs a new adapter and nothing more.
 */

/** Where a named type comes from: enough to recognise it by identity, never by shape. */
export interface DeclarationIdentity {
  /** The npm package that declares it (the nearest package.json's `name`); absent for the user's own files. */
  readonly packageName?: string;
  /** The declaring file inside its package (or, outside packages, the working folder), `/`-separated (`core/v1.d.ts`). */
  readonly file: string;
  /** The declared name. */
  readonly name: string;
  /** Declared by TypeScript's default library (`Map`, `Set`, `Date`, `Array` …). */
  readonly isLib: boolean;
}

/** One group of comments (no blank line inside it), as source text, with where it starts. */
export interface RawComment {
  readonly text: string;
  readonly start: SourcePosition;
}

/** The comments above a declaration. */
export interface DeclarationComments {
  /** The group directly above the declaration (no blank line between): its doc comment. */
  readonly doc?: RawComment;
  /**
   * The group above that, separated by a blank line (or above the declaration when it has no doc comment):
   * controller-gen reads its markers too. At most one.
   */
  readonly detached: readonly RawComment[];
  /**
   * Groups further up: controller-gen gives their package markers to the package when above a type, and
   * ignores the rest (collect.go, markerSubVisitor.Visit).
   */
  readonly farther?: readonly RawComment[];
}

/** A named type declaration: interface, type alias, class or enum. */
export interface NamedDeclaration {
  readonly identity: DeclarationIdentity;
  readonly kind: "interface" | "typeAlias" | "class" | "enum";
  /** The declaration's name. */
  readonly span: SourceSpan;
  /** The declaring file, absolute. */
  readonly file: string;
  readonly comments: DeclarationComments;
  /** A stable key: equal for the same declaration. */
  readonly key: string;
}

/** What a type is, as far as schemas care. */
export type TypeKind =
  | "string"
  | "number"
  | "boolean"
  | "bigint"
  | "symbol"
  | "any"
  /** What TypeScript could not resolve (an unknown name, an unresolved import, a syntax error): `any` to it. */
  | "unresolved"
  | "unknown"
  | "never"
  | "null"
  | "undefined"
  | "void"
  | "stringLiteral"
  | "numberLiteral"
  | "booleanLiteral"
  | "bigintLiteral"
  | "templateLiteral"
  | "union"
  | "intersection"
  | "object"
  | "nonPrimitive"
  | "typeParameter"
  | "other";

/** A property of an object type, with what its declaration says. */
export interface TsProperty {
  readonly name: string;
  /** Declared with `?`. */
  readonly optional: boolean;
  /** A method (`f(): T`), not a data field. */
  readonly isMethod: boolean;
  readonly type: TsType;
  /** The property's name in its declaration; absent for properties made by mapped types over literal keys. */
  readonly span?: SourceSpan;
  /** The declaring file, absolute. */
  readonly file?: string;
  readonly comments: DeclarationComments;
}

/** A type as the checker sees it, with the syntax it was written as when that is known. */
export interface TsType {
  readonly kind: TypeKind;
  /** Equal for the same checker type. */
  readonly id: number;
  /** The type as TypeScript prints it, for messages. */
  readonly text: string;
  /** The value of a literal type. */
  readonly literal: string | number | boolean | undefined;
  /** A member of an `enum`. */
  readonly fromEnum: boolean;
  /** Where the type is written (the type node), else where it is declared. */
  readonly span: SourceSpan | undefined;
  /** The named declarations this type was written as, outermost first (`type A = B` used as `A`: A, B). */
  names(): readonly NamedDeclaration[];
  /** Type arguments of the outermost generic name (`EmbeddedResource<T>`: T). */
  nameArguments(): readonly TsType[];
  /** Members of a union (in source order where the source says it) or an intersection. */
  members(): readonly TsType[];
  /** The element type of `T[]`, `Array<T>` and `ReadonlyArray<T>`. */
  arrayElement(): TsType | undefined;
  readonly isTuple: boolean;
  /** Has call or construct signatures. */
  readonly isCallable: boolean;
  /** The properties an object (or intersection) type really has, in declaration order. */
  properties(): readonly TsProperty[];
  /**
   * The types an interface or class `extends` (a generic instantiation: its generic's), in the order written;
   * none for other types. What controller-gen embeds (`json:",inline"`), whose type markers it merges in.
   */
  bases(): readonly TsType[];
  /** `[key: string]: T` (also from `Record<string, T>`). */
  stringIndex(): TsType | undefined;
  /** `[key: number]: T`. */
  numberIndex(): TsType | undefined;
}

/** A top-level type declaration of an input file. */
export interface TsTypeDeclaration extends NamedDeclaration {
  readonly exported: boolean;
  /** The declared type (for a generic declaration, with its type parameters). */
  type(): TsType;
  readonly typeParameterCount: number;
}

/** An input file. */
export interface TsSourceFile {
  /** Absolute path. */
  readonly path: string;
  readonly text: string;
  /** Comments at the top of the file that are not a declaration's doc comment. */
  readonly leadingComments: readonly RawComment[];
  /** Interfaces, type aliases, classes and enums declared at the top level, in source order. */
  readonly declarations: readonly TsTypeDeclaration[];
}

/** A TypeScript error or warning as the compiler reports it. */
export interface TsCompilerDiagnostic {
  /** TypeScript's number, e.g. 2322. */
  readonly code: number;
  readonly category: "error" | "warning" | "suggestion" | "message";
  readonly message: string;
  /** Absolute path and 1-based position, when the diagnostic has a place. */
  readonly file?: string;
  readonly start?: SourcePosition;
}

/** A loaded TypeScript program: the inputs, their types, and the compiler's own diagnostics. */
export interface TsProject {
  /** The compiler that reads the program. */
  readonly backend: "ts-morph" | "typescript7";
  /** The folder relative paths are shown against. */
  readonly cwd: string;
  /** The tsconfig.json the program was loaded with (absolute), when there is one. */
  readonly tsconfig: string | undefined;
  /**
   * The solution-style tsconfig above the working folder that {@link tsconfig} was chosen from (absolute), when it
   * was: a change to it can change the choice.
   */
  readonly solution?: string | undefined;
  /** The input files (folders expanded), sorted by path. */
  inputFiles(): readonly TsSourceFile[];
  /** TypeScript's errors in the input files (syntax, semantics, options). */
  compilerDiagnostics(): readonly TsCompilerDiagnostic[];
  /**
   * Rereads the given files (absolute paths) from disk; when one of them is not in the program (a new file
   * or folder) or is gone, lists the inputs again to notice added and removed files. Returns the problems
   * with the inputs, as loading does.
   */
  refresh(changed: readonly string[]): readonly Diagnostic[];
  /**
   * The files whose view may differ since the last call (changed files with every file importing them), or
   * "all" the first time and whenever a change can reach anything: the generator's caches keep the rest.
   */
  takeChanges(): ReadonlySet<string> | "all";
  /**
   * Builds now what the first refresh would otherwise build (the index of which file imports which), so
   * that the first edit in watch mode is as quick as the rest.
   */
  prepareForChanges(): void;
  /** Every file of the program (inputs and what they import) outside node_modules, absolute and sorted. */
  programFiles(): readonly string[];
  /** The text of a file in the program, for code frames. */
  sourceText(path: string): string | undefined;
  /** Ends what the program holds outside this process (TypeScript 7's compiler); nothing to do for ts-morph. */
  close?(): void;
}
