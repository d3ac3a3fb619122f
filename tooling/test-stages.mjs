// `npm test`: the project's checks in order — type-check, lint, unit and integration tests,
// build, end-to-end tests — each stage announced and timed, the first failure stopping the run,
// and a summary of the times at the end (CI prints it, so that a slow stage is seen at once).
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

const times = [];
const summary = () =>
  times.map(([name, seconds]) => `  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s`);

for (const [name, command, args] of STAGES) {
  console.log(`\n--- ${name}`);
  const started = process.hrtime.bigint();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  times.push([name, Number(process.hrtime.bigint() - started) / 1e9]);
  if (status !== 0) {
    console.error(`\n--- ${name} failed (${signal ?? `exit ${status}`})\n${summary().join('\n')}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n--- all checks passed\n${summary().join('\n')}`);
