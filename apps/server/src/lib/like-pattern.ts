/** `%term%` for LIKE, the term's own `%`, `_` and `\` taken literally. */
export const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
