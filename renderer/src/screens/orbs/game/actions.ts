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

export function indexActions(legal: readonly OrbsAction[] | null): ActionIndex {
  const all = (legal ?? []).map(toUiAction);
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
