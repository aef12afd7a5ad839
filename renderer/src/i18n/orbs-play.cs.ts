/** Czech strings of the Orbs play feedback (see orbs-play.en.ts; merged under `orbsPlay`). */
export const orbsPlayCs = {
  notEnoughEnergy: 'Nemáš dost energie',
  defendGroup: 'Bránit proti kartě {{card}}:',
  defendWith: 'kartou {{card}}',
  /** The viewer's own graveyard ("Hřbitov: Ty" read oddly, issue #35). */
  graveyardYours: 'Tvůj hřbitov',
};
