/** The administrator the seed creates (bench/seed-reservations.ts) and the benchmark signs in as. */
export const BENCH_ADMIN = { email: 'admin@navette.bench', password: 'bench-admin-password' };
