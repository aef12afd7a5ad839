/**
 * Renderer bundle size per chunk (raw and gzip), read from a web build folder, for the
 * "Renderer bundle size" section of docs/benchmarks.md:
 *
 *   CARDHALL_WEB_OUT=/tmp/web npm run build:web && npx tsx bench/bundle-size.ts /tmp/web
 *
 * "initial" = what index.html loads at start (its script, its modulepreloads and styles);
 * everything else is a chunk imported later (tables, the card art, the font licence).
 * Fonts (woff2/woff) are listed apart: the browser fetches a face only when text uses it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx bench/bundle-size.ts <web build folder>');
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+)"/g)].map((m) => m[1]!),
);
const kb = (n: number) => (n / 1024).toFixed(1);
const rows = readdirSync(join(dir, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => {
    const buf = readFileSync(join(dir, 'assets', f));
    return { f, raw: buf.length, gz: gzipSync(buf, { level: 9 }).length, start: initial.has(f) };
  })
  .sort((a, b) => Number(b.start) - Number(a.start) || b.gz - a.gz);
const fonts = readdirSync(join(dir, 'assets')).filter((f) => /\.woff2$/.test(f));
const fontBytes = fonts.reduce((n, f) => n + readFileSync(join(dir, 'assets', f)).length, 0);
console.log('| chunk | loaded | raw KB | gzip KB |\n|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.f.replace(/-[\w-]{8}\.(js|css)$/, '.$1')} | ${r.start ? 'at start' : 'on demand'} | ${kb(r.raw)} | ${kb(r.gz)} |`,
  );
const sum = (xs: typeof rows) => xs.reduce((n, r) => n + r.gz, 0);
console.log(
  `\ninitial total gzip: ${kb(sum(rows.filter((r) => r.start)))} KB; on demand: ${kb(sum(rows.filter((r) => !r.start)))} KB; woff2 fonts: ${fonts.length} files, ${kb(fontBytes)} KB`,
);
