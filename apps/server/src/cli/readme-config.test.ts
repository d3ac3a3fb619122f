import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../config';
import { configurationRows, expectedEnvExample, REPOSITORY_ROOT } from './env-example';

const read = (file: string) => readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8');

describe('the README configuration table', () => {
  const documented = configurationRows(read('README.md')).flatMap((row) => row.variables);

  it('lists every variable the configuration accepts', () => {
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('lists no variable the configuration does not accept', () => {
    expect(documented.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('is what `npm run env:example` writes from the configuration schema and the README', () => {
    // on a failure: run `npm run env:example` and commit the file
    expect(read('.env.example')).toBe(expectedEnvExample());
  });

  it('names every variable the server reads, commented out, and those compose.yaml asks for', () => {
    const names = [...read('.env.example').matchAll(/^#([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(names).toEqual(expect.arrayContaining([...CONFIG_VARIABLES, 'POSTGRES_PASSWORD']));
    expect(read('.env.example')).not.toMatch(/^[A-Z]/m);
  });
});
