/**
 * Hidden information of Clash of Decks (clash.md §3.5) never reaches the other player: on
 * every view and every event (`eventFor`) of 200 random games (all modes and pools), for both
 * players, checked against the true state of that moment:
 *   - the opponent's hand cards and their order: every opponent hand slot is null, a
 *     `handFormed` of the opponent has no hand, a `played`/`cast` of the opponent has no
 *     hand position (drafted cards are public, so card ids alone are not secret here);
 *   - draft cards not yet revealed: their ids appear nowhere in the view, event or the legal
 *     actions (pool cards are distinct catalogue entries, so a plain search is exact);
 *   - the game's generator and the draft pool order are not in the view.
 * The checker is itself tested on a leaky view, so it can fail.
 */
import { describe, expect, it } from 'vitest';
import { nextU32, randInt, seedRng } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { BUILDING, CLASH_CARDS, clashRules, openingEvents } from './index';
import type { ClashEvent, ClashOptions, ClashState, ClashView } from './types';

const GAMES = 200;

/** Ids of draft cards still face down at this moment. */
function unrevealed(s: ClashState): string[] {
  const d = s.draft;
  if (!d || s.phase !== 'draft') return [];
  const r = d.picks >> 2;
  return d.pool.slice(4 * (r + 1)).map((c) => CLASH_CARDS[c]!.id);
}

function leaksIn(json: string, hidden: readonly string[]): string[] {
  return hidden.filter((id) => json.includes(`"${id}"`));
}

/** Problems of one view for `viewer` in state `s` (empty = nothing hidden shows). */
function viewProblems(
  s: ClashState,
  viewer: PlayerId,
  view: ClashView,
  legal: unknown[] | null,
): string[] {
  const problems: string[] = [];
  const opp = (1 - viewer) as PlayerId;
  const json = JSON.stringify(view);
  const oppHand = view.players[opp].hand;
  if (oppHand.length !== s.players[opp].hand.filter((c) => c !== BUILDING).length)
    problems.push('opponent hand size differs');
  if (oppHand.some((c) => c !== null))
    problems.push(`opponent hand slots shown: ${JSON.stringify(oppHand)}`);
  for (const id of leaksIn(json, unrevealed(s)))
    problems.push(`unrevealed draft card ${id} in the view`);
  if (legal)
    for (const id of leaksIn(JSON.stringify(legal), unrevealed(s)))
      problems.push(`unrevealed draft card ${id} in the legal actions`);
  if (/"(rng|pool|takenMask)"\s*:\s*\[/.test(json) || json.includes('"takenMask"'))
    problems.push('generator or draft pool in the view');
  // Sanity, so the check above is about something: the viewer's own hand is there, in order.
  const own = s.players[viewer].hand.filter((c) => c !== BUILDING).map((c) => CLASH_CARDS[c]!.id);
  if (JSON.stringify(view.players[viewer].hand) !== JSON.stringify(own))
    problems.push('own hand missing or out of order');
  return problems;
}

/** Problems of one event as `viewer` sees it, in the state right after the action. */
function eventProblems(s: ClashState, viewer: PlayerId, e: ClashEvent | null): string[] {
  if (e === null) return [];
  const problems: string[] = [];
  for (const id of leaksIn(JSON.stringify(e), unrevealed(s)))
    problems.push(`unrevealed draft card ${id} in ${e.type}`);
  if (e.type === 'handFormed' && e.player !== viewer && e.hand !== null)
    problems.push('opponent hand order in handFormed');
  if ((e.type === 'played' || e.type === 'cast') && e.player !== viewer && e.handIndex !== null)
    problems.push(`opponent hand position in ${e.type}`);
  return problems;
}

const OPTIONS: ClashOptions[] = [
  {},
  { pool: 'both' },
  { pool: 'cardhall' },
  { mode: 'preconstructed' },
  { mode: 'preconstructed', decks: [1, 2] },
];

describe('Clash hidden information', () => {
  it(`no view, legal-action list or event of ${GAMES} random games shows a hidden card`, () => {
    const rng = seedRng(0xc1a54);
    const problems: string[] = [];
    let views = 0;
    let events = 0;
    const checkViews = (s: ClashState, where: string) => {
      for (const p of [0, 1] as const) {
        const legal = clashRules.toMove(s) === p ? clashRules.legalActions(s) : null;
        for (const x of viewProblems(s, p, clashRules.view(s, p), legal))
          problems.push(`${where} viewer ${p}: ${x}`);
        views++;
      }
    };
    const checkEvents = (s: ClashState, list: ClashEvent[], where: string) => {
      for (const e of list) {
        for (const p of [0, 1] as const) {
          for (const x of eventProblems(s, p, clashRules.eventFor(e, p)))
            problems.push(`${where} viewer ${p}: ${x}`);
          events++;
        }
      }
    };
    for (let g = 0; g < GAMES && problems.length < 20; g++) {
      const s = clashRules.create(OPTIONS[g % OPTIONS.length]!, nextU32(rng));
      checkViews(s, `game ${g} start`);
      checkEvents(s, openingEvents(s), `game ${g} opening`);
      for (let n = 0; clashRules.toMove(s) !== null; n++) {
        if (n > 1000) throw new Error('game did not end');
        const list = clashRules.legalActions(s);
        const r = clashRules.apply(s, list[randInt(rng, list.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        checkEvents(s, r.events, `game ${g} action ${n}`);
        checkViews(s, `game ${g} action ${n}`);
      }
    }
    expect(problems).toEqual([]);
    expect(views).toBeGreaterThan(GAMES * 40);
    expect(events).toBeGreaterThan(GAMES * 100);
  });

  it('the checks find a leak when there is one', () => {
    const s = clashRules.create({}, 7);
    const viewer: PlayerId = 0;
    const view = clashRules.view(s, viewer);
    expect(viewProblems(s, viewer, view, null)).toEqual([]);
    // Draft: a face-down card named anywhere in the view.
    const hiddenId = unrevealed(s)[0]!;
    const leaky = structuredClone(view);
    leaky.draft!.revealed[0]!.card = hiddenId;
    expect(viewProblems(s, viewer, leaky, null).join()).toContain(hiddenId);
    expect(
      eventProblems(s, 1, { type: 'picked', player: 0, card: hiddenId, auto: false }),
    ).toHaveLength(1);
    // Battle: the opponent's hand shown, or its order in an event.
    const b = clashRules.create({ mode: 'preconstructed' }, 7);
    const bv = clashRules.view(b, 0);
    const opp = b.players[1].hand.filter((c) => c !== BUILDING).map((c) => CLASH_CARDS[c]!.id);
    const leakyHand = structuredClone(bv);
    leakyHand.players[1].hand = opp;
    expect(viewProblems(b, 0, leakyHand, null)).toHaveLength(1);
    const raw = openingEvents(b).find((e) => e.type === 'handFormed' && e.player === 1)!;
    expect(eventProblems(b, 0, raw)).toHaveLength(1);
    expect(eventProblems(b, 0, clashRules.eventFor(raw, 0))).toEqual([]);
  });
});
