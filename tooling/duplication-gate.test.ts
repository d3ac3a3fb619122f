/**
 * The duplication gate (`npm run duplication`, part of `npm run lint`) on a small made-up tree:
 * a copied function fails it with the copy named, and the tree without the copy passes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GATE = path.resolve(import.meta.dirname, 'duplication-gate.mjs');

/** A function long enough to count as a clone when it stands twice. */
const fareOf = (
  name: string,
) => `export const ${name} = (distanceKm: number, passengers: number) => {
  const base = distanceKm * 2.1 + 12;
  const perPassenger = passengers > 4 ? (passengers - 4) * 7.5 : 0;
  const night = new Date().getHours() >= 22 ? base * 0.15 : 0;
  const total = Math.round((base + perPassenger + night) * 100) / 100;
  if (total > 1_000) throw new Error('too far');
  const rounded = Math.ceil(total);
  console.log('fare', distanceKm, passengers, rounded);
  return { total, rounded, night, perPassenger };
};
`;

const OTHER = `export const greet = (who: string): string => \`Bonjour \${who}\`;\n`;

let root = '';
const baseline = () => path.join(root, 'baseline.json');

const runGate = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [GATE, '--root', root, '--baseline', baseline(), ...args],
      { cwd: root },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'duplication-gate-'));
  await writeFile(path.join(root, 'fares.ts'), fareOf('fareOf'));
  await writeFile(path.join(root, 'greet.ts'), OTHER);
  expect((await runGate('--update')).code).toBe(0);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the duplication gate', () => {
  it('passes a tree with no more clones than its baseline', async () => {
    const { code, output } = await runGate();
    expect(code).toBe(0);
    expect(output).toContain('0 clones');
  });

  it('fails when a function is copied, naming both places', async () => {
    await writeFile(path.join(root, 'quotes.ts'), `${OTHER}\n${fareOf('quoteOf')}`);
    const { code, output } = await runGate();
    expect(code).toBe(1);
    expect(output).toContain('1 clones');
    expect(output).toMatch(/New clones[^\n]*\n\s+(fares|quotes)\.ts:\d+-\d+ ~ (quotes|fares)\.ts:/);
    expect(output).toContain('npm run duplication -- --update');
  });

  it('passes again once the copy is gone, and says how to lower a baseline set too high', async () => {
    await writeFile(path.join(root, 'quotes.ts'), fareOf('quoteOf'));
    expect((await runGate('--update')).code).toBe(0);
    await writeFile(path.join(root, 'quotes.ts'), OTHER);
    const { code, output } = await runGate();
    expect(code).toBe(0);
    expect(output).toContain('fewer clones than the baseline');
    expect(output).toContain('npm run duplication -- --update');
  });
});
