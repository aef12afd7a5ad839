/** Czech strings of the Orbs play feedback (see orbs-play.en.ts; merged under `orbsPlay`). */
export const orbsPlayCs = {
  notEnoughEnergy: 'Nemáš dost energie',
  defendGroup: 'Bránit proti kartě {{card}}:',
  defendWith: 'kartou {{card}}',
};
