/**
 * npm run env:example — writes `.env.example`: every variable the server reads (the configuration
 * schema's keys, in its order), each with its meaning and default from the README's
 * "Configuration" table, commented out; then the variables `compose.yaml` alone asks for. The
 * README test fails when the committed file is not what this writes (docs/deployment.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_VARIABLES } from '../config';
import { SERVER_ROOT } from '../paths';

export const REPOSITORY_ROOT = path.resolve(SERVER_ROOT, '../..');

/** One row of the README's configuration table: its variables, defaults and meaning. */
export interface ConfigurationRow {
  variables: string[];
  defaults: string;
  meaning: string;
}

const codeSpans = (cell: string): string[] =>
  [...cell.matchAll(/`([^`]*)`/g)].map((match) => match[1] ?? '');

/** The rows of the table under the README's `## Configuration` heading. */
export const configurationRows = (readme: string): ConfigurationRow[] => {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, first = '', defaults = '', meaning = '']) => ({
      variables: codeSpans(first).filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name)),
      defaults,
      meaning,
    }))
    .filter((row) => row.variables.length > 0);
};

/** `${NAME:-…}` and `${NAME:?…}` in compose.yaml: what its `.env` may set beside the server's. */
export const composeVariables = (compose: string): string[] => [
  ...new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)[:?-]/g)].map((match) => match[1] ?? '')),
];

/** A variable's line: its default as the value when the table gives it as one code span. */
const variableLine = (name: string, row: ConfigurationRow): string => {
  const defaults = row.defaults.split(/,\s*/);
  const own = row.variables.length === defaults.length ? defaults[row.variables.indexOf(name)] : '';
  // a literal value only: `http://localhost:$PORT` or a sentence stays in the comment
  const value = own && /^`[\w.:/@-]+`$/.test(own) ? own.slice(1, -1) : '';
  return `#${name}=${value}`;
};

export const renderEnvExample = (readme: string, compose: string): string => {
  const rows = configurationRows(readme);
  const lines = [
    '# Navette: every setting the server reads, all commented out (the defaults suit one machine).',
    '# Copy this file to .env and set what you need: `npm start`, `npm run serve` and',
    '# `docker compose` read .env. Written by `npm run env:example` from the configuration schema',
    "# and the README's table: change those, then run it again.",
  ];
  for (const name of CONFIG_VARIABLES) {
    const row = rows.find((candidate) => candidate.variables.includes(name));
    if (!row) throw new Error(`${name} is not in the README's configuration table`);
    const unset = row.defaults === '—' || row.defaults === 'unset';
    const comment = unset ? row.meaning : `${row.meaning} (default: ${row.defaults})`;
    lines.push('', `# ${comment}`, variableLine(name, row));
  }
  const composeOnly = composeVariables(compose).filter((name) => !CONFIG_VARIABLES.includes(name));
  lines.push('', '# compose.yaml only: the passwords of its PostgreSQL and MinIO containers');
  lines.push(...composeOnly.map((name) => `#${name}=`));
  return `${lines.join('\n')}\n`;
};

const read = (file: string) => readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8');

export const expectedEnvExample = () => renderEnvExample(read('README.md'), read('compose.yaml'));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(REPOSITORY_ROOT, '.env.example'), expectedEnvExample());
  console.log('.env.example written');
}
