/**
 * Writes a benchmark section into docs/benchmarks.md: replaces the section that starts with
 * the given `## ` heading (up to the next `## ` heading) or appends it. Generic, so each
 * game's bench owns one section.
 */
import { cpus, loadavg } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** `threads`: how the bench ran (default "single thread"; the AI bench uses worker threads). */
export function machineLine(threads = 'single thread'): string {
  const cpu = cpus();
  return `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores · Node ${process.version} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${threads} · load average ${loadavg()[0]!.toFixed(1)} when written (other work on the box lowers the figures)`;
}

export function replaceSection(doc: string, heading: string, body: string): string {
  const section = `${heading}\n\n${body.trim()}\n`;
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading.trim());
  if (start < 0) {
    const base = doc.trimEnd();
    return (base ? base + '\n\n' : '') + section;
  }
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i]!.startsWith('## ')) {
      end = i;
      break;
    }
  }
  const before = lines.slice(0, start).join('\n');
  const after = lines.slice(end).join('\n');
  return (
    (before ? before.trimEnd() + '\n\n' : '') +
    section +
    (after.trim() ? '\n' + after.trimStart() : '')
  );
}

export function writeSection(file: string, heading: string, body: string): void {
  const doc = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nWritten by `npm run bench`; each game owns one section.\n';
  writeFileSync(file, replaceSection(doc, heading, body));
}
