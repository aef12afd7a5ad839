/** English UI strings. Every key here must exist in cs.ts too (i18n.test.ts checks it). */
import { clashEn } from './clash.en';
import { savesEn } from './saves.en';
import { orbsEn } from './orbs.en';
import { rulesEn } from './rules.en';
import { appExtraEn } from './app.extra.en';
import { firstGameEn } from './first-game.en';

export const en = {
  saves: savesEn,
  orbs: orbsEn,
  ...rulesEn, ...appExtraEn,
  firstGame: firstGameEn,
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
    description: 'An offline app for two card games. Everything runs on this computer; nothing is sent anywhere.',
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
  },
  table: {
    ready: 'Table ready',
    loading: 'Setting up the table…',
    canvasLabel: 'Game table for {{game}}',
  },
  errors: {
    service: 'The game service did not answer: {{message}}',
  },
  clash: clashEn,
};

export type Catalogue = typeof en;
