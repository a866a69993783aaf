// Prints line coverage per workspace from vitest's coverage/coverage-summary.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const summary = JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8'));
const totals = new Map();
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const [kind, name] = path.relative(process.cwd(), file).split(path.sep);
  const key = `${kind}/${name}`;
  const sum = totals.get(key) ?? { covered: 0, total: 0 };
  sum.covered += figures.lines.covered;
  sum.total += figures.lines.total;
  totals.set(key, sum);
}
for (const [key, { covered, total }] of [...totals].sort()) {
  console.log(`coverage_lines_${key.split('/')[1]}=${((100 * covered) / total).toFixed(1)}%`);
}
console.log(`coverage_lines_total=${summary.total.lines.pct}%`);
