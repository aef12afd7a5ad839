/**
 * Implements orbs.md 11.2 (a lasting AP bonus), 12.3 (an object that became an Orb) and the
 * once-per-turn limit of activated abilities, as the project's own OPTIONAL fields of an Orbs
 * play entry in a `scenario/1` setup (docs/puzzles.md, "Project extensions of the Orbs
 * setup"): `scenario/1` (../shared/rules/scenario-format.md) cannot state them, so about a
 * quarter of the positions of a game could not be saved as a puzzle.
 *
 * ```jsonc
 * { "card": "Velk Swarmling", "apBonus": 2 }   // +2 AP that lasts while it is in play
 * { "card": "Living Idol", "asOrb": true }      // became an Orb (its own becomeOrb AP/HP)
 * { "card": "Living Idol", "used": [0] }        // ability 0 already used this turn
 * ```
 *
 * A field left out is the rule's default (0, false, none used), so every `scenario/1` setup
 * reads as before and `../shared` scenarios never use these. Validated here with valibot (the
 * shape), then against the card (an ability that exists; `asOrb` only on an object whose
 * ability makes it an Orb), with one clear line naming the field.
 */
import * as v from 'valibot';
import { COMPILED } from './cards/pool';
import type { CardInstance } from './types';

/** The extension fields of a play entry, as a setup writes them. */
export interface OrbsPlayExtension {
  apBonus?: number;
  asOrb?: true;
  used?: number[];
}

const ExtensionSchema = v.object({
  apBonus: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be an integer'),
      v.minValue(0, 'must be 0 or more'),
      v.maxValue(1000, 'must be at most 1000'),
    ),
  ),
  asOrb: v.optional(v.literal(true, 'must be true when given')),
  used: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number('must be an ability number'),
          v.integer('must be an ability number'),
          v.minValue(0, 'must be an ability number'),
        ),
        'must be a list of ability numbers (0 = the first ability)',
      ),
      v.check((xs) => new Set(xs).size === xs.length, 'lists an ability twice'),
    ),
  ),
});

/** The AP and HP a card becomes an Orb with (its `becomeOrb` effect), or null when it has none. */
function becomeStats(def: number): [number, number] | null {
  const info = COMPILED[def]!;
  if (info.isOrb || info.becomesOrbType === null) return null;
  for (const a of info.abilities ?? [])
    for (const e of a.effects) if (e.do === 'becomeOrb') return [e.ap, e.hp];
  return null;
}

/** Read the extension fields of play entry `e` into card `c`; throws one line naming the field. */
export function readPlayExtension(
  c: CardInstance,
  e: Record<string, unknown>,
  where: string,
): void {
  const r = v.safeParse(ExtensionSchema, e);
  if (!r.success) {
    const issue = r.issues[0]!;
    throw new Error(`${where}.${v.getDotPath(issue) ?? ''}: ${issue.message}`);
  }
  const { apBonus, asOrb, used } = r.output;
  const name = COMPILED[c.def]!.def.name;
  if (asOrb) {
    const stats = becomeStats(c.def);
    if (!stats) throw new Error(`${where}.asOrb: ${name} is not an object that can become an Orb`);
    c.asOrb = stats;
  }
  if (apBonus !== undefined) c.apBonus = apBonus;
  if (used) {
    const count = COMPILED[c.def]!.abilities?.length ?? 0;
    for (const i of used)
      if (i >= count)
        throw new Error(
          `${where}.used: ${name} has ${count === 0 ? 'no abilities' : `abilities 0..${count - 1}`}, not ${i}`,
        );
    c.used = used.reduce((bits, i) => bits | (1 << i), 0);
  }
}

/**
 * The extension fields that state card `c` in play (only those that differ from the default),
 * or a reason why they cannot: an Orb made with other AP/HP than the card's own ability gives
 * (no card does that today).
 */
export function writePlayExtension(c: CardInstance): OrbsPlayExtension | string {
  const out: OrbsPlayExtension = {};
  if (c.apBonus !== 0) out.apBonus = c.apBonus;
  if (c.asOrb !== null) {
    const stats = becomeStats(c.def);
    if (!stats || stats[0] !== c.asOrb[0] || stats[1] !== c.asOrb[1])
      return `${COMPILED[c.def]!.def.name} became an Orb of ${c.asOrb[0]}/${c.asOrb[1]}, which its own ability does not give`;
    out.asOrb = true;
  }
  if (c.used !== 0) out.used = usedAbilities(c);
  return out;
}

/** The abilities card `c` has used this turn, by number (its `used` bits). */
export function usedAbilities(c: CardInstance): number[] {
  const used: number[] = [];
  for (let i = 0; i < 31; i++) if (c.used & (1 << i)) used.push(i);
  return used;
}
