import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: no file may send its reader to documents that live
 * outside it (the team's old decision list, runtime contract, architecture and stack
 * notes, or a folder beside the clone). The rules are in docs/ (README "Layout").
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

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && file !== SELF && !BINARY.test(file));
}

describe('the repository is self-contained', () => {
  it('no tracked file points at documents outside it', () => {
    const found: string[] = [];
    for (const file of trackedFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue; // listed by git but not in this checkout (deleted, not yet staged)
      }
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
});
