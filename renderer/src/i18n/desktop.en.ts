/**
 * English strings of the desktop work of issue #33: deck files (save, open, drop), the
 * apology after a crashed or hung window, and the keyboard shortcuts screen (Help menu).
 * Merged into en.ts under `desktop`; the same keys are in desktop.cs.ts.
 */
export const desktopEn = {
  deckFile: {
    heading: 'Import a deck',
    placeholder: 'Paste a deck code or a list, one card a line (4 Ember Imp)',
    saveFile: 'Save deck file',
    openFile: 'Open deck file',
    savedFile: 'Saved the deck file “{{file}}”.',
    tooLarge: '“{{file}}” is too large to be a deck file.',
    unreadable: '“{{file}}” could not be read.',
    fromFile: '“{{file}}”: {{problem}}',
    dropHint: 'Drop a deck file here to open it in the deck builder',
    lineProblem: 'Line {{line}}: {{problem}}',
    errors: {
      empty: 'There are no cards and no deck code in it.',
      'too-long': 'It is too long for a deck.',
      'bad-line': 'Line {{line}} is not a count and a card name (like “4 Ember Imp”).',
      'unknown-card': 'Line {{line}}: there is no card “{{card}}”.',
      'count-out-of-range': 'Line {{line}}: {{count}} copies of {{card}}; a deck may have 1 to 4.',
      'code-mismatch': 'Line {{line}}: the deck code names other cards than the list.',
      'two-codes': 'Line {{line}}: a second deck code.',
    },
  },
  recovery: {
    crashed: 'Sorry — the Cardhall window crashed and has been reopened.',
    hung: 'Sorry — the Cardhall window stopped responding and has been reopened.',
    nothingLost: 'Nothing is lost: every move is saved.',
    resume: 'Resume the last game',
    dismiss: 'Close',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    everywhere: 'Everywhere',
    tables: 'At the tables',
    keys: {
      tab: 'Move between buttons and fields',
      press: 'Press the focused button',
      fullscreen: 'Full screen on or off (desktop app)',
      copyPaste: 'Copy and paste in text fields (right-click works too)',
      arrows: 'Move between cards, then between targets or lanes',
      choose: 'Choose the card, target or lane',
      cancel: 'Cancel a choice, close a list',
      hint: 'Ask for a hint',
      end: 'End the phase',
      assault: 'Assault',
    },
  },
};
