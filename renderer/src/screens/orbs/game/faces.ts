/**
 * Card faces for the Orbs table (the `FaceData` the scene draws), from the translated
 * catalogue. The replay viewer draws the same table; GameScreen builds the same map inline.
 */
import type { Translate } from '../../../i18n';
import type { FaceData } from '../../../table/orbs/bridge';
import type { OrbsCatalogCard } from '../catalog';

export function tableFaces(
  t: Translate,
  byId: ReadonlyMap<string, OrbsCatalogCard>,
): Record<string, FaceData> {
  const out: Record<string, FaceData> = {};
  for (const [id, c] of byId) {
    const kw: string[] = [];
    if (c.armor) kw.push(t('orbs.card.armor', { n: c.armor }));
    if (c.ambush) kw.push(t('orbs.card.ambush'));
    if (kw.length === 0 && c.text) kw.push(c.text.split('\n')[0]!);
    out[id] = {
      id,
      name: c.displayName,
      colours: [...c.colours],
      type: c.type,
      cost: c.cost,
      orbType: c.orbType,
      typeLine:
        c.type === 'orb' && c.orbType ? (c.orbTypeName ?? c.orbType) : t(`orbs.types.${c.type}`),
      keywords: kw,
      token: !!c.token,
      ap: c.ap,
      hp: c.hp,
      armor: c.armor,
      ambush: c.ambush,
    };
  }
  return out;
}
