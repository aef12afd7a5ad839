/**
 * Orbs deck files and plain deck lists (issue #33, item 5). A deck file is a small text file a
 * player can save, mail or back up, readable by people and by other clients:
 *
 *   # Cardhall — Orbs deck
 *   Name: Ember Rush
 *
 *   4 Ember Imp
 *   2 Fireball
 *
 *   Code: ORBS1:…
 *
 * Reading accepts such a file, a plain list pasted from a forum ("4 Ember Imp", "4x Ember Imp",
 * one card a line; blank lines and `#` or `//` comments ignored) or a bare `ORBS1:` code.
 * Card names are matched without regard to case, in English or Czech, or as card ids. When a
 * file has both a list and a code they must name the same cards (a hand-edited list with a
 * stale code would otherwise be ambiguous). Every refusal names the line it is about.
 * Copies per card: 1 to the copy limit (orbs.md 2.1), as for deck codes.
 *
 * No Node APIs: parsing runs in main (handlers), the module itself is plain TypeScript.
 */
import {
  decodeDeckCode,
  DECK_CODE_PREFIX,
  DEFAULT_MAX_COPIES,
  encodeDeckCode,
  MAX_DECK_NAME,
  type DeckCodeCard,
  type DeckCodeErrorCode,
} from './deck-code';

/** Longest text read as a deck (a full deck file is about 2 KB). */
export const MAX_DECK_TEXT = 10_000;
const MAX_LINES = 400;

export type DeckTextErrorCode =
  | 'empty'
  | 'too-long'
  | 'bad-line'
  | 'unknown-card'
  | 'count-out-of-range'
  | 'bad-code'
  | 'code-mismatch'
  | 'two-codes';

export interface DeckTextError {
  code: DeckTextErrorCode;
  /** 1-based line the problem is on (absent for problems of the whole text). */
  line?: number;
  /** English prose (the UI localizes by `code`, with `line`, `card`, `count`). */
  message: string;
  /** The card name as written, for unknown cards. */
  card?: string;
  cardId?: string;
  count?: number;
  /** For `bad-code`: why the code was refused (deck-code.ts). */
  codeError?: DeckCodeErrorCode;
}

export type DeckTextResult =
  | {
      ok: true;
      cards: DeckCodeCard[];
      name?: string;
      /** What the text was: a deck file or list (with or without a code), or a bare code. */
      kind: 'list' | 'code';
    }
  | { ok: false; error: DeckTextError };

export interface DeckTextOptions {
  /** The id of a card from its name or id as written (case-insensitive), or undefined. */
  cardIdOf: (written: string) => string | undefined;
  knownCardIds: ReadonlySet<string>;
  maxCopies?: number;
}

const COUNT_LINE = /^(\d{1,3})\s*[x×]?\s+(.+?)\s*$/i;
const NAME_LINE = /^(?:name|název)\s*:\s*(.*)$/i;
const CODE_LINE = /^(?:code|kód)\s*:\s*(.*)$/i;

const err = (error: DeckTextError): DeckTextResult => ({ ok: false, error });

/** Cards in a stable order for comparing a list with a code. */
function sameCards(a: readonly DeckCodeCard[], b: readonly DeckCodeCard[]): boolean {
  const key = (cards: readonly DeckCodeCard[]) =>
    [...cards]
      .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
      .map((c) => `${c.count} ${c.id}`)
      .join('\n');
  return key(a) === key(b);
}

export function parseDeckText(text: string, opts: DeckTextOptions): DeckTextResult {
  const maxCopies = opts.maxCopies ?? DEFAULT_MAX_COPIES;
  if (text.length > MAX_DECK_TEXT)
    return err({
      code: 'too-long',
      message: `a deck text has at most ${MAX_DECK_TEXT} characters`,
    });
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > MAX_LINES)
    return err({ code: 'too-long', message: `a deck text has at most ${MAX_LINES} lines` });
  // One line that is not "<count> <card>" is read as a code (a paste of a mistyped code
  // then gets the code's own error, e.g. "a deck code starts with ORBS1:").
  const isComment = (t: string) => t === '' || t.startsWith('#') || t.startsWith('//');
  const content = lines.flatMap((l, i) =>
    isComment(l.trim()) ? [] : [{ text: l.trim(), n: i + 1 }],
  );
  if (
    content.length === 1 &&
    !COUNT_LINE.test(content[0]!.text) &&
    !NAME_LINE.test(content[0]!.text)
  ) {
    const only = content[0]!;
    const codeMatch = CODE_LINE.exec(only.text);
    lines.splice(
      0,
      lines.length,
      ...Array<string>(only.n - 1).fill(''),
      `Code: ${codeMatch ? codeMatch[1] : only.text}`,
    );
  }
  let name: string | undefined;
  let code: { text: string; line: number } | null = null;
  const counts = new Map<string, { count: number; line: number }>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const n = i + 1;
    if (isComment(line)) continue;
    const nameMatch = NAME_LINE.exec(line);
    if (nameMatch) {
      name = [...nameMatch[1]!.trim()].slice(0, MAX_DECK_NAME).join('') || undefined;
      continue;
    }
    const codeMatch = CODE_LINE.exec(line);
    const codeText = codeMatch
      ? codeMatch[1]!.trim()
      : line.startsWith(DECK_CODE_PREFIX)
        ? line
        : null;
    if (codeText !== null) {
      if (code)
        return err({ code: 'two-codes', line: n, message: `line ${n}: a second deck code` });
      code = { text: codeText, line: n };
      continue;
    }
    const m = COUNT_LINE.exec(line);
    if (!m)
      return err({
        code: 'bad-line',
        line: n,
        message: `line ${n}: "${line.slice(0, 60)}" is not "<count> <card name>"`,
      });
    const written = m[2]!;
    const id = opts.cardIdOf(written);
    if (!id || !opts.knownCardIds.has(id))
      return err({
        code: 'unknown-card',
        line: n,
        card: written.slice(0, 60),
        message: `line ${n}: there is no card "${written.slice(0, 60)}"`,
      });
    // The same card on two lines (lists split by type often do this) adds up.
    const count = Number(m[1]) + (counts.get(id)?.count ?? 0);
    if (count < 1 || count > maxCopies)
      return err({
        code: 'count-out-of-range',
        line: n,
        cardId: id,
        count,
        message: `line ${n}: ${count} copies of "${written.slice(0, 60)}"; a deck may have 1 to ${maxCopies}`,
      });
    counts.set(id, { count, line: n });
  }
  const listed = [...counts].map(([id, { count }]) => ({ id, count }));
  let decoded: { cards: DeckCodeCard[]; name?: string } | null = null;
  if (code) {
    const r = decodeDeckCode(code.text, { knownCardIds: opts.knownCardIds, maxCopies });
    if (!r.ok)
      return err({
        code: 'bad-code',
        line: code.line,
        codeError: r.error.code,
        ...(r.error.cardId ? { cardId: r.error.cardId } : {}),
        ...(r.error.count === undefined ? {} : { count: r.error.count }),
        message: `line ${code.line}: ${r.error.message}`,
      });
    decoded = r;
  }
  if (listed.length === 0 && !decoded)
    return err({ code: 'empty', message: 'no cards and no deck code in the text' });
  if (decoded && listed.length > 0 && !sameCards(listed, decoded.cards))
    return err({
      code: 'code-mismatch',
      line: code!.line,
      message: `line ${code!.line}: the deck code names other cards than the list`,
    });
  const finalName = name ?? decoded?.name;
  const cards = listed.length > 0 ? listed : decoded!.cards;
  return {
    ok: true,
    cards,
    kind: listed.length > 0 ? 'list' : 'code',
    ...(finalName ? { name: finalName } : {}),
  };
}

/**
 * The deck file's text: a comment saying what it is, the name, the list (as `sortKey` orders
 * it, e.g. by cost then name) with names as `nameOf` gives them, and the code.
 */
export function writeDeckFile(
  deck: { name: string; cards: readonly DeckCodeCard[] },
  nameOf: (id: string) => string,
): string {
  const name = [...deck.name.trim()].slice(0, MAX_DECK_NAME).join('');
  const lines = ['# Cardhall — Orbs deck', `Name: ${name}`, ''];
  for (const c of deck.cards) lines.push(`${c.count} ${nameOf(c.id)}`);
  lines.push('', `Code: ${encodeDeckCode(deck.cards, name)}`, '');
  return lines.join('\n');
}

/** A file name for a deck: its name without characters file systems refuse, and `.deck.txt`. */
export function deckFileName(name: string): string {
  const safe = [...name]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 60)
    .trim();
  return `${safe || 'deck'}.deck.txt`;
}
