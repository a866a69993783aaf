/**
 * What a browser downloads for the web app's first page, and what it loads later on demand
 * (charts, Excel): builds the app, then reads the entry and the module preloads of its index.html.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './server';

const build = spawnSync('npm', ['run', 'build', '-w', '@fathom/web'], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dist = path.join(repoRoot, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
);
const sizes = (files: string[]) => {
  const bytes = files.map((file) => readFileSync(path.join(dist, file)));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    kb: sum(bytes.map((b) => b.length)) / 1000,
    gzipKb: sum(bytes.map((b) => gzipSync(b).length)) / 1000,
  };
};
const all = readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);
const first = sizes([...initial]);
const later = sizes(all.filter((file) => !initial.has(file)));
console.log(`first_load_js_kb=${first.kb.toFixed(1)}`);
console.log(`first_load_js_gzip_kb=${first.gzipKb.toFixed(1)}`);
console.log(`on_demand_js_gzip_kb=${later.gzipKb.toFixed(1)}`);
