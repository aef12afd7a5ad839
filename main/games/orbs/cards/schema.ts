/**
 * The valibot schema of an Orbs card definition: the closed effect vocabulary of §12.1.
 * Anything outside it (a typo, an unknown effect) fails validation; a test runs it over the
 * whole pool, and card editors/mods can use `parseCardDef`.
 */
import * as v from 'valibot';
import type { OrbsCardDef } from '../types';

const colour = v.picklist(['red', 'green', 'blue', 'yellow', 'black', 'purple']);
const energyColour = v.picklist(['red', 'green', 'blue', 'yellow', 'black', 'purple', 'generic']);
const count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10));
const cost = v.pipe(v.string(), v.regex(/^(\d*)([RGUYBP]*)$/, 'cost notation like 2R, 1RB, G, 3'));
const subject = v.picklist([
  'target',
  'self',
  'you',
  'opponent',
  'eventOrb',
  'allOrbs',
  'enemyOrbs',
  'friendlyOrbs',
]);
const targetKind = v.picklist([
  'orbOrPlayer',
  'orb',
  'enemyOrb',
  'friendlyOrb',
  'player',
  'object',
  'graveyardOrb',
]);

const effect = v.variant('do', [
  v.strictObject({ do: v.literal('damage'), amount: count, to: subject }),
  v.strictObject({ do: v.literal('heal'), amount: count, to: subject }),
  v.strictObject({ do: v.literal('draw'), count, who: v.picklist(['you', 'opponent']) }),
  v.strictObject({ do: v.literal('createToken'), token: v.string(), count }),
  v.strictObject({ do: v.literal('destroy'), to: subject }),
  v.strictObject({ do: v.literal('gainEnergy'), colour: energyColour, amount: count }),
  v.strictObject({ do: v.literal('gainCapacity'), colour: energyColour, amount: count }),
  v.strictObject({ do: v.literal('buffAP'), amount: count, to: subject }),
  v.strictObject({ do: v.literal('returnFromGraveyard'), to: v.picklist(['play', 'hand']) }),
  v.strictObject({ do: v.literal('cancel') }),
  v.strictObject({ do: v.literal('bounce'), to: subject }),
  v.strictObject({ do: v.literal('exhaust'), to: subject }),
  v.strictObject({ do: v.literal('discardRandom'), count, who: v.picklist(['you', 'opponent']) }),
  v.strictObject({ do: v.literal('mill'), count, who: v.picklist(['you', 'opponent']) }),
  v.strictObject({
    do: v.literal('becomeOrb'),
    ap: v.pipe(v.number(), v.integer(), v.minValue(0)),
    hp: count,
    orbType: v.string(),
  }),
]);

const trigger = v.strictObject({
  on: v.picklist(['play', 'mainPhaseStart', 'defensePhaseStart', 'destroyed', 'attacks']),
  effects: v.pipe(v.array(effect), v.minLength(1)),
});

const trap = v.strictObject({
  on: v.picklist([
    'opponentDeclaresAttacker',
    'opponentPlaysOrb',
    'opponentPlaysAction',
    'opponentPlaysObject',
    'opponentConverts',
    'opponentBenches',
  ]),
  maxHp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  minAp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  effects: v.pipe(v.array(effect), v.minLength(1)),
});

const aura = v.strictObject({
  scope: v.picklist(['local', 'global', 'foreign']),
  ap: v.optional(v.pipe(v.number(), v.integer())),
  armor: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  orbType: v.optional(v.string()),
});

const ability = v.pipe(
  v.strictObject({
    cost: v.union([v.literal(''), cost]),
    exhaust: v.optional(v.boolean()),
    sacrifice: v.optional(v.boolean()),
    oncePerTurn: v.optional(v.boolean()),
    target: v.optional(targetKind),
    effects: v.pipe(v.array(effect), v.minLength(1)),
  }),
  // Games must end: every ability is limited by exhausting, once per turn or sacrifice,
  // or it costs energy (which is finite each turn).
  v.check(
    (a) => !!(a.exhaust || a.sacrifice || a.oncePerTurn || a.cost !== ''),
    'an ability needs a limit or a cost',
  ),
);

export const cardDefSchema = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id')),
    name: v.pipe(v.string(), v.minLength(1)),
    nameCs: v.optional(v.pipe(v.string(), v.minLength(1))),
    colours: v.array(colour),
    type: v.picklist(['orb', 'object', 'action', 'trap']),
    cost,
    orbType: v.optional(v.string()),
    ap: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    hp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    token: v.optional(v.boolean()),
    armor: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    ambush: v.optional(v.boolean()),
    phaseLimit: v.optional(v.picklist(['notDefense', 'onlyDefense'])),
    condition: v.optional(
      v.strictObject({
        playedThisTurn: v.optional(count),
        graveyardAtLeast: v.optional(count),
        orbsAtLeast: v.optional(count),
        hpAtMost: v.optional(v.pipe(v.number(), v.integer())),
      }),
    ),
    target: v.optional(targetKind),
    triggers: v.optional(v.array(trigger)),
    trap: v.optional(trap),
    auras: v.optional(v.array(aura)),
    abilities: v.optional(v.array(ability)),
    flavour: v.optional(v.string()),
  }),
  v.check(
    (c) =>
      (c.type === 'orb') === (c.ap !== undefined && c.hp !== undefined && c.orbType !== undefined),
    'Orbs (and only Orbs) have an Orb type, AP and HP',
  ),
  v.check(
    (c) => (c.type === 'trap') === (c.trap !== undefined),
    'traps (and only traps) have a trap trigger',
  ),
  v.check((c) => !c.ambush || c.type === 'orb', 'only Orbs have Ambush'),
  v.check((c) => !c.armor || c.type === 'orb', 'only Orbs have Armor'),
  v.check((c) => !c.token || c.type === 'orb', 'tokens are Orbs'),
  v.check((c) => new Set(c.colours).size === c.colours.length, 'a colour is listed twice'),
  v.check(
    (c) =>
      c.type !== 'trap' ||
      !c.trap!.effects.some((e) => e.do === 'cancel') ||
      c.trap!.on.startsWith('opponentPlays'),
    'only play events can be cancelled',
  ),
);

export type CardDefInput = v.InferInput<typeof cardDefSchema>;

/** Validate one definition; returns the issues as readable lines ([] = valid). */
export function cardDefIssues(def: unknown): string[] {
  const r = v.safeParse(cardDefSchema, def);
  if (r.success) return [];
  return r.issues.map((i) => `${v.getDotPath(i) ?? '(card)'}: ${i.message}`);
}

export function parseCardDef(def: unknown): OrbsCardDef {
  return v.parse(cardDefSchema, def) as OrbsCardDef;
}
