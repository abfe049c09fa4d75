import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: no file may send its reader to documents that live outside it
 * (the team's old decision list, runtime contract, architecture and stack notes, or a folder beside
 * the clone). The rules are in docs/ (README "Layout").
 */
const root = path.resolve(import.meta.dirname, '..');

const OUTSIDE_DOCUMENTS = /\b(?:DECISIONS|CONTRACT|ARCHITECTURE|STACK)\.md\b/;
/** The old decision list by number ("DECISIONS #8"), a specification's section ("§4"). */
const OUTSIDE_SECTIONS = /\bDECISIONS #\d|§\s*\d/;
/** `../`s followed by `shared/`: outside when they climb above the repository's root. */
const RELATIVE_SHARED = /((?:\.\.\/)+)shared\//g;

function climbsOutside(file: string, line: string): boolean {
  for (const match of line.matchAll(RELATIVE_SHARED)) {
    const target = path.resolve(root, path.dirname(file), match[1] ?? '', 'shared');
    if (path.relative(root, target).startsWith('..')) return true;
  }
  return false;
}

/** This file names what it looks for. */
const SELF = 'test/self-contained.test.ts';
const BINARY = /\.(?:png|jpe?g|webp|gif|ico|mp4|webm|woff2?|ttf|pdf|br|gz|wasm|tar|data)$/i;

/** A pointer into docs/ by file and heading: docs/business-rules.md "Credit". */
const DOCS_POINTER = /\bdocs\/([\w/-]+\.md),? "([^"]+)"/g;

function headingsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(root, doc), 'utf8');
  return new Set(
    [...text.matchAll(/^#+ +(.+?) *$/gm)].map((heading) => heading[1] ?? '').filter(Boolean),
  );
}

function readTracked(file: string): string | undefined {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined; // listed by git but not in this checkout (deleted, not yet staged)
  }
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && file !== SELF && !BINARY.test(file));
}

describe('the repository is self-contained', () => {
  it('no tracked file points at documents outside it', () => {
    const found: string[] = [];
    for (const file of trackedFiles()) {
      const text = readTracked(file);
      if (text === undefined) continue;
      text.split('\n').forEach((line, index) => {
        if (
          OUTSIDE_DOCUMENTS.test(line) ||
          OUTSIDE_SECTIONS.test(line) ||
          climbsOutside(file, line)
        ) {
          found.push(`${file}:${index + 1}: ${line.trim()}`);
        }
      });
    }
    expect(found, `point these at docs/ instead:\n${found.join('\n')}`).toEqual([]);
  });

  it('every docs/ pointer names a heading of that document', () => {
    const headings = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const file of trackedFiles()) {
      const text = readTracked(file);
      if (text === undefined) continue;
      text.split('\n').forEach((line, index) => {
        for (const [, name = '', heading = ''] of line.matchAll(DOCS_POINTER)) {
          const doc = `docs/${name}`;
          if (!headings.has(doc)) {
            headings.set(doc, existsSync(path.join(root, doc)) ? headingsOf(doc) : new Set());
          }
          if (!headings.get(doc)?.has(heading)) {
            broken.push(`${file}:${index + 1}: ${doc} has no heading "${heading}"`);
          }
        }
      });
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });
});
