/** České texty k issue #35 (body 1 a 4); klíče jako v play-actions.en.ts. */
export const playActionsCs = {
  takeBack: 'Vzít zpět',
  takeBackTitle: 'Vzít zpět poslední tah v tomto kole (klávesa U)',
  takeBackNone: 'Není co vzít zpět: byla lízána nebo odhalena karta, nebo začalo nové kolo',
  takeBackFailed: 'Tah nejde vzít zpět: {{message}}',
  menu: 'Nabídka',
  menuLabel: 'Nabídka hry',
  menuLeave: 'Opustit hru…',
  concede: 'Vzdát se',
  concedeTitle: 'Vzdát tuto hru?',
  concedeText: 'Hra skončí prohrou pro: {{player}}. Zapíše se do historie zápasů a záznamů.',
  concedeTextYou: 'Hra skončí tvou prohrou. Zapíše se do historie zápasů a záznamů.',
  concedeConfirm: 'Vzdát se',
  concedeCancel: 'Hrát dál',
  concedeFailed: 'Hru nejde vzdát: {{message}}',
  leave: {
    title: 'Opustit hru?',
    text: 'Nechte si ji na později: počká v hlavní nabídce pod „Pokračovat ve hře“. Nebo se vzdejte: hra skončí prohrou pro: {{player}}.',
    // Hráči proti počítači tykáme jako všude ve hře (vykání zůstává dvěma hráčům u obrazovky).
    textYou:
      'Nech si ji na později: počká v hlavní nabídce pod „Pokračovat ve hře“. Nebo se vzdej: hra skončí tvou prohrou.',
    keep: 'Nechat na později',
    concede: 'Vzdát se',
    stay: 'Zůstat',
  },
  resume: {
    more_one: 'Ukázat {{count}} další hru',
    more_few: 'Ukázat {{count}} další hry',
    more_many: 'Ukázat {{count}} dalších her',
    more_other: 'Ukázat {{count}} dalších her',
    fewer: 'Ukázat méně',
  },
  reason: {
    conceded: '{{loser}} se vzdává.',
    // Tykání jako všude ve hře; přítomný čas nezávisí na rodu.
    conceded_lost: 'Vzdáváš se.',
    conceded_won: '{{loser}} se vzdává.',
    short: 'vzdáno',
  },
  settings: {
    label: 'Braní tahů zpět',
    all: 'Ve všech hrách',
    computer: 'Proti počítači',
    off: 'Nikdy',
    help: 'Vezmi zpět své tahy v tomto kole, až k poslední lízané nebo odhalené kartě. Ve hře dvou hráčů u jedné obrazovky je vypnuto, pokud nezvolíš „Ve všech hrách“: druhý hráč je za oponou a nelze se ho zeptat.',
  },
};
