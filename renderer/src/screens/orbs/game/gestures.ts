/**
 * What the player's gestures on the Orbs table mean (rules: ../../../../../../shared/rules/orbs.md,
 * §play, §convert, §bench, §attack, §defense): a drop, a click on a card or a player, the card
 * menu and click-to-defend, each mapped onto the legal actions main listed (actions.ts). Pure:
 * the screen carries out what these return, the table only reports the gesture. A drop that
 * matches no listed action is still sent (`ask`), so main answers with the rule it breaks.
 */
import type { OrbsAction, OrbsView, PlayerId } from '../../../../../main/ipc/contract';
import { blockChoice, targetsOf, type ActionIndex, type UiAction } from './actions';
import type { Lit } from '../../../table/orbs/bridge';

/** A card waiting for its target; `block`: click-to-defend, waiting for its other half. */
export interface Targeting {
  card: number;
  options: UiAction[];
  block?: 'attacker' | 'defender';
}

export type Intent =
  /** Send this listed action. */
  | { kind: 'act'; action: UiAction }
  /** Send this action main did not list: it answers why not (a clear error, nothing lost). */
  | { kind: 'ask'; action: OrbsAction }
  /** Choose a target (or the other half of a defence) among these options. */
  | { kind: 'target'; targeting: Targeting }
  /** Open the card's menu of actions. */
  | { kind: 'menu'; card: number }
  /** A card with no action: show it large. */
  | { kind: 'zoom'; card: number }
  /** Stop choosing a target. */
  | { kind: 'cancel' }
  | { kind: 'none' };

export interface Drop {
  card: number;
  zone: 'energy' | 'play' | 'bench' | 'none';
  onCard: number | null;
}

type Zone = 'hand' | 'bench' | 'play' | 'other';

/** Where the viewer's own card `card` is. */
export function zoneOf(view: OrbsView | null, viewer: PlayerId, card: number): Zone {
  if (!view) return 'other';
  const me = view.players[viewer];
  if (me.hand?.some((c) => c.id === card)) return 'hand';
  if (me.bench?.some((c) => c.id === card)) return 'bench';
  if (me.play.some((c) => c.id === card)) return 'play';
  return 'other';
}

function targetingOf(card: number, options: UiAction[], block?: 'attacker' | 'defender'): Intent {
  return { kind: 'target', targeting: block ? { card, options, block } : { card, options } };
}

/** Play a card (from `from` only, if given): at once, or by choosing its target first. */
export function playIntent(idx: ActionIndex, card: number, from?: 'hand' | 'bench'): Intent {
  const plays = (idx.byCard.get(card)?.plays ?? []).filter((p) => !from || p.from === from);
  if (plays.length === 0) return { kind: 'none' };
  if (plays.length === 1 && !plays[0]!.target) return { kind: 'act', action: plays[0]! };
  return targetingOf(card, plays);
}

/** A card dragged and let go on the table. */
export function dropIntent(
  idx: ActionIndex,
  view: OrbsView | null,
  viewer: PlayerId,
  d: Drop,
): Intent {
  const a = idx.byCard.get(d.card);
  const from = zoneOf(view, viewer, d.card);
  if (d.onCard !== null) {
    const defend = a?.defends.find((x) => x.against === d.onCard);
    if (defend) return { kind: 'act', action: defend };
    const targeted = [...(a?.plays ?? []), ...(a?.abilities ?? [])].find(
      (x) => x.target && 'card' in x.target && x.target.card === d.onCard,
    );
    if (targeted) return { kind: 'act', action: targeted };
    if (from === 'play')
      return { kind: 'ask', action: { type: 'defend', card: d.card, against: d.onCard } };
  }
  if (d.zone === 'energy')
    return a?.convert
      ? { kind: 'act', action: a.convert }
      : { kind: 'ask', action: { type: 'convert', card: d.card } };
  if (d.zone === 'bench')
    return a?.bench
      ? { kind: 'act', action: a.bench }
      : { kind: 'ask', action: { type: 'bench', card: d.card } };
  if (d.zone === 'play' && (from === 'hand' || from === 'bench')) {
    const play = playIntent(idx, d.card, from);
    return play.kind === 'none'
      ? { kind: 'ask', action: { type: 'play', card: d.card, from } }
      : play;
  }
  return { kind: 'none' };
}

/** The option of `targeting` aimed at this card or player; anything else cancels. */
export function targetIntent(
  targeting: Targeting,
  t: { card: number } | { player: PlayerId },
): Intent {
  const match = targeting.options.find((o) =>
    o.target
      ? 'player' in t
        ? 'player' in o.target && o.target.player === t.player
        : 'card' in o.target && o.target.card === t.card
      : false,
  );
  return match ? { kind: 'act', action: match } : { kind: 'cancel' };
}

/** A click on a card: a target while choosing one, a defence's half, else its menu. */
export function cardClickIntent(
  idx: ActionIndex,
  targeting: Targeting | null,
  card: number,
): Intent {
  if (targeting) return targetIntent(targeting, { card });
  const block = blockChoice(idx, card);
  if (block) return targetingOf(card, block.options, block.block);
  return idx.byCard.has(card) ? { kind: 'menu', card } : { kind: 'zoom', card };
}

/** A click on a player (their portrait or life): a target while choosing one. */
export function playerClickIntent(targeting: Targeting | null, player: PlayerId): Intent {
  return targeting ? targetIntent(targeting, { player }) : { kind: 'none' };
}

/**
 * One entry of a card's menu: `action` is carried out at once; `choose` starts choosing a
 * target among its options (the label then names the action without its target, plus "…").
 * `id` is the e2e hook (orbs-menu-<id>). Further entries (e.g. concede, take back) belong to
 * the game menu, not this one.
 */
export type MenuEntry =
  { id: string; action: UiAction } | { id: string; choose: UiAction[]; card: number };

/** A card's menu, in the order the player reads it. */
export function cardMenu(idx: ActionIndex, card: number): MenuEntry[] {
  const a = idx.byCard.get(card);
  if (!a) return [];
  const out: MenuEntry[] = [];
  if (a.plays.length === 1 && !a.plays[0]!.target) out.push({ id: 'play', action: a.plays[0]! });
  else if (a.plays.length > 0) out.push({ id: 'play', choose: a.plays, card });
  if (a.attack) out.push({ id: 'attack', action: a.attack });
  for (const d of a.defends) out.push({ id: 'defend', action: d });
  for (const ab of a.abilities.filter((x) => !x.target)) out.push({ id: 'ability', action: ab });
  const targeted = a.abilities.filter((x) => x.target);
  if (targeted.length) out.push({ id: 'ability', choose: targeted, card });
  if (a.bench) out.push({ id: 'bench', action: a.bench });
  if (a.convert) out.push({ id: 'convert', action: a.convert });
  return out;
}

/** What lights up on the table: every card with an action, and the targets being chosen. */
export function litOf(
  idx: ActionIndex,
  targeting: Targeting | null,
  selected: number | null,
  end: string | null,
): Lit {
  const defends: Record<number, number[]> = {};
  const convertible: number[] = [];
  const playable: number[] = [];
  const benchable: number[] = [];
  const attackers: number[] = [];
  const aims: Record<number, number[]> = {};
  for (const [id, a] of idx.byCard) {
    if (a.convert) convertible.push(id);
    if (a.plays.length) playable.push(id);
    if (a.bench) benchable.push(id);
    if (a.attack) attackers.push(id);
    if (a.defends.length) defends[id] = a.defends.map((d) => d.against!);
    // The cards a drop may aim at: the same actions dropIntent finds for a drop on a card.
    const aimed = targetsOf([...a.plays, ...a.abilities]).cards;
    if (aimed.size) aims[id] = [...aimed];
  }
  const tg = targeting ? targetsOf(targeting.options) : null;
  return {
    active: [...idx.byCard.keys()],
    convertible,
    playable,
    benchable,
    attackers,
    defends,
    aims,
    end: idx.end ? end : null,
    targeting: tg ? { cards: [...tg.cards], players: [...tg.players] } : null,
    selected: targeting?.card ?? selected,
  };
}
