import { describe, expect, it } from "vitest";
import {
  compileKubernetes,
  formatErrors,
  kubernetesEnvironment,
  kubernetesParseOptionsFor,
  parse,
} from "../../src/index.js";

/** The parse of a text in the default (Kubernetes 1.35) environment, as cel-go v0.26.0's `Env.Parse` gives it. */
function display(text: string): string {
  const result = parse(text, kubernetesParseOptionsFor(kubernetesEnvironment()));
  return formatErrors(result.source, result.errors);
}

describe("cel-go v0.26.0 Env.Parse, cases found by the differential against it", () => {
  // cel/macro.go:329 StandardMacros lacks parser.ExistsOneMacroNew; cel/library.go:162 installs StandardMacros.
  it("existsOne with two arguments is a plain call in a cel.Env, not a macro", () => {
    const result = parse("self.existsOne(x, x > 0)", kubernetesParseOptionsFor(kubernetesEnvironment()));
    expect(result.ast?.expr).toMatchObject({ kind: "call", function: "existsOne" });
    const compiled = compileKubernetes("[1].existsOne(x, x > 0)", kubernetesEnvironment());
    expect(formatErrors(compiled.source, compiled.errors)).toContain("undeclared reference to 'existsOne'");
    // exists_one and the three-argument existsOne (ext.TwoVarComprehensions) stay macros.
    expect(compileKubernetes("[1].exists_one(x, x > 0)", kubernetesEnvironment()).errors).toEqual([]);
    expect(compileKubernetes("[1].existsOne(i, x, x > 0)", kubernetesEnvironment()).errors).toEqual([]);
  });

  // parser/parser.go:464 VisitStart visits the StartContext's expr even when matching EOF failed.
  it("a mismatched end of input keeps the expression's own errors", () => {
    expect(display("a.`b`()")).toBe(
      [
        "ERROR: <input>:1:3: unsupported syntax: '`'",
        " | a.`b`()",
        " | ..^",
        "ERROR: <input>:1:6: Syntax error: mismatched input '(' expecting <EOF>",
        " | a.`b`()",
        " | .....^",
      ].join("\n"),
    );
    expect(display("9223372036854775808 1 2")).toBe(
      [
        "ERROR: <input>:1:1: invalid int literal",
        " | 9223372036854775808 1 2",
        " | ^",
        "ERROR: <input>:1:21: Syntax error: mismatched input '1' expecting <EOF>",
        " | 9223372036854775808 1 2",
        " | ....................^",
      ].join("\n"),
    );
  });

  /** The first line of each error: position and message. */
  const messages = (text: string) =>
    display(text)
      .split("\n")
      .filter((l) => l.startsWith("ERROR"));

  // antlr4-go v4.13.0 error_strategy.go SingleTokenInsertion: ATN.NextTokens(next, ctx) follows the rules
  // being parsed outwards for as long as each may end, up to start's EOF.
  it("inserts a missing closing token when what follows fits the rules being parsed", () => {
    expect(messages("has(sel")).toEqual([
      "ERROR: <input>:1:5: invalid argument to has() macro",
      "ERROR: <input>:1:8: Syntax error: missing ')' at '<EOF>'",
    ]);
    expect(messages("f(a")).toEqual(["ERROR: <input>:1:4: Syntax error: missing ')' at '<EOF>'"]);
    expect(messages("a.f(b].c")).toEqual([
      "ERROR: <input>:1:6: Syntax error: mismatched input ']' expecting ')'",
    ]);
  });

  // An element after ',' is predicted only when the next token can start one (cel_parser.go listInit,
  // mapInitializerList, fieldInitializerList loops); otherwise the loop exits and ','? '}' follow.
  it("takes the exit of an element loop when the token after ',' cannot start an element", () => {
    expect(messages("{1: 2,")).toEqual(["ERROR: <input>:1:7: Syntax error: missing '}' at '<EOF>'"]);
    expect(messages("x.y{a: 1,  2}")).toEqual([
      "ERROR: <input>:1:12: Syntax error: extraneous input '2' expecting '}'",
    ]);
  });

  // cel_parser.go member, Index: a Sync before the optional '?' expects it too.
  it("expects '?' after an index's '['", () => {
    expect(messages("a[")).toEqual([
      "ERROR: <input>:1:3: Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', '?', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
    ]);
  });

  // error_strategy.go Sync at a PLUS_LOOP_BACK state: ReportUnwantedToken, then consumeUntil.
  it("reports the token after '!' that neither repeats it nor starts a member as extraneous", () => {
    expect(messages("!")).toEqual([
      "ERROR: <input>:1:2: Syntax error: extraneous input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
    ]);
  });

  // error_strategy.go ReportMatch: matching the ',' before a closing token ends the error episode.
  it("reports an error at a closing token after an optional comma matched", () => {
    expect(messages("{12, 3: 4,}")).toEqual([
      "ERROR: <input>:1:4: Syntax error: mismatched input ',' expecting ':'",
      "ERROR: <input>:1:6: Syntax error: mismatched input '3' expecting '}'",
    ]);
  });

  // parser/parser.go:469 VisitExpr visits e and e1 of an ExprContext whose ':' failed.
  it("visits the condition of a conditional whose ':' is missing", () => {
    expect(messages("9223372036854775808 ? a")).toEqual([
      "ERROR: <input>:1:1: invalid int literal",
      "ERROR: <input>:1:24: Syntax error: mismatched input '<EOF>' expecting ':'",
    ]);
  });

  // member Select: '.' '?' predicts it; escapeIdent's Sync fails; parser/parser.go VisitSelect's normalizeIdent
  // finds neither identifier kind.
  it("reports a '.?' without a name at the name", () => {
    expect(messages(".?.")).toEqual([
      "ERROR: <input>:1:2: Syntax error: no viable alternative at input '.?'",
      "ERROR: <input>:1:3: Syntax error: mismatched input '.' expecting {IDENTIFIER, ESC_IDENTIFIER}",
      "ERROR: <input>:1:3: unsupported ident kind",
    ]);
  });

  // cel_parser.go literal: Int and Double both start with MINUS; after '!' nothing has looked past the '-'.
  it("reports a '-' after '!' that no number follows", () => {
    expect(messages("!-x")).toEqual([
      "ERROR: <input>:1:3: Syntax error: no viable alternative at input '-x'",
    ]);
  });

  // error_strategy.go Sync returns at once in an error episode: the '}' then fails in RecoverInline, one more
  // recovery attempt (recoveryLimitErrorStrategy counts Recover and RecoverInline).
  it("counts recovery attempts as ANTLR's Sync skips them in an error episode", () => {
    const result = parse("f({k", {
      ...kubernetesParseOptionsFor(kubernetesEnvironment()),
      errorRecoveryLimit: 4,
    });
    expect(
      formatErrors(result.source, result.errors)
        .split("\n")
        .filter((l) => l.startsWith("ERROR")),
    ).toEqual([
      "ERROR: <input>:1:5: Syntax error: mismatched input '<EOF>' expecting ':'",
      "ERROR: <input>:1:5: Syntax error: error recovery attempt limit exceeded: 4",
    ]);
  });

  // common/runes/buffer.go newBuffer gives the empty text the line offsets [0]; common/ast/ast.go:182 then takes
  // line 2 as the base of ComputeOffset, which gives -1, and GetLocationByOffset(-1) is line 1, column -1.
  it("places the error of the empty text at line 1, column -1, without a snippet", () => {
    expect(display("")).toBe(
      "ERROR: <input>:1:0: Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
    );
    expect(display(" ").split("\n")[0]).toBe(
      "ERROR: <input>:1:2: Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
    );
  });

  // cel_parser.go literal: only Int and Double take a sign (`sign=MINUS? tok=NUM_INT`, `sign=MINUS? tok=NUM_FLOAT`).
  it("rejects a '-' before an unsigned number after '!', in both parsers", () => {
    expect(messages("!-1u")).toEqual([
      "ERROR: <input>:1:3: Syntax error: no viable alternative at input '-1u'",
    ]);
    expect(compileKubernetes("!-1u == 1u", kubernetesEnvironment()).errors).not.toEqual([]);
  });

  // parser/parser.go:975 expandMacro: the location of a node made by newExpr(common.NoLocation) (a primary that
  // failed its prediction) is GetLocationByOffset(-1), line 1 column -1, shown as ":1:0" with the first line.
  it("places a macro error about a node without a location at line 1, column -1", () => {
    expect(display("日.a || has(.)").split("\n").slice(0, 3)).toEqual([
      "ERROR: <input>:1:0: invalid argument to has() macro",
      " | 日.a || has(.)",
      " | ＾",
    ]);
  });

  // The escapeIdent after '.?' is called from the member loop: '.' and '[' resynchronise its recovery.
  it("recovers from a '.?' without a name on the member loop's follow set", () => {
    const result = parse("1.?0 : a.b ? 0", { macros: [], errorRecoveryLookaheadTokenLimit: 4 });
    expect(
      formatErrors(result.source, result.errors)
        .split("\n")
        .filter((l) => l.startsWith("ERROR")),
    ).toEqual([
      "ERROR: <input>:1:2: unsupported syntax '.?'",
      "ERROR: <input>:1:4: Syntax error: mismatched input '0' expecting {IDENTIFIER, ESC_IDENTIFIER}",
      "ERROR: <input>:1:4: unsupported ident kind",
      "ERROR: <input>:1:15: Syntax error: mismatched input '<EOF>' expecting ':'",
    ]);
  });

  // error_strategy.go Recover skips a token only when the last error was at the same token in the same ATN
  // state: the inner list's Sync before ','? and the outer list's Match(']') are different states.
  it("skips a token on a second error at the same token only in the same grammar position", () => {
    const result = parse("{[!'', [a, ''']]: ''' ? 0 : a.b}", { macros: [], errorRecoveryLimit: 4 });
    expect(
      formatErrors(result.source, result.errors)
        .split("\n")
        .filter((l) => l.startsWith("ERROR")),
    ).toEqual([
      "ERROR: <input>:1:32: Syntax error: mismatched input '}' expecting {']', ','}",
      "ERROR: <input>:1:32: Syntax error: error recovery attempt limit exceeded: 4",
    ]);
  });

  // parser/parser.go VisitSelect reports normalizeIdent's error at ctx.GetId(), the escapeIdent context, which
  // starts at the token its Sync deleted.
  it("reports a back-quoted name after '.?' where its rule started", () => {
    expect(messages("a.?[`b`")).toEqual([
      "ERROR: <input>:1:4: Syntax error: extraneous input '[' expecting {IDENTIFIER, ESC_IDENTIFIER}",
      "ERROR: <input>:1:4: unsupported syntax: '`'",
    ]);
  });

  // error_strategy.go ReportMatch: every Match ends an error episode, the ',' between list elements (and map
  // entries, message fields, the '?' of an optional element) included.
  it("reports errors after a ',' that ended an error episode", () => {
    expect(messages("[0 ? in : a, -`a`]")).toEqual([
      "ERROR: <input>:1:6: Syntax error: mismatched input 'in' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
      "ERROR: <input>:1:9: Syntax error: extraneous input ':' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
      "ERROR: <input>:1:12: Syntax error: mismatched input ',' expecting ':'",
      "ERROR: <input>:1:15: Syntax error: no viable alternative at input '-`a`'",
      "ERROR: <input>:1:15: Syntax error: mismatched input '`a`' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
    ]);
  });
});
