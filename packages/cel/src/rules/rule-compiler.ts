/**
 * Shares rule compilations between the callers of one job (one `crdgen check` run, one CRD build): a rule with
 * the same text, options and `self` type compiles to the same result, so it is compiled once. CRDs repeat rules
 * a lot (each served version usually carries the same schema; a generator's named type appears in many
 * places). Not a port of Go: the API server compiles every rule it meets.
 *
 * House rule: every cache has an owner with a clear lifetime. A RuleCompiler is made by the job that owns it
 * and dropped with it; nothing here is module-level.
 */
import {
  type CelEnvironment,
  type KubernetesEnvironment,
  type KubernetesEnvironmentOptions,
  kubernetesEnvironment,
} from "../env/environment.js";
import type { DeclType } from "../schema/decl-type.js";
import type { Macro } from "../parser/macros.js";
import type { ParseOptions } from "../parser/options.js";
import { type ParseResult, Parser } from "../parser/parser.js";
import { PreparedEnvironment } from "../env/compile.js";
import { detachedString } from "@crdgen/core";
import { type CompiledRule, type CompileRuleOptions, type RuleText, compileRule } from "./compile-rule.js";
import { type ReadShape, agreesOnReadParts, readShapeOf } from "./read-shape.js";
import { compilesAlike } from "./compiles-alike.js";

/** What a compiler did: for reporting compile time per rule. */
export interface RuleCompilerStats {
  /** Rules asked for (each x-kubernetes-validations entry each time a caller compiled it). */
  readonly rules: number;
  /** Rules actually compiled (the others were answered from earlier compilations). */
  readonly compiled: number;
  /** Texts parsed (rules and messageExpressions): each text once per kind of parse options. */
  readonly parsed: number;
  /** Milliseconds spent in compiling, costing and looking up, over all the rules asked for (by the clock). */
  readonly milliseconds: number;
}

export interface RuleCompilerOptions {
  /**
   * The clock of {@link RuleCompilerStats.milliseconds}, in milliseconds; default `performance.now` (wall time).
   * A benchmark on a busy machine passes the process's CPU time instead.
   */
  readonly clock?: () => number;
}

export class RuleCompiler {
  private readonly clock: () => number;
  private readonly environments = new Map<string, KubernetesEnvironment>();
  /**
   * Each environment compiled in, to the first one compiled in that compiles alike ({@link compilesAlike}):
   * the environments for new and for stored expressions, which at most versions declare the same, share
   * their compilations (and the environment prepared for them, see {@link prepared}).
   */
  private readonly alike = new Map<CelEnvironment, CelEnvironment>();
  /** By environment (one of each alike group) and rule text: the rule compiled for each type shape asked. */
  private readonly results = new Map<CelEnvironment, Map<string, Compiled[]>>();
  /**
   * By what parses read of the options and by text: the parse of every rule and messageExpression compiled.
   * A text compiled again for another type, or in another environment with the same macros (the defaults'
   * stored-expression environment and the create-time one), is not parsed again: a parse depends on nothing
   * else, and nothing after it changes the parsed tree.
   */
  private readonly parses = new Map<string, ParsesAlike>();
  /** The key in {@link parses} of each environment's parse options object. */
  private readonly parseKeys = new Map<ParseOptions, string>();
  private readonly parseOnce = (text: string, options: ParseOptions): ParseResult => {
    let optionsKey = this.parseKeys.get(options);
    if (optionsKey === undefined) {
      optionsKey = this.parseOptionsKey(options);
      this.parseKeys.set(options, optionsKey);
    }
    let alike = this.parses.get(optionsKey);
    if (alike === undefined) {
      alike = { parser: new Parser(options), byText: new Map() };
      this.parses.set(optionsKey, alike);
    }
    const { byText } = alike;
    let parsed = byText.get(text);
    if (parsed === undefined) {
      parsed = alike.parser.parse(text);
      byText.set(text, parsed);
      this.parsedTexts++;
    }
    return parsed;
  };
  /**
   * By type, then by the list of compilations of a rule text (an environment's entry in {@link results}): the
   * compilation given for that type. Weak: an entry lives only as long as the caller keeps the type.
   */
  private readonly answered = new WeakMap<DeclType, Map<Compiled[], CompiledRule>>();
  /** The shapes of the scalar types compiled for (see {@link readShapeOf}); they hold nothing of a schema. */
  private readonly scalarShapes = new Map<DeclType, ReadShape>();
  /**
   * Each environment compilations are made in (one of each alike group), prepared once: its libraries declared,
   * its parse options built, for every rule compiled in it by this compiler.
   */
  private readonly prepared = new Map<CelEnvironment, PreparedEnvironment>();
  /** A number for each macro object met in parse options, for {@link parseOptionsKey}. */
  private readonly macroNumbers = new Map<Macro, number>();

  /**
   * Options objects that parse alike get equal keys: every field of ParseOptions is in it, the macros as the
   * very objects (each numbered the first time it is met), in their order.
   */
  private parseOptionsKey(options: ParseOptions): string {
    const { macros, ...rest } = options;
    const numbers = macros?.map((m) => {
      let n = this.macroNumbers.get(m);
      if (n === undefined) {
        n = this.macroNumbers.size;
        this.macroNumbers.set(m, n);
      }
      return n;
    });
    const fields = Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify([numbers ?? null, fields]);
  }

  private asked = 0;
  private parsedTexts = 0;
  private done = 0;
  private elapsed = 0;

  constructor(options: RuleCompilerOptions = {}) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /** The environment for `options`, built once per compiler, so that callers asking alike share results. */
  environment(options: KubernetesEnvironmentOptions = {}): KubernetesEnvironment {
    const key = JSON.stringify([
      options.binaryVersion ?? null,
      options.compatibilityVersion ?? null,
      options.type ?? "NewExpressions",
    ]);
    let environment = this.environments.get(key);
    if (environment === undefined) {
      environment = kubernetesEnvironment(options);
      this.environments.set(key, environment);
    }
    return environment;
  }

  /**
   * {@link compileRule}'s result for `rule` on a node of type `declType`: computed the first time this
   * (environment or one that compiles alike, rule text, messageExpression, optionalOldSelf, keyword escaping) is
   * asked with a type that agrees with none compiled before on what their compilations read
   * ({@link agreesOnReadParts}).
   * `options.scopeFor` is called only when the rule is compiled.
   */
  compile(
    rule: RuleText,
    declType: DeclType,
    environment: CelEnvironment,
    options: CompileRuleOptions = {},
  ): CompiledRule {
    const start = this.clock();
    this.asked++;
    const compiling = this.compilingAlike(environment);
    let byKey = this.results.get(compiling);
    if (byKey === undefined) {
      byKey = new Map();
      this.results.set(compiling, byKey);
    }
    // optionalOldSelf: false differs from absent (compileRule reports it when the rule does not use oldSelf).
    // The rule's length comes before it, so that no rule and messageExpression pair spells another's key; a
    // concatenation rather than JSON.stringify of an array, which escaped both texts for every rule asked.
    const oldSelfFlag = rule.optionalOldSelf == null ? "n" : rule.optionalOldSelf ? "t" : "f";
    const text = rule.rule ?? "";
    const key =
      `${options.recognizeKeywordAsFieldName === true ? "k" : "-"}${oldSelfFlag} ` +
      `${text.length} ${text}${rule.messageExpression ?? ""}`;
    let forText = byKey.get(key);
    if (forText === undefined) {
      forText = [];
      // A copy: the concatenation points to the rule's text, which may be a substring of a whole manifest.
      byKey.set(detachedString(key), forText);
    }
    // The very type asked again (a node's rules asked by several checks) needs no comparing.
    let answered = this.answered.get(declType);
    let compiled = answered?.get(forText);
    // A compilation is reused for a type that agrees with the one it was made for on what has been read of it.
    compiled ??= forText.find((earlier) => agreesOnReadParts(earlier.read, declType))?.compiled;
    if (compiled === undefined) {
      // Compiled from copies of the texts: the result (its source, its string literals) and the parse are kept
      // for the whole job, and substrings of a manifest would keep the manifest's whole text alive.
      const owned: RuleText = {
        ...rule,
        ...(rule.rule == null ? {} : { rule: detachedString(rule.rule) }),
        ...(rule.messageExpression == null
          ? {}
          : { messageExpression: detachedString(rule.messageExpression) }),
      };
      compiled = compileRule(owned, declType, this.preparedFor(compiling), {
        ...options,
        parse: this.parseOnce,
      });
      // What the compilation read, not the type: the type would keep the schema, and with it the manifest.
      forText.push({ read: readShapeOf(declType, this.scalarShapes), compiled });
      this.done++;
    }
    if (answered === undefined) {
      answered = new Map();
      this.answered.set(declType, answered);
    }
    answered.set(forText, compiled);
    this.elapsed += this.clock() - start;
    return compiled;
  }

  /** `environment` prepared for compiling, once per compiler. */
  private preparedFor(environment: CelEnvironment): PreparedEnvironment {
    let ready = this.prepared.get(environment);
    if (ready === undefined) {
      ready = new PreparedEnvironment(environment);
      this.prepared.set(environment, ready);
    }
    return ready;
  }

  /** The environment of `environment`'s alike group that compilations are made in and kept for. */
  private compilingAlike(environment: CelEnvironment): CelEnvironment {
    let found = this.alike.get(environment);
    if (found === undefined) {
      found = environment;
      for (const earlier of this.results.keys()) {
        if (compilesAlike(earlier, environment)) {
          found = earlier;
          break;
        }
      }
      this.alike.set(environment, found);
    }
    return found;
  }

  get stats(): RuleCompilerStats {
    return { rules: this.asked, compiled: this.done, parsed: this.parsedTexts, milliseconds: this.elapsed };
  }
}

/** A compilation and what it read of the type it was compiled for. */
interface Compiled {
  readonly read: ReadShape;
  readonly compiled: CompiledRule;
}

/** The parses made with parse options that parse alike: their parser (options resolved once) and results by text. */
interface ParsesAlike {
  readonly parser: Parser;
  readonly byText: Map<string, ParseResult>;
}
