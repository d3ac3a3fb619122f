#!/usr/bin/env node
/**
 * The duplication gate (docs/decisions/0052-duplication-gate.md): jscpd, with the settings of
 * `.jscpd.json`, counts the places where six or more lines stand again elsewhere, and the count
 * may not rise above the committed baseline (tooling/duplication-baseline.json).
 *
 *   node tooling/duplication-gate.mjs            check (part of `npm run lint`)
 *   node tooling/duplication-gate.mjs --update   write the current count as the new baseline
 *
 * --root DIR and --baseline FILE point it at another tree (its test uses a temporary folder).
 * Exit 1 when the count rose, with the clones that are new; 0 otherwise.
 */
import { hash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

// jscpd 4's ES module build imports `colors/safe` without its extension, which Node refuses:
// its CommonJS build is the one that loads
const { detectClonesAndStatistic } = createRequire(import.meta.url)('jscpd');

const REPO = path.resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    root: { type: 'string', default: REPO },
    baseline: { type: 'string', default: path.join(REPO, 'tooling/duplication-baseline.json') },
    config: { type: 'string', default: path.join(REPO, '.jscpd.json') },
  },
});

const root = path.resolve(args.root);
const baselineFile = path.resolve(args.baseline);
const relativeBaseline = path.relative(process.cwd(), baselineFile) || baselineFile;
// "$comment" is for people, not for jscpd
const { $comment: _comment, ...config } = JSON.parse(
  readFileSync(path.resolve(args.config), 'utf8'),
);

/**
 * jscpd's own memory store answers every miss with a new Error (a stack trace per token window):
 * two thirds of its run time on this repository. This one answers the same with a constant.
 */
const MISS = Symbol('not found');
class MemoryStore {
  values = new Map();
  current = new Map();
  namespace(name) {
    if (!this.values.has(name)) this.values.set(name, new Map());
    this.current = this.values.get(name);
  }
  get(key) {
    const value = this.current.get(key);
    return value === undefined ? Promise.reject(MISS) : Promise.resolve(value);
  }
  set(key, value) {
    this.current.set(key, value);
    return Promise.resolve(value);
  }
  close() {
    this.values.clear();
  }
}

// jscpd lists files relative to the working directory: the names in the report are the tree's
process.chdir(root);
const { clones, statistic } = await detectClonesAndStatistic(
  {
    ...config,
    path: ['.'],
    silent: true,
    reporters: [],
    noTips: true,
    // the one-shot hash of Node skips the Hash object jscpd makes for each token window
    hashFunction: (value) => hash('md5', value),
  },
  new MemoryStore(),
);

const place = (duplication) =>
  `${duplication.sourceId}:${duplication.start.line}-${duplication.end.line}`;
/** Clones are known by the files they join, so that moving lines within a file changes nothing. */
const pairOf = (clone) =>
  [clone.duplicationA.sourceId, clone.duplicationB.sourceId].sort().join(' ~ ');

const pairs = {};
for (const clone of clones) pairs[pairOf(clone)] = (pairs[pairOf(clone)] ?? 0) + 1;
const current = {
  clones: statistic.total.clones,
  duplicatedLines: statistic.total.duplicatedLines,
  pairs: Object.fromEntries(Object.entries(pairs).sort(([a], [b]) => a.localeCompare(b))),
};

if (args.update) {
  writeFileSync(baselineFile, `${JSON.stringify(current, null, 2)}\n`);
  console.log(
    `Duplication baseline written: ${current.clones} clones, ${current.duplicatedLines} duplicated lines (${relativeBaseline}).`,
  );
  process.exit(0);
}

if (!existsSync(baselineFile)) {
  console.error(
    `No duplication baseline at ${relativeBaseline}: write it with \`npm run duplication -- --update\`.`,
  );
  process.exit(1);
}
const baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
const summary = `${current.clones} clones, ${current.duplicatedLines} duplicated lines (baseline: ${baseline.clones} clones, ${baseline.duplicatedLines} lines)`;

if (current.clones > baseline.clones) {
  // the clones of a pair of files beyond the baseline's count for that pair are the new ones;
  // a renamed file makes all its clones look new, so everything is listed when none stands out
  const seen = {};
  const fresh = clones.filter((clone) => {
    const pair = pairOf(clone);
    seen[pair] = (seen[pair] ?? 0) + 1;
    return seen[pair] > (baseline.pairs?.[pair] ?? 0);
  });
  const listed = fresh.length > 0 ? fresh : clones;
  console.error(`Duplication gate: the code repeats itself more than before — ${summary}.`);
  console.error(fresh.length > 0 ? 'New clones (six or more lines written again):' : 'All clones:');
  for (const clone of listed) {
    console.error(
      `  ${place(clone.duplicationA)} ~ ${place(clone.duplicationB)} (${clone.duplicationA.end.line - clone.duplicationA.start.line + 1} lines)`,
    );
  }
  console.error(
    'Make one piece of code serve both places (the form kit, a helper beside them). If the ' +
      'copy is really right, raise the baseline with `npm run duplication -- --update` and say ' +
      'why in the commit (docs/decisions/0052-duplication-gate.md).',
  );
  process.exit(1);
}

if (current.clones < baseline.clones) {
  console.log(`Duplication gate: fewer clones than the baseline — ${summary}.`);
  console.log(
    `Lower the baseline so that it stays lower: \`npm run duplication -- --update\`, then commit ${relativeBaseline}.`,
  );
} else {
  console.log(`Duplication gate: ${summary}.`);
}
