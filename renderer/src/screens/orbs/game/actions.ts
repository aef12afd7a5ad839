/**
 * The player's legal actions (from main, never re-derived here) arranged for the UI: per card
 * (what lights up on the table and what its menu offers), plus a stable key per action for
 * the DOM mirror and the e2e hooks. Sends back exactly the objects main listed.
 */
import type {
  OrbsAction,
  OrbsCardView,
  OrbsTarget,
  OrbsView,
  PlayerId,
} from '../../../../../main/ipc/contract';

export type ActionKind = 'end' | 'convert' | 'bench' | 'play' | 'attack' | 'defend' | 'ability';

export interface UiAction {
  key: string;
  kind: ActionKind;
  action: OrbsAction;
  /** The card acting (instance id), null for "end phase". */
  card: number | null;
  from?: 'hand' | 'bench';
  target?: OrbsTarget;
  against?: number;
  ability?: number;
  /**
   * Main says this action hurts only the acting player (PlayerView.selfHarm: Firebolt on
   * yourself or your own Orb): listed after the others and asked before it is sent.
   */
  selfHarm?: true;
}

export interface CardActions {
  convert?: UiAction;
  bench?: UiAction;
  /** Plays from hand or Bench; several when the card takes a target (one per target). */
  plays: UiAction[];
  attack?: UiAction;
  defends: UiAction[];
  abilities: UiAction[];
}

export interface ActionIndex {
  all: UiAction[];
  end: UiAction | null;
  byCard: Map<number, CardActions>;
}

function targetKey(t: OrbsTarget | undefined): string {
  if (!t) return '';
  return 'player' in t ? `-p${t.player}` : `-c${t.card}`;
}

export function toUiAction(a: OrbsAction): UiAction {
  switch (a.type) {
    case 'endPhase':
      return { key: 'end', kind: 'end', action: a, card: null };
    case 'convert':
      return { key: `convert-${a.card}`, kind: 'convert', action: a, card: a.card };
    case 'bench':
      return { key: `bench-${a.card}`, kind: 'bench', action: a, card: a.card };
    case 'play': {
      const target = a.targets?.[0];
      return {
        key: `play-${a.card}${targetKey(target)}`,
        kind: 'play',
        action: a,
        card: a.card,
        from: a.from,
        ...(target ? { target } : {}),
      };
    }
    case 'attack':
      return { key: `attack-${a.card}`, kind: 'attack', action: a, card: a.card };
    case 'defend':
      return {
        key: `defend-${a.card}-${a.against}`,
        kind: 'defend',
        action: a,
        card: a.card,
        against: a.against,
      };
    case 'activate': {
      const target = a.targets?.[0];
      return {
        key: `ability-${a.card}-${a.ability}${targetKey(target)}`,
        kind: 'ability',
        action: a,
        card: a.card,
        ability: a.ability,
        ...(target ? { target } : {}),
      };
    }
  }
}

/**
 * `selfHarm`: the indexes into `legal` main flags as hurting only the actor (PlayerView.selfHarm);
 * those actions carry `selfHarm: true`.
 */
export function indexActions(
  legal: readonly OrbsAction[] | null,
  selfHarm: readonly number[] = [],
): ActionIndex {
  const harms = new Set(selfHarm);
  const all = (legal ?? []).map((a, i) => {
    const u = toUiAction(a);
    return harms.has(i) ? { ...u, selfHarm: true as const } : u;
  });
  const byCard = new Map<number, CardActions>();
  let end: UiAction | null = null;
  for (const u of all) {
    if (u.card === null) {
      end = u;
      continue;
    }
    let c = byCard.get(u.card);
    if (!c) byCard.set(u.card, (c = { plays: [], defends: [], abilities: [] }));
    if (u.kind === 'convert') c.convert = u;
    else if (u.kind === 'bench') c.bench = u;
    else if (u.kind === 'play') c.plays.push(u);
    else if (u.kind === 'attack') c.attack = u;
    else if (u.kind === 'defend') c.defends.push(u);
    else if (u.kind === 'ability') c.abilities.push(u);
  }
  return { all, end, byCard };
}

/** Finds a card instance anywhere the viewer can see it. */
export function findCard(view: OrbsView, id: number): OrbsCardView | null {
  for (const p of view.players) {
    for (const zone of [p.hand, p.bench, p.play, p.graveyard]) {
      const c = zone?.find((x) => x.id === id);
      if (c) return c;
    }
  }
  return null;
}

/** Ids a targeted play/ability may choose among: for lighting them on the table. */
export function targetsOf(actions: readonly UiAction[]): {
  cards: Set<number>;
  players: Set<PlayerId>;
} {
  const cards = new Set<number>();
  const players = new Set<PlayerId>();
  for (const a of actions) {
    if (!a.target) continue;
    if ('player' in a.target) players.add(a.target.player);
    else cards.add(a.target.card);
  }
  return { cards, players };
}

/** Same action object as main listed? (compares by key, which encodes every field). */
export function sameAction(a: UiAction, b: UiAction): boolean {
  return a.key === b.key;
}

/**
 * Click-to-defend (orbs.md, defense phase): what a click on card `id` starts.
 * - a defender that can do nothing but defend: the attackers it may block are lit, each
 *   option's target is that attacker (`block: 'attacker'`);
 * - an attacker of the opponent (no action of its own): the defenders that may block it are
 *   lit, each option's target is that defender (`block: 'defender'`);
 * - anything else: null (the card's menu opens as before).
 * The second click picks one option; its `action` is the legal defend action itself.
 */
export function blockChoice(
  idx: ActionIndex,
  id: number,
): { block: 'attacker' | 'defender'; options: UiAction[] } | null {
  const a = idx.byCard.get(id);
  if (a) {
    const onlyDefends =
      a.defends.length > 0 &&
      !a.attack &&
      !a.convert &&
      !a.bench &&
      a.plays.length === 0 &&
      a.abilities.length === 0;
    return onlyDefends
      ? {
          block: 'attacker',
          options: a.defends.map((d) => ({ ...d, target: { card: d.against! } })),
        }
      : null;
  }
  const blockers: UiAction[] = [];
  for (const ca of idx.byCard.values())
    for (const d of ca.defends)
      if (d.against === id && d.card !== null) blockers.push({ ...d, target: { card: d.card } });
  return blockers.length > 0 ? { block: 'defender', options: blockers } : null;
}

/** Whether sending `u` asks first (main flagged it as hurting only the actor, issue #30). */
export function needsConfirm(u: UiAction, confirmed = false): boolean {
  return !confirmed && u.selfHarm === true;
}

/** The Actions list's order: by kind (End first), and within a kind self-harm comes last. */
export const KIND_ORDER: Record<ActionKind, number> = {
  end: 0,
  attack: 1,
  defend: 2,
  play: 3,
  ability: 4,
  bench: 5,
  convert: 6,
};

export function orderActions(all: readonly UiAction[]): UiAction[] {
  const rank = (u: UiAction) => KIND_ORDER[u.kind] * 2 + (u.selfHarm ? 1 : 0);
  return [...all].sort((a, b) => rank(a) - rank(b));
}

/** The defend actions grouped by the attacker they defend against, in first-listed order. */
export interface DefendGroup {
  against: number;
  defends: UiAction[];
}

export function defendGroups(all: readonly UiAction[]): DefendGroup[] {
  const groups = new Map<number, UiAction[]>();
  for (const u of all) {
    if (u.kind !== 'defend' || u.against === undefined) continue;
    let g = groups.get(u.against);
    if (!g) groups.set(u.against, (g = []));
    g.push(u);
  }
  return [...groups].map(([against, defends]) => ({ against, defends }));
}

/**
 * Hand cards the viewer tried to play that main lists no way to pay for (issue #30: "Not
 * enough energy"). The rule is main's: in your Main Phase, main lists "bench" for exactly the
 * hand cards whose cost you can pay now (orbs.md 9.1), so a hand card without it cannot be
 * paid for. Outside your own Main Phase with the move, none (other reasons stop a card then).
 */
export function unpayableCards(
  idx: ActionIndex,
  view: OrbsView,
  viewer: PlayerId,
  toMove: PlayerId | null,
): number[] {
  if (toMove !== viewer || view.active !== viewer || view.phase !== 'main') return [];
  if (view.winner !== null || idx.all.length === 0) return [];
  return (view.players[viewer].hand ?? [])
    .filter((c) => !idx.byCard.get(c.id)?.bench)
    .map((c) => c.id);
}
