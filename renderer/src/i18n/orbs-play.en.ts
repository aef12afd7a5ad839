/**
 * English strings of the Orbs play feedback (issue #30): the table's "Not enough energy" and
 * the Actions list's defend groups. Merged into en.ts under `orbsPlay`; the same keys exist in
 * orbs-play.cs.ts.
 */
export const orbsPlayEn = {
  notEnoughEnergy: 'Not enough energy',
  /** The heading over the defend rows that answer one attacker. */
  defendGroup: 'Defend against {{card}}:',
  /** A defend row under its heading. */
  defendWith: 'with {{card}}',
  /** The viewer's own graveyard (not "Graveyard of You", issue #35). */
  graveyardYours: 'Your graveyard',
};
