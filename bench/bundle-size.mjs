// What the home page downloads, in gzip bytes: the scripts and style sheets of index.html
// (entry script, module preloads, CSS), then the home page chunk and everything it imports
// statically, found through Vite's build manifest (apps/web/dist/.vite/manifest.json). The
// below-the-fold chunk the home page requests right after its first render is listed apart.
//
// Run:   npm run build -w @navette/web && node bench/bundle-size.mjs
// Budget: home JS before its first render <= 140 KB gzip (BUDGET_KB to change it); exits 1 when
// over, or when an admin or booking chunk is among the home page's files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 140);
const HOME = 'src/app/pages/HomePage.tsx';

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files index.html asks for: <script src>, <link rel=modulepreload|stylesheet href>. */
const fromHtml = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+\.(?:js|css))"/g),
].map((match) => match[1]);

/** A manifest entry, its static imports (recursively) and their CSS. */
const staticClosure = (key, seen = new Set()) => {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [
    entry.file,
    ...(entry.css ?? []),
    ...(entry.imports ?? []).flatMap((child) => staticClosure(child, seen)),
  ];
};

const critical = [...new Set([...fromHtml, ...staticClosure(HOME)])];
const afterRender = [
  ...new Set((manifest[HOME]?.dynamicImports ?? []).flatMap((key) => staticClosure(key))),
].filter((file) => !critical.includes(file));

const report = (title, files) => {
  const rows = files.map((file) => ({ file, gzip: gzipSize(file) }));
  const js = rows.filter((row) => row.file.endsWith('.js')).reduce((sum, row) => sum + row.gzip, 0);
  const css = rows
    .filter((row) => row.file.endsWith('.css'))
    .reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
  }
  console.log(`  JS ${kb(js)} gzip, CSS ${kb(css)} gzip`);
  return { js, css };
};

const first = report(
  'Home page, before its first render (index.html + home chunk and static imports)',
  critical,
);
const later = report(
  'Requested right after the first render (below-the-fold sections)',
  afterRender,
);
console.log(
  `\nHome JS before the first render: ${kb(first.js)} gzip (budget ${BUDGET_KB} KB); ` +
    `with the sections after it: ${kb(first.js + later.js)}, CSS ${kb(first.css + later.css)} gzip`,
);

// the pages the home page must NOT pull in: admin, charts, booking forms
const heavy = Object.keys(manifest).filter((key) =>
  /pages\/admin\/|recharts|GuestReservationPage|ReservationPage|features\/booking/.test(key),
);
const leaked = heavy
  .map((key) => manifest[key].file)
  .filter((file) => [...critical, ...afterRender].includes(file));
if (leaked.length > 0)
  console.log(`Admin or booking chunks loaded by the home page: ${leaked.join(', ')}`);
if (first.js > BUDGET_KB * 1024 || leaked.length > 0) process.exitCode = 1;
