/**
 * "METHOD /path" for every route in Fastify's route tree print-out. Each line is a node: its depth
 * is its indentation (4 characters a level), its path the parent's path plus its own segment.
 * HEAD routes are the ones Fastify adds for each GET.
 */
export const routesOfTree = (tree: string): string[] => {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = `${parents[depth - 1] ?? ''}${node[2] ?? ''}`;
    parents[depth] = path;
    parents.length = depth + 1;
    const methods = (node[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD');
    for (const method of methods) routes.push(`${method} ${path}`);
  }
  return routes;
};
