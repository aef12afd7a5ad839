/** Theme API for every screen: energy palette + symbols, text scaling, CSS variables (theme.css). */
export {
  ENERGY_STYLES,
  ENERGY_ORDER,
  colourOfLetter,
  isEnergyColour,
  contrastRatio,
  energyCssVariables,
  phaserEnergyStyle,
  hexToNumber,
  type PhaserEnergyStyle,
  type EnergyColour,
  type EnergyColourStyle,
} from './orbs-colours';
export { energyLabel, energyColourName } from './energy-label';
export { parseCost, type CostPart } from './cost';
export {
  setTextScale,
  getTextScale,
  restoreTextScale,
  savedTextScale,
  clampTextScale,
  TEXT_SCALE_MIN,
  TEXT_SCALE_MAX,
  TEXT_SCALE_DEFAULT,
  TEXT_SCALE_STEPS,
} from './text-scale';
export { readCost, type CostPips } from './cost';
export { ENERGY_LOOKS, energyLook, frameOf, MULTI_LOOK, type EnergyLook } from './energy-look';
