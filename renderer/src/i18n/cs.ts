/**
 * Czech UI strings. Plurals use i18next's Intl.PluralRules suffixes for `cs`:
 * _one (1), _few (2–4), _many (fractions), _other (0, 5+).
 */
import { clashCs } from './clash.cs';
import { savesCs } from './saves.cs';
import { orbsCs } from './orbs.cs';
import { rulesCs } from './rules.cs';
import { appExtraCs } from './app.extra.cs';
import { endCs } from './end.cs';
import { firstGameCs } from './first-game.cs';
import { reviewCs } from './review.cs';
import { tableCs } from './table.cs';
import { orbsPlayCs } from './orbs-play.cs';
import { flowsCs } from './flows.cs';
import { desktopCs } from './desktop.cs';
import { clashTableCs } from './clash-table.cs';
import { reviewLayoutCs } from './review-layout.cs';
import { historyLayoutCs } from './history-layout.cs';
import { playActionsCs } from './play-actions.cs';
import { savesSafetyCs } from './saves-safety.cs';
import { puzzlesCs } from './puzzles.cs';
import { gauntletCs } from './gauntlet.cs';
import { deckLabCs } from './deck-lab.cs';

export const cs = {
  saves: savesCs,
  review: reviewCs,
  orbs: orbsCs,
  ...rulesCs,
  ...appExtraCs,
  ...endCs,
  firstGame: firstGameCs,
  tableUi: tableCs,
  orbsPlay: orbsPlayCs,
  flows: flowsCs,
  desktop: desktopCs,
  clashTable: clashTableCs,
  reviewLayout: reviewLayoutCs,
  historyLayout: historyLayoutCs,
  playActions: playActionsCs,
  savesSafety: savesSafetyCs,
  puzzles: puzzlesCs,
  gauntlet: gauntletCs,
  deckLab: deckLabCs,
  app: {
    title: 'Cardhall',
    tagline: 'Dvě karetní hry. Jeden stůl.',
  },
  menu: {
    heading: 'Vyber hru',
    label: 'Hlavní nabídka',
    settings: 'Nastavení',
    about: 'O aplikaci',
    engineReady: 'Připraveno ke hře',
    engineMissing: 'Pravidla se připravují',
    enginesReady_one: '{{count}} hra připravena ke hře',
    enginesReady_few: '{{count}} hry připraveny ke hře',
    enginesReady_many: '{{count}} hry připraveno ke hře',
    enginesReady_other: '{{count}} her připraveno ke hře',
    openTable: 'Otevřít stůl hry {{game}}',
  },
  games: {
    orbs: { name: 'Orbs', blurb: 'Sběratelský karetní souboj poháněný energetickými koulemi.' },
    clash: {
      name: 'Clash of Decks',
      blurb: 'Sestav si balíček draftem a pak bojuj v drahách.',
    },
  },
  common: {
    back: 'Zpět do nabídky',
    loading: 'Načítání…',
    cancel: 'Zrušit',
  },
  settings: {
    title: 'Nastavení',
    language: 'Jazyk',
    languageHint: 'Při prvním spuštění se aplikace řídí jazykem systému.',
    reduceMotion: 'Omezit animace',
    reduceMotionHint: 'Kratší a klidnější animace.',
    fullscreen: 'Celá obrazovka',
    fullscreenHint: 'Aplikace vyplní celou obrazovku. Přepíná ji i F11 nebo Escape.',
    animationSpeed: 'Rychlost animací',
    animationSpeedHint: 'Jak rychle se karty pohybují po herním stole.',
    speeds: { slow: 'Pomalá', normal: 'Normální', fast: 'Rychlá', instant: 'Okamžitá' },
  },
  language: {
    en: 'English',
    cs: 'Čeština',
  },
  about: {
    title: 'O aplikaci Cardhall',
    description:
      'Offline aplikace pro dvě karetní hry. Vše běží na tomto počítači; nic se nikam neodesílá.',
    version: 'Verze {{version}}',
    versionsHeading: 'Verze',
    electron: 'Electron',
    chrome: 'Chromium',
    browser: 'Prohlížeč (běží v něm tato stránka)',
    node: 'Node.js',
    nodeHost: 'Node.js (běží na něm hostitel)',
    platform: 'Platforma',
    shell: 'Běží jako',
    shellElectron: 'desktopová aplikace',
    shellWeb: 'verze v prohlížeči',
    notApplicable: 'nepoužito',
    creditsHeading: 'Autoři a licence',
    artCredit:
      'Obrázky karet: ikony z game-icons.net pod licencí CC BY 3.0 od autorů níže. Cardhall je kreslí do svých rámečků karet ve vlastních barvách.',
    artAuthor_one: '{{author}}: {{count}} ikona',
    artAuthor_few: '{{author}}: {{count}} ikony',
    artAuthor_many: '{{author}}: {{count}} ikony',
    artAuthor_other: '{{author}}: {{count}} ikon',
    artLicence: 'Licence: Creative Commons Uveďte původ 3.0 (creativecommons.org/licenses/by/3.0)',
    fontCredit:
      'Písma: Noto Sans a Noto Sans Symbols 2, © The Noto Project Authors, pod licencí SIL Open Font License 1.1.',
    fontLicence: 'Licence písma (celé znění)',
    uiIconsCredit: 'Ikony rozhraní: Lucide (lucide.dev), licence ISC.',
  },
  errors: {
    service: 'Herní služba neodpověděla: {{message}}',
  },
  clash: clashCs,
};
