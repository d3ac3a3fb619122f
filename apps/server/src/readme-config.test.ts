import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

const README = path.resolve(import.meta.dirname, '../../../README.md');

/** The variable names written in the first column of the README's "Configuration" table. */
const documentedVariables = (markdown: string): string[] => {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Configuration'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.flatMap((row) => {
    const firstCell = row.split('|')[1] ?? '';
    return [...firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? '');
  });
};

describe('the README configuration table', () => {
  const documented = documentedVariables(readFileSync(README, 'utf8'));

  it('lists every variable the configuration accepts', () => {
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('lists no variable the configuration does not accept', () => {
    expect(documented.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });
});
