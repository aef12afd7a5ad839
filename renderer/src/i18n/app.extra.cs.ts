/** Czech strings for the app-wide extras (keys as in app.extra.en.ts). */
import type { AppExtraCatalogue } from './app.extra.en';

export const appExtraCs: AppExtraCatalogue = {
  theme: {
    energy: {
      red: 'červená',
      green: 'zelená',
      blue: 'modrá',
      yellow: 'žlutá',
      black: 'černá',
      purple: 'fialová',
      generic: 'generická',
    },
    energyNamed: '{{colour}} energie',
    energyAmount: '{{amount}} × {{colour}} energie',
    textScale: 'Velikost textu',
    textScaleHint: 'Zvětší nebo zmenší veškerý text v aplikaci.',
  },
  sound: {
    heading: 'Zvuk',
    master: 'Celková hlasitost',
    effects: 'Zvukové efekty',
    music: 'Hudba',
    mute: 'Ztlumit všechny zvuky',
    unavailable: 'Zvuk není v tomto systému k dispozici.',
  },
};
