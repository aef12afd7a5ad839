/**
 * A name a player typed (deck, draft), as it is stored and shown (issue #32): control
 * characters (NUL, escapes, line breaks) and the bidirectional overrides and isolates that
 * make text read backwards (U+202A–U+202E, U+2066–U+2069) are removed, and lone surrogate
 * halves become U+FFFD, so a name is always well-formed Unicode. Applied on save and on load
 * (a name saved before this is cleaned when read, not refused).
 */
import * as v from 'valibot';

const UNWANTED = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** A UTF-16 surrogate half without its partner (not Unicode text). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function plainName(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(UNWANTED, '');
}

/** `v.string()` cleaned by plainName, then trimmed. */
export const PlainNameSchema = v.pipe(v.string(), v.transform(plainName), v.trim());
