/**
 * Spoken/visible names of energy colours ("red energy", "2 × generic energy"), read straight
 * from the app.extra catalogues so the symbol works even before i18next is set up (Phaser,
 * tests). No string concatenation across languages: the pattern comes from the catalogue.
 */
import type { EnergyColour } from './orbs-colours';
import { appExtraEn } from '../i18n/app.extra.en';
import { appExtraCs } from '../i18n/app.extra.cs';

export type ThemeLanguage = 'en' | 'cs';

const CATALOGUES = { en: appExtraEn, cs: appExtraCs } as const;

export function energyColourName(colour: EnergyColour, lang: ThemeLanguage): string {
  return CATALOGUES[lang].theme.energy[colour];
}

export function energyLabel(
  colour: EnergyColour,
  lang: ThemeLanguage,
  amount: number | null = null,
): string {
  const theme = CATALOGUES[lang].theme;
  const name = theme.energy[colour];
  const pattern = amount === null ? theme.energyNamed : theme.energyAmount;
  return pattern.replace('{{colour}}', name).replace('{{amount}}', String(amount));
}
