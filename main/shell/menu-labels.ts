/**
 * The words of the native menus (application menu, text-field context menu) in both languages.
 * They live in main because Electron builds the menus there; the language is the saved
 * setting's (`language` in settings.json), else the system's, else English.
 */
export type MenuLanguage = 'en' | 'cs';

export const MENU_LABELS = {
  en: {
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    help: 'Help',
    quit: 'Quit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    fullscreen: 'Full Screen',
    menuBar: 'Show Menu Bar',
    minimize: 'Minimize',
    close: 'Close',
    rules: 'Rules',
    shortcuts: 'Keyboard Shortcuts',
    savesFolder: 'Open Saves Folder',
    logsFolder: 'Open Logs Folder',
    about: 'About Cardhall',
    failedTitle: 'Cardhall keeps failing',
    failedText:
      'The window crashed several times in a row. Your games are saved. Please restart Cardhall; if this happens again, send the files in the logs folder (Help → Open Logs Folder).',
  },
  cs: {
    file: 'Soubor',
    edit: 'Úpravy',
    view: 'Zobrazení',
    window: 'Okno',
    help: 'Nápověda',
    quit: 'Ukončit',
    undo: 'Zpět',
    redo: 'Znovu',
    cut: 'Vyjmout',
    copy: 'Kopírovat',
    paste: 'Vložit',
    selectAll: 'Vybrat vše',
    fullscreen: 'Celá obrazovka',
    menuBar: 'Zobrazit lištu nabídek',
    minimize: 'Minimalizovat',
    close: 'Zavřít',
    rules: 'Pravidla',
    shortcuts: 'Klávesové zkratky',
    savesFolder: 'Otevřít složku s uloženými hrami',
    logsFolder: 'Otevřít složku s protokoly',
    about: 'O aplikaci Cardhall',
    failedTitle: 'Cardhall opakovaně selhává',
    failedText:
      'Okno několikrát po sobě spadlo. Vaše hry jsou uložené. Spusťte prosím Cardhall znovu; pokud se to bude opakovat, pošlete nám soubory ze složky s protokoly (Nápověda → Otevřít složku s protokoly).',
  },
} as const satisfies Record<MenuLanguage, Record<string, string>>;

export type MenuLabels = (typeof MENU_LABELS)[MenuLanguage];

/** The saved language if it is one we have, else the system locale's, else English. */
export function menuLanguage(saved: string | null | undefined, systemLocale: string): MenuLanguage {
  for (const tag of [saved, systemLocale]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'cs') return base;
  }
  return 'en';
}
