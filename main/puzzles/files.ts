/** Reading puzzle files from folders (the shipped ones: resources/puzzles/<game>/). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parsePuzzleText, type Puzzle, type PuzzleParse } from './format';

export interface PuzzleFile {
  file: string;
  parsed: PuzzleParse;
}

/** Files and folders (recursively, `.json` only, sorted) into a file list. */
export function collectPuzzleFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        const child = join(p, name);
        if (statSync(child).isDirectory()) walk(child);
        else if (name.endsWith('.json')) out.push(child);
      }
    } else out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
}

/** Parse every file; a duplicate id is an error of the later file. */
export function readPuzzleFiles(files: string[]): PuzzleFile[] {
  const ids = new Map<string, string>();
  return files.map((file) => {
    let parsed: PuzzleParse;
    try {
      parsed = parsePuzzleText(readFileSync(file, 'utf8'));
    } catch (e) {
      parsed = { ok: false, error: `cannot read: ${e instanceof Error ? e.message : String(e)}` };
    }
    if (parsed.ok) {
      const key = `${parsed.puzzle.game}/${parsed.puzzle.id}`;
      const other = ids.get(key);
      if (other) parsed = { ok: false, error: `id ${key} is already used by ${other}` };
      else ids.set(key, file);
    }
    return { file, parsed };
  });
}

/**
 * The puzzles of a folder (the app's shipped ones): good files, and one line per file that
 * could not be used (it is left out; the others are offered). A missing folder is a problem
 * line, not a crash.
 */
export function loadPuzzleFolder(dir: string): { puzzles: Puzzle[]; problems: string[] } {
  let files: string[];
  try {
    files = collectPuzzleFiles([dir]);
  } catch (e) {
    return {
      puzzles: [],
      problems: [`cannot read ${dir}: ${e instanceof Error ? e.message : String(e)}`],
    };
  }
  const puzzles: Puzzle[] = [];
  const problems: string[] = [];
  for (const { file, parsed } of readPuzzleFiles(files)) {
    if (parsed.ok) puzzles.push(parsed.puzzle);
    else problems.push(`${relative(dir, file)}: ${parsed.error}`);
  }
  return { puzzles, problems };
}
