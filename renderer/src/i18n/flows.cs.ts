/**
 * Czech strings added by the flows work of issue #16 (items 3 and 6), informal "ty" like the
 * games. Merged into cs.ts under `flows`; the same keys are in flows.en.ts.
 */
export const flowsCs = {
  deckCode: {
    importedNamed_one: 'Importováno „{{name}}“: {{count}} karta.',
    importedNamed_few: 'Importováno „{{name}}“: {{count}} karty.',
    importedNamed_many: 'Importováno „{{name}}“: {{count}} karty.',
    importedNamed_other: 'Importováno „{{name}}“: {{count}} karet.',
  },
  rows: {
    deck: {
      draft: 'Draftované karty',
      savedDraft: 'Uložený draft „{{name}}“',
      savedDraftUnnamed: 'Uložený draft',
      custom: 'Vlastní balíček',
    },
    versus: '{{a}} × {{b}}',
    endedTurn: 'skončila v {{turn}}. tahu',
  },
  review: {
    title: 'Tvoje draftované karty',
    titleOf: 'Draftované karty: {{player}}',
    intro: 'Těchto 8 karet je tvoje ruka pro bitvu. Prohlédni si je, než začne.',
    cardsLabel: 'Tvých 8 karet',
    start: 'Začít bitvu',
    next: 'Hotovo, teď {{player}}',
  },
};
