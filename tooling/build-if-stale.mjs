// `npm start`: builds the site only when there is no build yet, or when a file it is built from
// changed after it (a checkout, an edit, `npm ci`), then the caller serves it. The build takes
// about a minute; a start on an up-to-date build takes none of it (docs/deployment.md).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build reads: sources, assets, the build configuration and the installed versions. */
export const BUILD_INPUTS = [
  'apps/server/src',
  'apps/server/assets',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/route-preloads-plugin.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/locales',
  'packages/shared/package.json',
  'package-lock.json',
];

/** What the build writes last of each half: the server bundle, the web app's page. */
export const BUILD_OUTPUTS = ['apps/server/dist/server.js', 'apps/web/dist/index.html'];

const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time under a file or folder (tests left out), 0 when missing. */
const newestTime = (entry) => {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return isTestFile(entry) ? 0 : stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestTime(path.join(entry, name))),
    0,
  );
};

/** Why the build in `root` must be made again, or null when it is newer than all it is made of. */
export const staleBuildReason = (root, inputs = BUILD_INPUTS, outputs = BUILD_OUTPUTS) => {
  const builtAt = Math.min(...outputs.map((output) => newestTime(path.join(root, output))));
  if (builtAt === 0) return 'no build yet';
  const changed = inputs.find((input) => newestTime(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const reason = staleBuildReason(root);
  if (reason === null) {
    console.log('the build is up to date (`npm run build` makes it again)');
  } else {
    console.log(`building the site: ${reason}`);
    const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    process.exit(status ?? 1);
  }
}
