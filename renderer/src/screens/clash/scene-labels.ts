/** The words the Clash battle table writes on the canvas, for the battle screen and the replay viewer. */
import type { PlayerId } from '../../../../main/ipc/contract';
import type { Translate } from '../../i18n';
import type { SceneLabels } from '../../table/clash/ClashScene';

export function clashSceneLabels(
  t: Translate,
  language: string,
  name: (p: PlayerId) => string,
  /** The seat of the person at the screen against the computer ("You · 8 cards in hand"). */
  you: PlayerId | null = null,
): SceneLabels {
  return {
    lang: language === 'cs' ? 'cs' : 'en',
    face: {
      creature: t('clash.card.creature'),
      incantation: t('clash.card.incantation'),
      cardhallSet: t('clash.card.cardhallSet'),
      incantationTarget: (damage: number) => t('clash.card.incantationTarget', { damage }),
    },
    bastion: t('clash.battle.bastion'),
    fort: t('clash.battle.fort'),
    lifeLabel: (n: number) => t('clash.battle.lifeValue', { count: n }),
    upper: t('clash.battle.upper'),
    lower: t('clash.battle.lower'),
    sideCaption: (p: PlayerId, n: number) =>
      `${p === you ? t('clashTable.you') : name(p)} · ${t('clash.battle.handSize', { count: n })}`,
    window: t('clash.battle.windowLabel'),
  };
}
