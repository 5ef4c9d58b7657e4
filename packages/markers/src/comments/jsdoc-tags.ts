import { at, InternalError } from "@crdgen/core";
import { parse, tokenizers } from "comment-parser";
import type { Line, Tokens } from "comment-parser";

/** One JSDoc block tag (`@minimum 1`) found in a `/** … *\/` comment. */
export interface JsDocTag {
  /** The tag name without `@`: `minimum`. */
  readonly name: string;
  /** The tag's text, trimmed; continuation lines joined with `\n`, marker lines left out. */
  readonly value: string;
  /** The tag as written on its first line, `@minimum 1`, for messages. */
  readonly text: string;
  /** Offset of the tag's `@` in the comment text. */
  readonly offset: number;
  /** Whether the tag starts after description text on its line, ending the description there. */
  readonly afterText?: boolean;
}

/** A run of tag text on one source line, with the offset of its first character in the comment text. */
interface Piece {
  readonly content: string;
  readonly offset: number;
}

const fence = /^\s*(```|~~~)/;
const tagName = /^@([A-Za-z][\w-]*)/;

/**
 * The JSDoc block tags of the `/** … *\/` comments in `text` (raw comment text, as given to parseComment).
 *
 * comment-parser finds the tags that start a line (skipping fenced code blocks); a tag's text then runs on
 * until the next tag. Like TypeScript, an `@name` that follows whitespace inside a tag's text starts a new
 * tag, so `/** @minimum 1 @maximum 10 *\/` has two — except inside fenced code or backticks. In the
 * description before the first tag, only tags that `startsAfterText` accepts start mid-line
 * (`/** Replicas. @minimum 1 *\/`): TypeScript would end the description at any `@name`, but a description
 * that mentions `@kubernetes/client-node` is text. Lines starting with `+` are markers, in no tag's text.
 */
export function readJsDocTags(text: string, startsAfterText: (name: string) => boolean): JsDocTag[] {
  // most comments have no tag; comment-parser would double the cost of reading each of them
  if (!text.includes("@")) return [];
  const lineStarts = lineOffsets(text);
  const tags: JsDocTag[] = [];
  const blocks = parse(text, { spacing: "preserve", tokenizers: [tokenizers.tag()] });
  for (const block of blocks) {
    const firstTagLine = block.tags[0]?.source[0]?.number ?? Infinity;
    const description = block.source.filter((line) => line.number < firstTagLine);
    const [first, ...rest] = splitTags(
      tagsAfterText(descriptionPieces(description, lineStarts), startsAfterText),
    );
    if (first !== undefined) tags.push({ ...first, afterText: true }, ...rest);
    for (const spec of block.tags) tags.push(...splitTags(specPieces(spec.source, lineStarts)));
  }
  return tags;
}

function lineOffsets(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

// the tag's source lines as pieces of text at their offsets; the first piece starts with `@name`
function specPieces(source: readonly Line[], lineStarts: readonly number[]): Piece[] {
  const pieces: Piece[] = [];
  for (const { number, tokens } of source) {
    const content = tokens.tag + tokens.postTag + tokens.description;
    if (pieces.length > 0 && content.trimStart().startsWith("+")) continue;
    pieces.push({ content: content.trimEnd(), offset: contentOffset(number, tokens, lineStarts) });
  }
  return pieces;
}

function descriptionPieces(source: readonly Line[], lineStarts: readonly number[]): Piece[] {
  return source
    .filter(({ tokens }) => !tokens.description.trimStart().startsWith("+"))
    .map(({ number, tokens }) => ({
      content: tokens.description.trimEnd(),
      offset: contentOffset(number, tokens, lineStarts),
    }));
}

// where a source line's content starts in the comment text: after its indentation, `*` and one space
function contentOffset(line: number, tokens: Tokens, lineStarts: readonly number[]): number {
  return at(lineStarts, line) + tokens.start.length + tokens.delimiter.length + tokens.postDelimiter.length;
}

// the description's pieces from its first accepted mid-line tag on, starting with that tag; none without one
function tagsAfterText(pieces: readonly Piece[], startsAfterText: (name: string) => boolean): Piece[] {
  let inFence = false;
  for (const [index, piece] of pieces.entries()) {
    const starts = inFence ? [] : innerTagStarts(` ${piece.content}`).map((s) => s - 1);
    if (fence.test(piece.content)) inFence = !inFence;
    const start = starts.find((s) => startsAfterText(innerTagName(piece.content.slice(s))));
    if (start !== undefined) {
      return [
        { content: piece.content.slice(start), offset: piece.offset + start },
        ...pieces.slice(index + 1),
      ];
    }
  }
  return [];
}

// where more tags start inside one piece: `@` after whitespace, outside backticks
// The name of the tag at the start of `text`, a place `innerTagStarts` returned (so one is there).
function innerTagName(text: string): string {
  const match = tagName.exec(text);
  if (match === null) throw new InternalError(`no tag name at the start of ${JSON.stringify(text)}`);
  return at(match, 1);
}

function innerTagStarts(content: string): number[] {
  const starts: number[] = [];
  let inBackticks = false;
  for (let i = 1; i < content.length; i++) {
    const char = content.charAt(i);
    if (char === "`") {
      inBackticks = !inBackticks;
    } else if (
      !inBackticks &&
      char === "@" &&
      /\s/.test(content.charAt(i - 1)) &&
      tagName.test(content.slice(i))
    ) {
      starts.push(i);
    }
  }
  return starts;
}

function splitTags(pieces: readonly Piece[]): JsDocTag[] {
  const tags: JsDocTag[] = [];
  let current: { name: string; text: string; offset: number; parts: string[] } | undefined;
  const finish = (): void => {
    if (current !== undefined) {
      tags.push({
        name: current.name,
        value: current.parts.join("\n").trim(),
        text: current.text,
        offset: current.offset,
      });
    }
  };
  let inFence = false;
  pieces.forEach((piece, index) => {
    const starts =
      index === 0 ? [0, ...innerTagStarts(piece.content)] : inFence ? [] : innerTagStarts(piece.content);
    if (fence.test(piece.content)) inFence = !inFence;
    let from = 0;
    for (const start of starts) {
      current?.parts.push(piece.content.slice(from, start));
      finish();
      const written = piece.content
        .slice(start, starts.find((s) => s > start) ?? piece.content.length)
        .trimEnd();
      // The first line's tag is comment-parser's, which may not be a name this reader accepts (`@_x`).
      const name = tagName.exec(written)?.[1] ?? "";
      current = {
        name,
        text: written,
        offset: piece.offset + start,
        parts: [written.slice(name.length + 1)],
      };
      from = start + written.length;
    }
    if (starts.length === 0) current?.parts.push(piece.content);
    else current?.parts.push(piece.content.slice(from));
  });
  finish();
  return tags;
}
