/**
 * English strings added by the flows work of issue #16 (items 3 and 6): the deck or draft and
 * the time on saved-game rows, deck codes with a name, and the review of the drafted cards.
 * Merged into en.ts under `flows`; the same keys are in flows.cs.ts.
 */
export const flowsEn = {
  deckCode: {
    importedNamed_one: 'Imported “{{name}}”: {{count}} card.',
    importedNamed_other: 'Imported “{{name}}”: {{count}} cards.',
  },
  rows: {
    // One seat's deck or draft (main/services/row-facts.ts names it; these put it into words).
    deck: {
      draft: 'Draft',
      savedDraft: 'Saved draft “{{name}}”',
      savedDraftUnnamed: 'Saved draft',
      custom: 'Custom deck',
    },
    // Both seats' decks when they differ: "yours vs theirs" (seat 0 first in hotseat).
    versus: '{{a}} vs {{b}}',
    endedTurn: 'ended on turn {{turn}}',
  },
  review: {
    title: 'Your drafted cards',
    titleOf: 'Drafted cards of {{player}}',
    intro: 'These 8 cards are your hand for the battle. Look them over before it starts.',
    cardsLabel: 'Your 8 cards',
    start: 'Start battle',
    next: 'Done, now {{player}}',
  },
};
