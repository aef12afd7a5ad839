/**
 * Words for the table and the action mirror: an action's label ("Attack with Ember Imp"),
 * a target's name, the scene's translated captions. Lookups only; no rule is decided here.
 */
import type { OrbsTarget, OrbsView, PlayerId } from '../../../../../main/ipc/contract';
import type { Translate } from '../../../i18n';
import type { OrbsCatalogCard } from '../catalog';
import type { TableLabels } from '../../../table/orbs/bridge';
import { defendGroups, findCard, orderActions, type UiAction } from './actions';

export interface LabelContext {
  t: Translate;
  view: OrbsView;
  byId: Map<string, OrbsCatalogCard>;
  players: [string, string];
}

/**
 * A graveyard's title: "Your graveyard" / "Tvůj hřbitov" for the seat shown as You ("Hřbitov:
 * Ty" read oddly, issue #35), else "Graveyard of Computer" / "Hřbitov: Počítač".
 */
export function graveyardTitle(
  t: Translate,
  players: [string, string],
  you: PlayerId | null,
  p: PlayerId,
): string {
  return p === you
    ? t('orbsPlay.graveyardYours')
    : t('orbs.game.graveyardOf', { player: players[p] });
}

export function cardName(ctx: LabelContext, id: number): string {
  const c = findCard(ctx.view, id);
  return c ? (ctx.byId.get(c.cardId)?.displayName ?? c.cardId) : `#${id}`;
}

type Zone = 'hand' | 'bench' | 'play' | 'graveyard';

/** Where a card instance lies and its place there, counted from 1 (left to right). */
function placeOf(ctx: LabelContext, id: number): { zone: Zone; n: number } | null {
  for (const p of ctx.view.players)
    for (const zone of ['play', 'hand', 'bench', 'graveyard'] as const) {
      const i = p[zone]?.findIndex((x) => x.id === id) ?? -1;
      if (i >= 0) return { zone, n: i + 1 };
    }
  return null;
}

/**
 * A card's name in the one label style (issue #30): the name, then in one pair of brackets
 * what tells it apart: its owner (`owner`, for targets) and its place (`placed`, for twins).
 * "Ant", "Ant (Computer)", "Ant (slot 2)", "Ant (Computer, slot 2)".
 */
function cardRef(ctx: LabelContext, id: number, placed: boolean, owner = false): string {
  const card = cardName(ctx, id);
  const details: string[] = [];
  if (owner) {
    const c = findCard(ctx.view, id);
    details.push(c ? ctx.players[c.owner] : '?');
  }
  const at = placed ? placeOf(ctx, id) : null;
  if (at) details.push(ctx.t(`orbs.act.place.${at.zone}`, { n: at.n }));
  return details.length === 0
    ? card
    : ctx.t('orbs.act.named', { card, details: details.join(', ') });
}

export function targetName(ctx: LabelContext, target: OrbsTarget, placed = false): string {
  if ('player' in target)
    return ctx.t('orbs.act.targetPlayer', { player: ctx.players[target.player] });
  return cardRef(ctx, target.card, placed, true);
}

function energyWord(ctx: LabelContext, id: number): string {
  const c = findCard(ctx.view, id);
  const def = c ? ctx.byId.get(c.cardId) : undefined;
  const colour = def && def.colours.length === 1 ? def.colours[0]! : 'generic';
  // Lower case inside a sentence, as in the log ("to red energy", "na energii (červená)").
  return ctx.t(`orbs.colours.${colour}`).toLowerCase();
}

function abilityText(ctx: LabelContext, id: number, index: number): string {
  const c = findCard(ctx.view, id);
  const def = c ? ctx.byId.get(c.cardId) : undefined;
  if (!def?.abilities) return `#${index + 1}`;
  const lines = def.text.split('\n');
  return lines[lines.length - def.abilities.length + index] ?? `#${index + 1}`;
}

export function endLabel(ctx: LabelContext): string {
  return ctx.view.phase === 'defense' ? ctx.t('orbs.act.toMain') : ctx.t('orbs.act.end');
}

/**
 * An action's words. `placed`: every card is named with its place (slot in play, position in
 * hand), for actions whose plain labels would read the same (two Ants defending against two
 * Ants); `actionLabels` decides when.
 */
export function actionLabel(ctx: LabelContext, u: UiAction, placed = false): string {
  const card = u.card === null ? '' : cardRef(ctx, u.card, placed);
  switch (u.kind) {
    case 'end':
      return endLabel(ctx);
    case 'convert':
      return ctx.t('orbs.act.convert', { card, energy: energyWord(ctx, u.card!) });
    case 'bench': {
      const c = findCard(ctx.view, u.card!);
      return ctx.t('orbs.act.bench', { card, cost: (c && ctx.byId.get(c.cardId)?.cost) ?? '' });
    }
    case 'play':
      if (u.target)
        return ctx.t(u.from === 'bench' ? 'orbs.act.playBenchTarget' : 'orbs.act.playTarget', {
          card,
          target: targetName(ctx, u.target, placed),
        });
      return ctx.t(u.from === 'bench' ? 'orbs.act.playBench' : 'orbs.act.play', { card });
    case 'attack':
      return ctx.t('orbs.act.attack', { card });
    case 'defend':
      return ctx.t('orbs.act.defend', { card, against: cardRef(ctx, u.against!, placed) });
    case 'ability':
      if (u.target)
        return ctx.t('orbs.act.abilityTarget', {
          card,
          target: targetName(ctx, u.target, placed),
        });
      return ctx.t('orbs.act.ability', { card, text: abilityText(ctx, u.card!, u.ability ?? 0) });
  }
}

/**
 * Labels for a list of actions, by action key, each one different from the others: where two
 * plain labels read the same, those actions name every card with its place. Different actions
 * always differ in a card or a target, so the places tell them apart.
 */
export function actionLabels(ctx: LabelContext, actions: readonly UiAction[]): Map<string, string> {
  const plain = actions.map((u) => actionLabel(ctx, u));
  const seen = new Map<string, number>();
  for (const l of plain) seen.set(l, (seen.get(l) ?? 0) + 1);
  return new Map(
    actions.map((u, i) => [
      u.key,
      seen.get(plain[i]!)! > 1 ? actionLabel(ctx, u, true) : plain[i]!,
    ]),
  );
}

/** One row of the Actions list. */
export interface MirrorRow {
  u: UiAction;
  /** The action's full words (the button's accessible name). */
  label: string;
  /** The words shown when shorter under a heading ("Ant (slot 1)" under "Defend against …"). */
  short?: string;
  /** A heading shown before this row: the attacker its group of defend rows answers. */
  group?: string;
}

/**
 * The Actions list (issue #30): ordered by kind, self-harm after the rest (actions.ts
 * orderActions), and the defend rows grouped under the attacker they answer, so 4 attackers ×
 * 4 defenders read as 4 groups of 4 rather than 16 look-alike rows.
 */
export function mirrorRows(ctx: LabelContext, all: readonly UiAction[]): MirrorRow[] {
  const labelOf = actionLabels(ctx, all);
  const row = (u: UiAction): MirrorRow => ({ u, label: labelOf.get(u.key) ?? actionLabel(ctx, u) });
  const out: MirrorRow[] = [];
  let grouped = false;
  for (const u of orderActions(all)) {
    if (u.kind !== 'defend') {
      out.push(row(u));
      continue;
    }
    if (grouped) continue;
    grouped = true;
    const groups = defendGroups(all);
    const attackers = groups.map((g) => cardName(ctx, g.against));
    for (const g of groups) {
      const twinAttacker = attackers.filter((n) => n === cardName(ctx, g.against)).length > 1;
      const names = g.defends.map((d) => cardName(ctx, d.card!));
      g.defends.forEach((d, i) => {
        const twin = names.filter((n) => n === names[i]).length > 1;
        out.push({
          ...row(d),
          short: ctx.t('orbsPlay.defendWith', { card: cardRef(ctx, d.card!, twin) }),
          ...(i === 0
            ? {
                group: ctx.t('orbsPlay.defendGroup', {
                  card: cardRef(ctx, g.against, twinAttacker, true),
                }),
              }
            : {}),
        });
      });
    }
  }
  return out;
}

export function tableLabels(
  t: Translate,
  view: OrbsView,
  players: [string, string],
  waitingFor: PlayerId | null,
): TableLabels {
  return {
    players,
    phase: t(`orbs.game.phase.${view.phase}`),
    turn: t('orbs.game.turn', { turn: view.turn }),
    hp: t('orbs.game.hp'),
    deck: t('orbs.game.deck'),
    hand: t('orbs.game.hand'),
    bench: t('orbs.game.bench'),
    graveyard: t('orbs.game.graveyard'),
    energy: t('orbs.game.energy'),
    trap: t('orbs.game.trap'),
    waiting: waitingFor === null ? '' : t('orbs.game.waiting', { player: players[waitingFor] }),
    notEnoughEnergy: t('orbsPlay.notEnoughEnergy'),
  };
}
