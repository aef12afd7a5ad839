/** Action labels: twins (two Ants defending against two Ants, two copies in hand) read apart. */
import { describe, expect, it } from 'vitest';
import { createInstance, type TOptions } from 'i18next';
import type {
  OrbsAction,
  OrbsCardView,
  OrbsPlayerView,
  OrbsView,
} from '../../../../../main/games/orbs/types';
import type { OrbsCatalogCard } from '../catalog';
import { orbsEn } from '../../../i18n/orbs.en';
import { orbsCs } from '../../../i18n/orbs.cs';
import { orbsPlayEn } from '../../../i18n/orbs-play.en';
import { orbsPlayCs } from '../../../i18n/orbs-play.cs';
import { indexActions } from './actions';
import { actionLabels, graveyardTitle, mirrorRows, type LabelContext } from './labels';

const card = (id: number, cardId: string, owner: 0 | 1): OrbsCardView => ({
  id,
  cardId,
  owner,
  token: false,
  ap: 1,
  hp: 1,
  currentHp: 1,
  armor: 0,
  damage: 0,
  exhausted: false,
  fresh: false,
  attacking: owner === 1,
  defended: false,
  isOrb: true,
});

const side = (over: Partial<OrbsPlayerView>): OrbsPlayerView => ({
  hp: 18,
  capacity: [0, 0, 0, 0, 0, 0, 0],
  energy: [0, 0, 0, 0, 0, 0, 0],
  converted: false,
  playedThisTurn: 0,
  deckCount: 40,
  handCount: 0,
  benchCount: 0,
  hand: [],
  bench: [],
  play: [],
  graveyard: [],
  ...over,
});

const view: OrbsView = {
  viewer: 0,
  turn: 4,
  active: 0,
  phase: 'defense',
  winner: null,
  players: [
    side({
      play: [card(1, 'ant', 0), card(2, 'ant', 0)],
      hand: [card(5, 'firebolt', 0), card(6, 'firebolt', 0)],
    }),
    side({ play: [card(3, 'ant', 1), card(4, 'ant', 1)], hand: null, bench: null }),
  ],
};

const legal: OrbsAction[] = [
  { type: 'endPhase' },
  { type: 'defend', card: 1, against: 3 },
  { type: 'defend', card: 1, against: 4 },
  { type: 'defend', card: 2, against: 3 },
  { type: 'defend', card: 2, against: 4 },
  { type: 'play', card: 5, from: 'hand', targets: [{ player: 1 }] },
  { type: 'play', card: 6, from: 'hand', targets: [{ player: 1 }] },
  { type: 'play', card: 5, from: 'hand', targets: [{ card: 3 }] },
];

async function context(lang: 'en' | 'cs'): Promise<LabelContext> {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    resources: {
      [lang]: {
        translation:
          lang === 'en'
            ? { orbs: orbsEn, orbsPlay: orbsPlayEn }
            : { orbs: orbsCs, orbsPlay: orbsPlayCs },
      },
    },
    interpolation: { escapeValue: false },
  });
  const names: Record<string, Record<'en' | 'cs', string>> = {
    ant: { en: 'Ant', cs: 'Mravenec' },
    firebolt: { en: 'Firebolt', cs: 'Ohnivá střela' },
  };
  const byId = new Map(
    Object.entries(names).map(([id, n]) => [id, { id, displayName: n[lang] } as OrbsCatalogCard]),
  );
  const players: [string, string] = lang === 'en' ? ['You', 'Computer'] : ['Ty', 'Počítač'];
  return {
    t: (key: string, o?: TOptions) => (o ? i18n.t(key, o) : i18n.t(key)) as string,
    view,
    byId,
    players,
  };
}

describe('action labels', () => {
  it('are all different, naming places only where two would read the same', async () => {
    const ctx = await context('en');
    const labels = actionLabels(ctx, indexActions(legal).all);
    expect(new Set(labels.values()).size).toBe(legal.length);
    expect(labels.get('defend-1-3')).toBe('Defend with Ant (slot 1) against Ant (slot 1)');
    expect(labels.get('defend-2-4')).toBe('Defend with Ant (slot 2) against Ant (slot 2)');
    expect(labels.get('play-5-p1')).toBe('Play Firebolt (hand card 1) → Computer');
    expect(labels.get('play-6-p1')).toBe('Play Firebolt (hand card 2) → Computer');
    // A label no other action shares stays plain; a target always names its owner.
    expect(labels.get('play-5-c3')).toBe('Play Firebolt → Ant (Computer)');
  });

  it('write owner and place in one pair of brackets (one label style)', async () => {
    const ctx = await context('en');
    const twins: OrbsAction[] = [
      { type: 'play', card: 5, from: 'hand', targets: [{ card: 3 }] },
      { type: 'play', card: 6, from: 'hand', targets: [{ card: 3 }] },
    ];
    const labels = actionLabels(ctx, indexActions(twins).all);
    expect(labels.get('play-5-c3')).toBe('Play Firebolt (hand card 1) → Ant (Computer, slot 1)');
    for (const l of labels.values()) expect(l).not.toMatch(/\) \(/);
  });

  it('tell twins apart in Czech too', async () => {
    const labels = actionLabels(await context('cs'), indexActions(legal).all);
    expect(new Set(labels.values()).size).toBe(legal.length);
    expect(labels.get('defend-1-4')).toBe(
      'Bránit kartou Mravenec (místo 1) proti kartě Mravenec (místo 2)',
    );
    expect(labels.get('play-6-p1')).toBe('Zahrát kartu Ohnivá střela (2. karta v ruce) → Počítač');
  });
});

describe('the Actions list', () => {
  it('groups the defend rows under the attacker they answer, one heading per attacker', async () => {
    const rows = mirrorRows(await context('en'), indexActions(legal).all);
    const defends = rows.filter((r) => r.u.kind === 'defend');
    expect(defends.map((r) => r.u.key)).toEqual([
      'defend-1-3',
      'defend-2-3',
      'defend-1-4',
      'defend-2-4',
    ]);
    expect(defends.map((r) => r.group ?? null)).toEqual([
      'Defend against Ant (Computer, slot 1):',
      null,
      'Defend against Ant (Computer, slot 2):',
      null,
    ]);
    expect(defends[0]!.short).toBe('with Ant (slot 1)');
    // The full words stay the row's name (read by a screen reader).
    expect(defends[0]!.label).toBe('Defend with Ant (slot 1) against Ant (slot 1)');
    expect(rows[0]!.u.kind).toBe('end');
  });

  it('lists a move main says hurts only you after the same move on the opponent', async () => {
    const harm: OrbsAction[] = [
      { type: 'play', card: 5, from: 'hand', targets: [{ player: 0 }] },
      { type: 'play', card: 5, from: 'hand', targets: [{ player: 1 }] },
    ];
    const rows = mirrorRows(await context('en'), indexActions(harm, [0]).all);
    expect(rows.map((r) => r.label)).toEqual(['Play Firebolt → Computer', 'Play Firebolt → You']);
    expect(rows[1]!.u.selfHarm).toBe(true);
  });

  it('groups in Czech too', async () => {
    const rows = mirrorRows(await context('cs'), indexActions(legal).all);
    expect(rows.find((r) => r.u.key === 'defend-1-3')!.group).toBe(
      'Bránit proti kartě Mravenec (Počítač, místo 1):',
    );
    expect(rows.find((r) => r.u.key === 'defend-2-3')!.short).toBe('kartou Mravenec (místo 2)');
  });
});

describe('graveyard titles', () => {
  it('call the seat shown as You "Your graveyard", never "Graveyard of You"', async () => {
    for (const [lang, yours, theirs] of [
      ['en', 'Your graveyard', 'Graveyard of Computer'],
      ['cs', 'Tvůj hřbitov', 'Hřbitov: Počítač'],
    ] as const) {
      const ctx = await context(lang);
      expect(graveyardTitle(ctx.t, ctx.players, 0, 0)).toBe(yours);
      expect(graveyardTitle(ctx.t, ctx.players, 0, 1)).toBe(theirs);
      // Hotseat: no seat is You, both are named.
      expect(graveyardTitle(ctx.t, ctx.players, null, 0)).not.toBe(yours);
    }
  });
});
