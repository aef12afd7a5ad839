/**
 * Words for the table and the action mirror: an action's label ("Attack with Ember Imp"),
 * a target's name, the scene's translated captions. Lookups only; no rule is decided here.
 */
import type { OrbsTarget, OrbsView, PlayerId } from '../../../../../main/ipc/contract';
import type { Translate } from '../../../i18n';
import type { OrbsCatalogCard } from '../catalog';
import type { TableLabels } from '../../../table/orbs/bridge';
import { findCard, type UiAction } from './actions';

export interface LabelContext {
  t: Translate;
  view: OrbsView;
  byId: Map<string, OrbsCatalogCard>;
  players: [string, string];
}

export function cardName(ctx: LabelContext, id: number): string {
  const c = findCard(ctx.view, id);
  return c ? (ctx.byId.get(c.cardId)?.displayName ?? c.cardId) : `#${id}`;
}

export function targetName(ctx: LabelContext, target: OrbsTarget): string {
  if ('player' in target)
    return ctx.t('orbs.act.targetPlayer', { player: ctx.players[target.player] });
  const c = findCard(ctx.view, target.card);
  return ctx.t('orbs.act.targetCard', {
    card: cardName(ctx, target.card),
    owner: c ? ctx.players[c.owner] : '?',
  });
}

function energyWord(ctx: LabelContext, id: number): string {
  const c = findCard(ctx.view, id);
  const def = c ? ctx.byId.get(c.cardId) : undefined;
  const colour = def && def.colours.length === 1 ? def.colours[0]! : 'generic';
  return ctx.t(`orbs.colours.${colour}`);
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

export function actionLabel(ctx: LabelContext, u: UiAction): string {
  const card = u.card === null ? '' : cardName(ctx, u.card);
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
          target: targetName(ctx, u.target),
        });
      return ctx.t(u.from === 'bench' ? 'orbs.act.playBench' : 'orbs.act.play', { card });
    case 'attack':
      return ctx.t('orbs.act.attack', { card });
    case 'defend':
      return ctx.t('orbs.act.defend', { card, against: cardName(ctx, u.against!) });
    case 'ability':
      if (u.target)
        return ctx.t('orbs.act.abilityTarget', { card, target: targetName(ctx, u.target) });
      return ctx.t('orbs.act.ability', { card, text: abilityText(ctx, u.card!, u.ability ?? 0) });
  }
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
  };
}
