/**
 * No import cycle, proven on the import graph that madge reads from the sources (type imports
 * included): none between two files, and none between two server features — each feature uses
 * only features below it, through their front doors (docs/architecture.md, "Features and their
 * front doors").
 */
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

const graphOf = async (dir: string, tsConfig: string) =>
  madge(path.join(ROOT, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(ROOT, tsConfig),
    excludeRegExp: [/\.test\.tsx?$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });

/** The feature a file of the server belongs to, or null outside `features/`. */
const featureOf = (file: string): string | null => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Every cycle of a directed graph, each as the path that closes it (depth-first search). */
export const cyclesOf = (edges: Map<string, Set<string>>): string[][] => {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]) => {
    state.set(node, 'open');
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open')
        cycles.push([...trail.slice(trail.indexOf(next)), node, next]);
      else if (!state.has(next)) visit(next, [...trail, node]);
    }
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node, []);
  return cycles;
};

describe('import cycles', () => {
  it('finds a cycle in a made-up graph, and none in a layered one', () => {
    const graph = (pairs: [string, string][]) => {
      const edges = new Map<string, Set<string>>();
      for (const [from, to] of pairs) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      return edges;
    };
    expect(
      cyclesOf(
        graph([
          ['auth', 'reservations'],
          ['reservations', 'documents'],
          ['documents', 'auth'],
        ]),
      ),
    ).toEqual([['auth', 'reservations', 'documents', 'auth']]);
    expect(
      cyclesOf(
        graph([
          ['privacy', 'payments'],
          ['payments', 'mail'],
          ['privacy', 'mail'],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no cycle between two server features, nor between two server files', async () => {
    const graph = await graphOf('apps/server/src', 'apps/server/tsconfig.json');
    expect(graph.circular()).toEqual([]);
    const features = new Map<string, Set<string>>();
    for (const [file, imports] of Object.entries(graph.obj())) {
      const from = featureOf(file);
      if (from === null) continue;
      for (const imported of imports) {
        const to = featureOf(imported);
        if (to !== null && to !== from)
          features.set(from, (features.get(from) ?? new Set()).add(to));
      }
    }
    // the graph is read for real: the payments feature uses the manage-booking links
    expect(features.get('payments')).toContain('manage-booking');
    expect(cyclesOf(features)).toEqual([]);
  }, 120_000);

  it('has no cycle between two files of the web app or of the shared package', async () => {
    expect((await graphOf('apps/web/src', 'apps/web/tsconfig.json')).circular()).toEqual([]);
    expect(
      (await graphOf('packages/shared/src', 'packages/shared/tsconfig.json')).circular(),
    ).toEqual([]);
  }, 120_000);
});
