/** English UI strings. Every key here must exist in cs.ts too (i18n.test.ts checks it). */
import { clashEn } from './clash.en';
import { savesEn } from './saves.en';
import { orbsEn } from './orbs.en';
import { rulesEn } from './rules.en';
import { appExtraEn } from './app.extra.en';
import { endEn } from './end.en';
import { firstGameEn } from './first-game.en';
import { reviewEn } from './review.en';
import { tableEn } from './table.en';
import { orbsPlayEn } from './orbs-play.en';
import { flowsEn } from './flows.en';
import { desktopEn } from './desktop.en';
import { clashTableEn } from './clash-table.en';
import { reviewLayoutEn } from './review-layout.en';
import { historyLayoutEn } from './history-layout.en';
import { playActionsEn } from './play-actions.en';
import { savesSafetyEn } from './saves-safety.en';
import { puzzlesEn } from './puzzles.en';
import { gauntletEn } from './gauntlet.en';
import { deckLabEn } from './deck-lab.en';

export const en = {
  saves: savesEn,
  review: reviewEn,
  orbs: orbsEn,
  ...rulesEn,
  ...appExtraEn,
  ...endEn,
  firstGame: firstGameEn,
  tableUi: tableEn,
  orbsPlay: orbsPlayEn,
  flows: flowsEn,
  desktop: desktopEn,
  clashTable: clashTableEn,
  reviewLayout: reviewLayoutEn,
  historyLayout: historyLayoutEn,
  playActions: playActionsEn,
  savesSafety: savesSafetyEn,
  puzzles: puzzlesEn,
  gauntlet: gauntletEn,
  deckLab: deckLabEn,
  app: {
    title: 'Cardhall',
    tagline: 'Two card games. One table.',
  },
  menu: {
    heading: 'Choose a game',
    label: 'Main menu',
    settings: 'Settings',
    about: 'About',
    engineReady: 'Ready to play',
    engineMissing: 'Rules engine coming soon',
    enginesReady_one: '{{count}} game ready to play',
    enginesReady_other: '{{count}} games ready to play',
    openTable: 'Open the {{game}} table',
  },
  games: {
    orbs: { name: 'Orbs', blurb: 'A collectible card duel powered by energy orbs.' },
    clash: { name: 'Clash of Decks', blurb: 'Draft a deck, then battle it out across the lanes.' },
  },
  common: {
    back: 'Back to menu',
    loading: 'Loading…',
    cancel: 'Cancel',
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    languageHint: 'The app follows your system language on first start.',
    reduceMotion: 'Reduce motion',
    reduceMotionHint: 'Shorter, calmer animations.',
    fullscreen: 'Fullscreen',
    fullscreenHint: 'Fill the whole screen. F11 or Escape switch it too.',
    animationSpeed: 'Animation speed',
    animationSpeedHint: 'How fast cards move on the game tables.',
    speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' },
  },
  language: {
    en: 'English',
    cs: 'Čeština',
  },
  about: {
    title: 'About Cardhall',
    description:
      'An offline app for two card games. Everything runs on this computer; nothing is sent anywhere.',
    version: 'Version {{version}}',
    versionsHeading: 'Versions',
    electron: 'Electron',
    chrome: 'Chromium',
    browser: 'Browser (runs this page)',
    node: 'Node.js',
    nodeHost: 'Node.js (runs the host)',
    platform: 'Platform',
    shell: 'Running as',
    shellElectron: 'desktop app',
    shellWeb: 'browser version',
    notApplicable: 'not used',
    creditsHeading: 'Credits and licences',
    artCredit:
      'Card art: icons from game-icons.net, licensed under CC BY 3.0, by the authors below. Cardhall draws them onto its card frames in its own colours.',
    artAuthor_one: '{{author}}: {{count}} icon',
    artAuthor_other: '{{author}}: {{count}} icons',
    artLicence: 'Licence: Creative Commons Attribution 3.0 (creativecommons.org/licenses/by/3.0)',
    fontCredit:
      'Fonts: Noto Sans and Noto Sans Symbols 2, © The Noto Project Authors, under the SIL Open Font License 1.1.',
    fontLicence: 'Font licence (full text)',
    uiIconsCredit: 'Interface icons: Lucide (lucide.dev), ISC licence.',
  },
  errors: {
    service: 'The game service did not answer: {{message}}',
  },
  clash: clashEn,
};

export type Catalogue = typeof en;
