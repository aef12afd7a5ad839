/**
 * The checker's reason for refusing a puzzle (main's words, in English: main/puzzles/checker.ts,
 * main/games/{clash,orbs}/scenario-setup.ts) in the player's language. A reason of a shape not
 * known here is shown as main wrote it, so nothing is ever hidden.
 */
import type { Translate } from '../../i18n';

type Rule = [RegExp, (t: Translate, m: RegExpExecArray) => string];

const CANNOT_STATE = 'a scenario setup cannot state this position: ';

// What orbsSetupOf (with the project's own setup fields, setup-extension.ts) still refuses;
// neither happens in the engine today, so a saved position is not refused for them.
const WHY: Rule[] = [
  [
    /^(.+) became an Orb of (\d+)\/(\d+), which its own ability does not give$/,
    (t, m) => t('puzzles.refusal.otherOrb', { card: m[1], ap: m[2], hp: m[3] }),
  ],
  [
    /^(.+) is controlled by the player who does not own it$/,
    (t, m) => t('puzzles.refusal.notOwner', { card: m[1] }),
  ],
];

const RULES: Rule[] = [
  [
    /^unsolvable: no line of at most (\d+) moves/,
    (t, m) => t('puzzles.refusal.unsolvable', { count: Number(m[1]) }),
  ],
  [/^trivial: doing nothing solves it/, (t) => t('puzzles.refusal.doingNothing')],
  [/^trivial: the first legal line solves it/, (t) => t('puzzles.refusal.firstLine')],
  [/^(no proof within the search limit|could not prove)/, (t) => t('puzzles.refusal.searchLimit')],
  [/^the game is over in this position/, (t) => t('puzzles.refusal.over')],
  [/^only a battle position can be set up/, (t) => t('puzzles.refusal.draft')],
];

export function refusalText(t: Translate, reason: string): string {
  if (reason.startsWith(CANNOT_STATE)) {
    const why = reason.slice(CANNOT_STATE.length);
    for (const [re, say] of WHY) {
      const m = re.exec(why);
      if (m) return t('puzzles.refusal.cannotState', { why: say(t, m) });
    }
    return t('puzzles.refusal.cannotState', { why });
  }
  for (const [re, say] of RULES) {
    const m = re.exec(reason);
    if (m) return say(t, m);
  }
  return reason;
}
