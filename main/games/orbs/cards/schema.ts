/**
 * The Orbs card vocabulary of §12.1, once: valibot schemas of a card definition and of every
 * part of it (effects, triggers, traps, auras, abilities). The engine's types are inferred from
 * them (types.ts: `Effect = v.InferOutput<typeof effectSchema>` and so on), so a new effect is
 * added here only. Anything outside the vocabulary (a typo, an unknown effect) fails validation;
 * a test runs it over the whole pool, and card editors/mods can use `parseCardDef`.
 * Imports nothing of the engine's (types.ts imports this file's types).
 */
import * as v from 'valibot';

/** The six colours in the §4.4 tie order; energy vectors (`number[7]`) add generic last. */
export const COLOUR_LIST = ['red', 'green', 'blue', 'yellow', 'black', 'purple'] as const;
export const ENERGY_COLOUR_LIST = [...COLOUR_LIST, 'generic'] as const;
/** A colour's index in an energy vector (generic 6). */
export const COLOUR_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  ENERGY_COLOUR_LIST.map((c, i) => [c, i]),
);

export const colourSchema = v.picklist(COLOUR_LIST);
export const energyColourSchema = v.picklist(ENERGY_COLOUR_LIST);
export const cardTypeSchema = v.picklist(['orb', 'object', 'action', 'trap']);
const count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10));
const cost = v.pipe(v.string(), v.regex(/^(\d*)([RGUYBP]*)$/, 'cost notation like 2R, 1RB, G, 3'));
const who = v.picklist(['you', 'opponent']);

/** Whom an effect applies to. */
export const subjectSchema = v.picklist([
  'target', // the chosen target
  'self', // this card (an Orb or object in play)
  'you',
  'opponent',
  'eventOrb', // traps/triggers: the Orb named by the triggering event
  'allOrbs',
  'enemyOrbs',
  'friendlyOrbs',
]);

/** What a card or ability asks the player to choose (at most one chosen target per card). */
export const targetKindSchema = v.picklist([
  'orbOrPlayer', // any Orb in play or either player
  'orb', // any Orb in play
  'enemyOrb', // an Orb the opponent controls
  'friendlyOrb', // an Orb you control
  'player', // either player
  'object', // any object in play
  'graveyardOrb', // an Orb card in your graveyard
]);

export const effectSchema = v.variant('do', [
  v.strictObject({ do: v.literal('damage'), amount: count, to: subjectSchema }),
  // Orb: remove damage; player: gain HP
  v.strictObject({ do: v.literal('heal'), amount: count, to: subjectSchema }),
  v.strictObject({ do: v.literal('draw'), count, who }),
  // token card id, under your control
  v.strictObject({ do: v.literal('createToken'), token: v.string(), count }),
  v.strictObject({ do: v.literal('destroy'), to: subjectSchema }),
  // this turn only (§4.5)
  v.strictObject({ do: v.literal('gainEnergy'), colour: energyColourSchema, amount: count }),
  // capacity and available
  v.strictObject({ do: v.literal('gainCapacity'), colour: energyColourSchema, amount: count }),
  // lasting +AP while it stays in play
  v.strictObject({ do: v.literal('buffAP'), amount: count, to: subjectSchema }),
  // the chosen graveyardOrb target
  v.strictObject({ do: v.literal('returnFromGraveyard'), to: v.picklist(['play', 'hand']) }),
  // traps: cancel the triggering play (§10.3)
  v.strictObject({ do: v.literal('cancel') }),
  // return an Orb to its owner's hand (tokens vanish)
  v.strictObject({ do: v.literal('bounce'), to: subjectSchema }),
  v.strictObject({ do: v.literal('exhaust'), to: subjectSchema }),
  v.strictObject({ do: v.literal('discardRandom'), count, who }),
  // top of deck to graveyard
  v.strictObject({ do: v.literal('mill'), count, who }),
  // an object becomes an Orb
  v.strictObject({
    do: v.literal('becomeOrb'),
    ap: v.pipe(v.number(), v.integer(), v.minValue(0)),
    hp: count,
    orbType: v.string(),
  }),
]);

/** Triggered abilities of Orbs and objects in play (and `play` for any card). */
export const triggerEventSchema = v.picklist([
  'play', // when this card is played (Orb/object enters play, action resolves)
  'mainPhaseStart', // beginning of your Main Phase
  'defensePhaseStart', // beginning of your Defense Phase (after the draw)
  'destroyed', // when this Orb is destroyed
  'attacks', // when this Orb is declared as an attacker
]);

/** Events a trap on the Bench answers (§10). All are the opponent's doings. */
export const trapEventSchema = v.picklist([
  'opponentDeclaresAttacker', // eventOrb = the attacker
  'opponentPlaysOrb', // eventOrb = the Orb played
  'opponentPlaysAction',
  'opponentPlaysObject',
  'opponentConverts',
  'opponentBenches',
]);

export const triggerSchema = v.strictObject({
  on: triggerEventSchema,
  effects: v.pipe(v.array(effectSchema), v.minLength(1)),
});

export const trapSchema = v.strictObject({
  on: trapEventSchema,
  /** Only when the Orb named by the event has at most this much HP (Booby Trap). */
  maxHp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Only when the Orb named by the event has at least this much AP. */
  minAp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  effects: v.pipe(v.array(effectSchema), v.minLength(1)),
});

/** An aura of an object or Orb in play (§11.1): local = its controller, foreign = the opponent. */
export const auraSchema = v.strictObject({
  scope: v.picklist(['local', 'global', 'foreign']),
  ap: v.optional(v.pipe(v.number(), v.integer())),
  armor: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Only Orbs of this Orb type. */
  orbType: v.optional(v.string()),
});

export const abilitySchema = v.pipe(
  v.strictObject({
    /** Energy cost in cost notation ('1R', '' for none). */
    cost: v.union([v.literal(''), cost]),
    /** Exhausting the card is part of the cost (Orbs: must be unexhausted). */
    exhaust: v.optional(v.boolean()),
    /** The card is destroyed as part of the cost. */
    sacrifice: v.optional(v.boolean()),
    /** Usable once per turn. */
    oncePerTurn: v.optional(v.boolean()),
    target: v.optional(targetKindSchema),
    effects: v.pipe(v.array(effectSchema), v.minLength(1)),
  }),
  // Games must end: every ability is limited by exhausting, once per turn or sacrifice,
  // or it costs energy (which is finite each turn).
  v.check(
    (a) => !!(a.exhaust || a.sacrifice || a.oncePerTurn || a.cost !== ''),
    'an ability needs a limit or a cost',
  ),
);

/** Play conditions (§11.3). */
export const playConditionSchema = v.strictObject({
  /** You have played at least this many other cards this turn (Gifts from Above). */
  playedThisTurn: v.optional(count),
  /** Your graveyard holds at least this many cards. */
  graveyardAtLeast: v.optional(count),
  /** You control at least this many Orbs. */
  orbsAtLeast: v.optional(count),
  /** Your HP is at most this. */
  hpAtMost: v.optional(v.pipe(v.number(), v.integer())),
});

export const cardDefSchema = v.pipe(
  v.strictObject({
    /** Stable id, kebab-case ('ember-imp'). Decks and saves name cards by it. */
    id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id')),
    /** English name (scenarios name cards by it). */
    name: v.pipe(v.string(), v.minLength(1)),
    /** Optional Czech name. */
    nameCs: v.optional(v.pipe(v.string(), v.minLength(1))),
    /** Colours; [] = generic; two or more = multicoloured. */
    colours: v.array(colourSchema),
    type: cardTypeSchema,
    /** Cost notation §1.3: '2R', '1RB', 'G', '3', '0'. */
    cost,
    orbType: v.optional(v.string()),
    ap: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    hp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    /** Tokens are not cards (§1.4): never in a deck, hand, graveyard. */
    token: v.optional(v.boolean()),
    armor: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    ambush: v.optional(v.boolean()),
    /** Phase limits (§11.3). */
    phaseLimit: v.optional(v.picklist(['notDefense', 'onlyDefense'])),
    condition: v.optional(playConditionSchema),
    /** Target chosen when the card is played (actions, or Orbs with an onPlay effect). */
    target: v.optional(targetKindSchema),
    triggers: v.optional(v.array(triggerSchema)),
    trap: v.optional(trapSchema),
    auras: v.optional(v.array(auraSchema)),
    abilities: v.optional(v.array(abilitySchema)),
    /** Flavour, optional. */
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

export function parseCardDef(def: unknown): v.InferOutput<typeof cardDefSchema> {
  return v.parse(cardDefSchema, def);
}
