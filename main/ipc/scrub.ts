/**
 * The one scrubber for text main sends out (issue #32 item 6): IPC answers (dispatch.ts),
 * pushes (shell/compose.ts) and the log file (shell/log/app-log.ts) all pass through here.
 *
 * What it takes out:
 * - absolute paths (POSIX or Windows): the user's name and folders. The last segment stays
 *   (`<path>/g1.json`), so a message still says which file;
 * - raw Node system-error text (`ENOENT: no such file or directory, open '…'`): it becomes
 *   `ENOENT (open)`, the code and the call, which the docs and the renderer can explain;
 * - stack lines (`    at fn (…)`) from answers and pushes (the log keeps them, paths scrubbed).
 *
 * What it cannot take out is a hidden card's name: text does not say who may see it. So an
 * engine's refusal text (which may name a card in the computer's hand, or in a replay's
 * deck order) never reaches a message in the first place: game-sessions.ts and
 * replay-stepper.ts pass on the refusal's code only. The tests feed this module real error
 * objects and check the whole chain for a planted hidden name (scrub.test.ts, no-leak tests).
 */

/** An absolute path (POSIX or Windows) inside a text, up to a space or a quote. */
const ABSOLUTE_PATH =
  /(?:\b[A-Za-z]:[\\/]|\\\\|(?<![\w.:/])\/(?=[^\s/'"`]+\/))(?:[^\s'"`,;()[\]<>\\/]*[\\/])*[^\s'"`,;()[\]<>\\/]*/g;

/** A quoted absolute path (Node quotes the paths of its errors; a path may hold spaces). */
const QUOTED_PATH = /(['"`])((?:[A-Za-z]:[\\/]|\\\\|\/)[^'"`\n]*?)\1/g;

/**
 * Node's system-error message: `CODE: description, syscall …` (fs, net, child_process).
 * The description and arguments go; the code and the call stay.
 */
const NODE_ERROR = /\b(E[A-Z][A-Z0-9_]+): [^,\n]*, (\w+)(?: [^\n]*?)?(?=$|\n|\)|;)/gm;

/** A stack frame line. */
const STACK_LINE = /\n\s+at [^\n]*/g;

export interface ScrubOptions {
  /**
   * For the log file: keep stack lines and Node's own wording (paths still shortened), which
   * say where a problem came from. Answers and pushes drop both.
   */
  forLog?: boolean;
}

const lastSegment = (path: string): string => /[^\\/]*$/.exec(path)?.[0] ?? '';
const shortPath = (path: string): string => {
  const last = lastSegment(path);
  return last ? `<path>/${last}` : '<path>';
};

/** Scrub one text: no absolute path, no raw Node error text, no stack lines (log: see forLog). */
export function scrubText(text: string, opts: ScrubOptions = {}): string {
  let out = opts.forLog ? text : text.replace(NODE_ERROR, '$1 ($2)');
  out = out.replace(QUOTED_PATH, (_all, q: string, path: string) => `${q}${shortPath(path)}${q}`);
  out = out.replace(ABSOLUTE_PATH, (all: string) => shortPath(all));
  if (!opts.forLog) out = out.replace(STACK_LINE, '');
  return out;
}

/** Keys whose strings are free text (error messages, problem details): scrubbed everywhere. */
const TEXT_KEYS = new Set(['message', 'detail', 'stalled']);

/**
 * A payload with every free-text field (`message`, `detail`) scrubbed. Everything else is left
 * as it is (a deck named `/a/b` keeps its name); objects are copied only where a text changed.
 */
export function scrubOutgoing<T>(value: T): T {
  return scrubValue(value, 0) as T;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const next = scrubValue(value[i], depth + 1);
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(value)) {
    const next =
      typeof v === 'string' ? (TEXT_KEYS.has(k) ? scrubText(v) : v) : scrubValue(v, depth + 1);
    if (next !== v) (copy ??= { ...(value as Record<string, unknown>) })[k] = next;
  }
  return copy ?? value;
}
