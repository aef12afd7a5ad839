/**
 * `npm run puzzles -- --check [files or folders]` (default: resources/puzzles): proves every
 * puzzle (checker.ts) and prints one line per failed puzzle, then exactly
 * `puzzles: N checked, N solvable, N failed`. Exit code 1 when any failed.
 * `--solution` also prints each solution line (engine actions) for authors.
 */
import { join, relative } from 'node:path';
import { checkPuzzle } from './checker';
import { collectPuzzleFiles, readPuzzleFiles } from './files';

const args = process.argv.slice(2);
if (!args.includes('--check')) {
  console.error('usage: npm run puzzles -- --check [--solution] [files or folders]');
  process.exit(2);
}
const showSolution = args.includes('--solution');
const paths = args.filter((a) => !a.startsWith('--'));
const root = join(import.meta.dirname, '..', '..');
const files = collectPuzzleFiles(paths.length ? paths : [join(root, 'resources', 'puzzles')]);
let solvable = 0;
let failed = 0;
for (const { file, parsed } of readPuzzleFiles(files)) {
  const name = relative(process.cwd(), file);
  if (!parsed.ok) {
    failed++;
    console.log(`FAIL ${name}: ${parsed.error}`);
    continue;
  }
  const started = performance.now();
  const r = checkPuzzle(parsed.puzzle);
  const ms = Math.round(performance.now() - started);
  if (r.ok) {
    solvable++;
    if (showSolution)
      console.log(`ok   ${name} (${r.nodes} nodes, ${ms} ms): ${JSON.stringify(r.solution)}`);
  } else {
    failed++;
    console.log(`FAIL ${name}: ${r.reason}`);
  }
}
console.log(`puzzles: ${files.length} checked, ${solvable} solvable, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
