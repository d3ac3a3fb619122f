/**
 * The import boundaries and file names of CONTRIBUTING.md are lint rules (eslint.config.js):
 * these tests lint small made-up files placed where a real one could be, and expect each
 * violation to fail `npm run lint` with its explanation — and the allowed imports to pass.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the boundary and file-name rules for `code` as if it were at `file`. */
const problemsOf = async (file: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) =>
      ['import-x/no-restricted-paths', 'check-file/filename-naming-convention'].includes(
        message.ruleId ?? '',
      ),
    )
    .map((message) => message.message);
};

describe('import boundaries', () => {
  it.each([
    [
      'a web feature importing another feature',
      'apps/web/src/features/contact/probe.ts',
      "import { LoginForm } from '../auth/components/LoginForm';\nexport const probe = LoginForm;\n",
      'A feature never imports another feature',
    ],
    [
      'a shared widget importing a feature',
      'apps/web/src/components/Probe.tsx',
      "import { LoginForm } from '../features/auth/components/LoginForm';\nexport const Probe = LoginForm;\n",
      'Shared widgets know no feature',
    ],
    [
      'a shared widget importing an entity',
      'apps/web/src/components/Probe.tsx',
      "import { DocumentList } from '../entities/document/DocumentList';\nexport const Probe = DocumentList;\n",
      'components/ and lib/ know no business word',
    ],
    [
      'the web lib importing an entity',
      'apps/web/src/lib/probe.ts',
      "import { isDevisExpired } from '../entities/document/devis-validity';\nexport const probe = isDevisExpired;\n",
      'components/ and lib/ know no business word',
    ],
    [
      'an entity importing a feature',
      'apps/web/src/entities/reservation/probe.ts',
      "import { LoginForm } from '../../features/auth/components/LoginForm';\nexport const probe = LoginForm;\n",
      'An entity knows no feature',
    ],
    [
      'an entity importing the app shell',
      'apps/web/src/entities/reservation/probe.ts',
      "import { App } from '../../app/App';\nexport const probe = App;\n",
      'An entity knows no feature and no page',
    ],
    [
      'the data layer importing a feature',
      'apps/server/src/db/probe.ts',
      "import { authRoutes } from '../features/auth';\nexport const probe = authRoutes;\n",
      'The data layer imports no feature',
    ],
    [
      "a server feature reaching into a plugin's internals",
      'apps/server/src/features/contact/contact.probe.ts',
      "import { errorHandlerPlugin } from '../../plugins/error-handler';\nexport const probe = errorHandlerPlugin;\n",
      'never a plugin',
    ],
    [
      "a server feature reaching into another feature's repository",
      'apps/server/src/features/privacy/privacy.probe.ts',
      "import { closeOpenCheckouts } from '../payments/payments.repository';\nexport const probe = closeOpenCheckouts;\n",
      'Use what features/payments/index.ts exports',
    ],
    [
      "the app reaching past a feature's front door",
      'apps/server/src/plugins/probe.ts',
      "import { holderOf } from '../features/auth/auth.guards';\nexport const probe = holderOf;\n",
      'Use what features/auth/index.ts exports',
    ],
  ])('refuses %s', async (_story, file, code, explanation) => {
    const problems = await problemsOf(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(explanation);
  });

  it("lets a server feature use another's front door, and its own files", async () => {
    expect(
      await problemsOf(
        'apps/server/src/features/privacy/privacy.probe.ts',
        "import { closeOpenCheckouts } from '../payments';\nimport { privacyRoutes } from './privacy.routes';\nexport const probe = [closeOpenCheckouts, privacyRoutes];\n",
      ),
    ).toEqual([]);
  });

  it('lets a feature use an entity, and an entity use the shared widgets and lib/', async () => {
    expect(
      await problemsOf(
        'apps/web/src/features/contact/probe.ts',
        "import { DocumentList } from '../../entities/document/DocumentList';\nexport const probe = DocumentList;\n",
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        'apps/web/src/entities/reservation/Probe.tsx',
        "import { PhoneLink } from '../../components/ContactLinks';\nimport { formatEuros } from '../../lib/format';\nexport const Probe = [PhoneLink, formatEuros];\n",
      ),
    ).toEqual([]);
  });

  it('lets a feature use the shared widgets and the app compose features', async () => {
    expect(
      await problemsOf(
        'apps/web/src/features/contact/probe.ts',
        "import { FormFooter } from '../../components/form/FormFooter';\nexport const probe = FormFooter;\n",
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        'apps/web/src/app/pages/Probe.tsx',
        "import { LoginForm } from '../../features/auth/components/LoginForm';\nexport const Probe = LoginForm;\n",
      ),
    ).toEqual([]);
  });
});

describe('file names', () => {
  it.each([
    ['a server feature file without its role', 'apps/server/src/features/contact/limits.ts'],
    ['a web module with a dotted role', 'apps/web/src/components/DatePicker.dates.ts'],
    ['a component file in kebab-case', 'apps/web/src/components/date-picker.tsx'],
    ['an entity component in kebab-case', 'apps/web/src/entities/document/document-list.tsx'],
    ['an entity module in PascalCase', 'apps/web/src/entities/document/DevisValidity.ts'],
  ])('refuses %s', async (_story, file) => {
    expect(await problemsOf(file, 'export const probe = 1;\n')).toHaveLength(1);
  });

  it.each([
    'apps/server/src/features/contact/contact.routes.ts',
    'apps/server/src/features/contact/index.ts',
    'apps/server/src/lib/route-limits.ts',
    'apps/web/src/components/form/FormFooter.tsx',
    'apps/web/src/components/form/use-api-form.ts',
    'apps/web/src/entities/document/DocumentList.tsx',
    'apps/web/src/entities/document/devis-validity.ts',
  ])('accepts %s', async (file) => {
    expect(await problemsOf(file, 'export const probe = 1;\n')).toEqual([]);
  });
});

describe('regular expressions of the server', () => {
  const regexpProblemsOf = async (file: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? [])
      .filter((message) => (message.ruleId ?? '').startsWith('regexp/no-super-linear'))
      .map((message) => message.message);
  };

  it('refuses a pattern a hostile text makes run in quadratic time, as the old e-mail mask was', async () => {
    const problems = await regexpProblemsOf(
      'apps/server/src/lib/probe.ts',
      'export const EMAIL = /([\\w.%+-]+)(?:@|%40)([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9]+)+)/g;\n',
    );
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/quadratic|backtracking/);
  });

  it('lets a linear pattern through', async () => {
    expect(
      await regexpProblemsOf(
        'apps/server/src/lib/probe.ts',
        'export const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@][^\\s@.]*\\.[^\\s@]+$/;\n',
      ),
    ).toEqual([]);
  });
});

describe('routes come from the contract', () => {
  const routeProblemsOf = async (code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, {
      filePath: path.join(ROOT, 'apps/server/src/features/contact/contact.routes.ts'),
    });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  };

  it.each([
    ["app.get('/api/things', async () => [])", 'a path'],
    ['app.post(`/api/things/${1}`, async () => [])', 'a template path'],
    ["app.route({ method: 'GET', url: '/api/things', handler: async () => [] })", 'route options'],
  ])('refuses a feature registering a route itself: %s (%s)', async (call) => {
    const problems = await routeProblemsOf(
      `import type { FastifyInstance } from 'fastify';\nexport const plugin = async (app: FastifyInstance) => {\n  ${call};\n};\n`,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('route-kit.ts');
  });

  it('lets a feature register through the kit, and read a map by a key', async () => {
    expect(
      await routeProblemsOf(
        "import type { FastifyInstance } from 'fastify';\nimport { contactEndpoint } from '@navette/shared';\nimport { route } from '../../lib/route-kit';\nconst seen = new Map<string, number>();\nexport const plugin = async (app: FastifyInstance) => {\n  route(app, contactEndpoint, { tags: [], summary: '', handler: async () => ({ message: String(seen.get('x')) }) });\n};\n",
      ),
    ).toEqual([]);
  });
});
