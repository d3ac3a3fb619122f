/*
 * What every throughput bench starts from: its options, read from the environment, and one
 * browser's first visit (bench/README.md).
 */
/** The throughput benches' options, from the environment: DURATION=10 CONNECTIONS=50 ROUNDS=3. */
export const loadOptions = () => ({
  durationS: Number(process.env.DURATION ?? 10),
  connections: Number(process.env.CONNECTIONS ?? 50),
  rounds: Number(process.env.ROUNDS ?? 3),
});

/**
 * One browser's first visit: its anti-forgery cookie and token, sent back with every POST as the
 * site does, and the services on offer.
 */
export const browserVisit = async (baseUrl: string) => {
  const first = await fetch(`${baseUrl}/api/services`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const services = (await first.json()) as { _id: string; name: string }[];
  const headers = {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
    origin: baseUrl,
    'accept-language': 'fr-FR,fr;q=0.9',
  };
  return { services, headers };
};
