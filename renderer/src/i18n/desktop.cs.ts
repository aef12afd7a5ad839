/** Czech strings of the desktop work of issue #33 (the same keys as desktop.en.ts). */
export const desktopCs = {
  deckFile: {
    heading: 'Importovat balíček',
    placeholder: 'Vložte kód balíčku nebo seznam, jedna karta na řádek (4 Žhavý skřet)',
    saveFile: 'Uložit soubor balíčku',
    openFile: 'Otevřít soubor balíčku',
    savedFile: 'Soubor balíčku „{{file}}“ je uložen.',
    tooLarge: '„{{file}}“ je na soubor balíčku příliš velký.',
    unreadable: '„{{file}}“ nelze přečíst.',
    fromFile: '„{{file}}“: {{problem}}',
    dropHint: 'Přetáhněte sem soubor balíčku a otevře se v editoru balíčků',
    lineProblem: 'Řádek {{line}}: {{problem}}',
    errors: {
      empty: 'Nejsou v něm žádné karty ani kód balíčku.',
      'too-long': 'Na balíček je příliš dlouhý.',
      'bad-line': 'Řádek {{line}} není počet a jméno karty (třeba „4 Žhavý skřet“).',
      'unknown-card': 'Řádek {{line}}: karta „{{card}}“ neexistuje.',
      'count-out-of-range':
        'Řádek {{line}}: {{count}}× {{card}}; balíček smí mít jednu až čtyři kopie karty.',
      'code-mismatch': 'Řádek {{line}}: kód balíčku uvádí jiné karty než seznam.',
      'two-codes': 'Řádek {{line}}: druhý kód balíčku.',
    },
  },
  recovery: {
    crashed: 'Omlouváme se — okno Cardhallu spadlo a bylo znovu otevřeno.',
    hung: 'Omlouváme se — okno Cardhallu přestalo reagovat a bylo znovu otevřeno.',
    nothingLost: 'Nic se neztratilo: každý tah je uložen.',
    resume: 'Pokračovat v poslední hře',
    dismiss: 'Zavřít',
  },
  shortcuts: {
    title: 'Klávesové zkratky',
    everywhere: 'Všude',
    tables: 'U stolů',
    keys: {
      tab: 'Přechod mezi tlačítky a poli',
      press: 'Stisknutí vybraného tlačítka',
      fullscreen: 'Celá obrazovka zapnout a vypnout (aplikace)',
      copyPaste: 'Kopírovat a vložit v textových polích (funguje i pravé tlačítko)',
      arrows: 'Přechod mezi kartami, pak mezi cíli nebo dráhami',
      choose: 'Výběr karty, cíle nebo dráhy',
      cancel: 'Zrušení volby, zavření seznamu',
      hint: 'Požádat o radu',
      end: 'Ukončit fázi',
      assault: 'Útok',
    },
  },
};
