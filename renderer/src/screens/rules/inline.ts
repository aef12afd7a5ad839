/**
 * The tiny markup used in the rules catalogues, parsed into segments that Svelte renders as
 * elements (never as HTML, so a translation can not inject markup):
 *   **bold**  →  <strong>      `hand row`  →  <code>      {2R}  →  an Orbs cost with symbols
 */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'cost'; text: string };

const TOKEN = /\*\*(.+?)\*\*|`([^`]+)`|\{(\d+[RGUYBP]*|[RGUYBP]+)\}/g;

export function parseInline(source: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of source.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: source.slice(last, at) });
    if (m[1] !== undefined) out.push({ kind: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'code', text: m[2] });
    else out.push({ kind: 'cost', text: m[3]! });
    last = at + m[0].length;
  }
  if (last < source.length) out.push({ kind: 'text', text: source.slice(last) });
  return out;
}

/** The text a screen reader or a search would see, markup removed (costs kept as written). */
export function plainText(source: string): string {
  return parseInline(source)
    .map((s) => s.text)
    .join('');
}

/** Markup that did not parse: stray `**`, backticks or braces left in the text segments. */
export function strayMarkup(source: string): string[] {
  return parseInline(source)
    .filter((s) => s.kind === 'text')
    .flatMap((s) => s.text.match(/\*\*|`|\{|\}/g) ?? []);
}
