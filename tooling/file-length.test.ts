/**
 * No source file grows past 300 lines (docs/architecture.md): a longer one is split along a
 * real seam. Tests and generated files (migrations, builds) are not counted.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 300;
const FOLDERS = ['apps', 'packages', 'bench', 'e2e/support', 'tooling'];

const isCounted = (file: string): boolean =>
  /\.(ts|tsx|mjs)$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.endsWith('.e2e.ts') &&
  !file.endsWith('.d.ts') &&
  !file.startsWith('apps/server/test/') &&
  !/(^|\/)(test|migrations|dist)\//.test(file);

/** The tracked source files, as paths from the repository's root. */
const sourceFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', ...FOLDERS], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && isCounted(file));

const lineCount = (file: string): number =>
  readFileSync(path.join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('file length', () => {
  it('finds the source files it checks', () => {
    const files = sourceFiles();
    expect(files).toContain('apps/server/src/config.ts');
    expect(files).not.toContain('apps/server/src/config.test.ts');
  });

  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const tooLong = sourceFiles()
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong, `over ${MAX_LINES} lines`).toEqual([]);
  });
});
