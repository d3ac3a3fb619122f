import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, run by `npm start`
import { staleBuildReason } from './build-if-stale.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A tree with one source file and (optionally) a build, each with its modification time. */
const tree = (files: Record<string, number>) => {
  const root = mkdtempSync(path.join(tmpdir(), 'navette-build-'));
  roots.push(root);
  for (const [file, seconds] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
    utimesSync(path.join(root, file), seconds, seconds);
  }
  return (inputs: string[]) =>
    staleBuildReason(root, inputs, ['dist/server.js', 'dist/index.html']);
};

describe('npm start builds only when it must', () => {
  it('builds when there is no build', () => {
    expect(tree({ 'src/a.ts': 1000 })(['src'])).toBe('no build yet');
  });

  it('builds when half of the build is missing', () => {
    expect(tree({ 'src/a.ts': 1000, 'dist/server.js': 2000 })(['src'])).toBe('no build yet');
  });

  it('builds again when a source file changed after the build', () => {
    const check = tree({ 'src/deep/a.ts': 3000, 'dist/server.js': 2000, 'dist/index.html': 2000 });
    expect(check(['src', 'package-lock.json'])).toBe('src changed since the last build');
  });

  it('serves the build as it is when it is newer than every source, a test file aside', () => {
    const check = tree({
      'src/a.ts': 1000,
      'src/a.test.ts': 5000,
      'dist/server.js': 2000,
      'dist/index.html': 2000,
    });
    expect(check(['src', 'missing-folder'])).toBeNull();
  });
});
