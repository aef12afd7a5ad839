/**
 * Hidden information of Orbs (orbs.md 3.1) never reaches a player: on every view, every
 * legal-action list and every event (`eventFor`) of 200 random games (all ready-made deck
 * pairings), for both players, checked against the true state of that moment.
 *
 * Hidden from viewer v: every card in a deck (identity and order, own deck included), and
 * the opponent's hand and Bench. Because the same card id (e.g. 'ember-imp') may legitimately
 * be public through another copy, the check is by card instance, not by text search: every
 * object in the view/event that names an instance (`{id, cardId}`) is looked up in the state.
 *   - views: no instance in a deck is named at all, no hidden instance shows its cardId, and
 *     the opponent's hand and Bench are null (counts only); no generator in the view;
 *   - legal actions: name no instance that is hidden from the viewer;
 *   - events: a hidden instance may show its cardId only if it was visible to v before the
 *     action, is visible after it, or the rules show it in this action (played, trap
 *     revealed, converted, discarded, milled — then it stays known, e.g. when bounced back).
 * The checker is itself tested on leaky input, so it can fail.
 */
import { describe, expect, it } from 'vitest';
import { nextU32, randInt, seedRng } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { orbsRules, READY_DECKS } from './index';
import type { CardInstance, OrbsEvent, OrbsState, OrbsView } from './types';

const GAMES = 200;

type Zones = { zone: CardInstance['zone']; owner: PlayerId }[];

function zonesOf(s: OrbsState): Zones {
  return s.cards.map((c) => ({ zone: c.zone, owner: c.owner }));
}

function visibleTo(z: Zones[number] | undefined, viewer: PlayerId): boolean {
  if (!z) return true; // created during the action (a token): public
  if (z.zone === 'deck') return false;
  if (z.zone === 'hand' || z.zone === 'bench') return z.owner === viewer;
  return true;
}

/** Every `{id, cardId}` object inside a value (card views and card refs). */
function cardRefs(
  x: unknown,
  out: { id: number; cardId: unknown }[] = [],
): { id: number; cardId: unknown }[] {
  if (Array.isArray(x)) for (const item of x) cardRefs(item, out);
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (typeof o['id'] === 'number' && 'cardId' in o)
      out.push({ id: o['id'], cardId: o['cardId'] });
    for (const k in o) cardRefs(o[k], out);
  }
  return out;
}

/** Instance numbers named by an action (`card`, `against`, targets' `card`). */
function actionCards(a: unknown, out: number[] = []): number[] {
  if (Array.isArray(a)) for (const item of a) actionCards(item, out);
  else if (a && typeof a === 'object') {
    const o = a as Record<string, unknown>;
    for (const k of ['card', 'against']) if (typeof o[k] === 'number') out.push(o[k] as number);
    if (o['targets']) actionCards(o['targets'], out);
  }
  return out;
}

function viewProblems(
  zones: Zones,
  viewer: PlayerId,
  view: OrbsView,
  legal: unknown[] | null,
): string[] {
  const problems: string[] = [];
  const opp = (1 - viewer) as PlayerId;
  if (view.players[opp].hand !== null) problems.push('opponent hand shown');
  if (view.players[opp].bench !== null) problems.push('opponent Bench shown');
  for (const r of cardRefs(view)) {
    const z = zones[r.id];
    if (z?.zone === 'deck') problems.push(`deck card #${r.id} named in the view`);
    else if (!visibleTo(z, viewer) && r.cardId !== null)
      problems.push(`hidden card #${r.id} (${String(r.cardId)}) in the view`);
  }
  if (JSON.stringify(view).match(/"(rng|deck|cards)"\s*:/))
    problems.push('generator, deck or card list in the view');
  for (const id of actionCards(legal ?? []))
    if (!visibleTo(zones[id], viewer)) problems.push(`hidden card #${id} in a legal action`);
  return problems;
}

/**
 * Events in which the rules show a card to both players (playing it, revealing a trap,
 * converting or discarding it, milling it). A card shown so stays known for the rest of the
 * action, e.g. an Orb played from hand that a trap bounces back into the hand.
 */
const SHOWS_CARD = new Set<OrbsEvent['type']>([
  'played',
  'trapRevealed',
  'converted',
  'discarded',
  'milled',
]);

/** Problems of the events of one action as `viewer` sees them. */
function eventProblems(
  before: Zones,
  after: Zones,
  viewer: PlayerId,
  seen: readonly (OrbsEvent | null)[],
): string[] {
  const problems: string[] = [];
  const shown = new Set<number>();
  for (const e of seen) {
    if (e === null) continue;
    for (const r of cardRefs(e)) {
      if (r.cardId === null) continue;
      if (SHOWS_CARD.has(e.type)) shown.add(r.id);
      if (shown.has(r.id) || visibleTo(before[r.id], viewer) || visibleTo(after[r.id], viewer))
        continue;
      problems.push(`hidden card #${r.id} (${String(r.cardId)}) in ${e.type}`);
    }
  }
  return problems;
}

describe('Orbs hidden information', () => {
  it(`no view, legal-action list or event of ${GAMES} random games shows a hidden card`, () => {
    const rng = seedRng(0x0b5);
    const problems: string[] = [];
    let views = 0;
    let events = 0;
    let hiddenEventRefs = 0;
    const pairs = READY_DECKS.flatMap((a) =>
      READY_DECKS.map((b) => [a.cards, b.cards] as [string[], string[]]),
    );
    const checkViews = (s: OrbsState, zones: Zones, where: string) => {
      for (const p of [0, 1] as const) {
        const legal = orbsRules.toMove(s) === p ? orbsRules.legalActions(s) : null;
        for (const x of viewProblems(zones, p, orbsRules.view(s, p), legal))
          problems.push(`${where} viewer ${p}: ${x}`);
        views++;
      }
    };
    for (let g = 0; g < GAMES && problems.length < 20; g++) {
      const s = orbsRules.create({ decks: pairs[g % pairs.length]! }, nextU32(rng));
      let zones = zonesOf(s);
      checkViews(s, zones, `game ${g} start`);
      for (let n = 0; orbsRules.toMove(s) !== null; n++) {
        if (n > 5000) throw new Error('game did not end');
        const list = orbsRules.legalActions(s);
        const r = orbsRules.apply(s, list[randInt(rng, list.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        const after = zonesOf(s);
        for (const p of [0, 1] as const) {
          const seen = r.events.map((e) => orbsRules.eventFor(e, p));
          for (const x of eventProblems(zones, after, p, seen))
            problems.push(`game ${g} action ${n} viewer ${p}: ${x}`);
          hiddenEventRefs += cardRefs(seen).filter((c) => c.cardId === null).length;
          events += seen.length;
        }
        zones = after;
        checkViews(s, zones, `game ${g} action ${n}`);
      }
    }
    expect(problems).toEqual([]);
    expect(views).toBeGreaterThan(GAMES * 100);
    expect(events).toBeGreaterThan(GAMES * 100);
    // The opponent's draws and benchings were there to be checked (and came redacted).
    expect(hiddenEventRefs).toBeGreaterThan(GAMES * 10);
  });

  it('the checks find a leak when there is one', () => {
    const s = orbsRules.create(
      { decks: [READY_DECKS[0]!.cards, READY_DECKS[1]!.cards], first: 0 },
      3,
    );
    const zones = zonesOf(s);
    const view = orbsRules.view(s, 0);
    expect(viewProblems(zones, 0, view, orbsRules.legalActions(s))).toEqual([]);
    const oppHand = s.players[1].hand;
    const leaky = structuredClone(view);
    leaky.players[1].hand = orbsRules.view(s, 1).players[1].hand;
    expect(viewProblems(zones, 0, leaky, null).length).toBeGreaterThan(oppHand.length);
    const topOfDeck = s.players[0].deck.at(-1)!;
    expect(
      viewProblems(zones, 0, view, [{ type: 'play', card: topOfDeck, from: 'hand' }]),
    ).toHaveLength(1);
    const drew: OrbsEvent = { type: 'drew', player: 1, card: { id: oppHand[0]!, cardId: 'x' } };
    expect(eventProblems(zones, zones, 0, [drew])).toHaveLength(1);
    expect(eventProblems(zones, zones, 0, [orbsRules.eventFor(drew, 0)])).toEqual([]);
    expect(eventProblems(zones, zones, 1, [drew])).toEqual([]);
    const benched: OrbsEvent = {
      type: 'benched',
      player: 1,
      card: { id: oppHand[1]!, cardId: 'x' },
    };
    expect(eventProblems(zones, zones, 0, [benched])).toHaveLength(1);
    expect(eventProblems(zones, zones, 0, [orbsRules.eventFor(benched, 0)])).toEqual([]);
  });
});
