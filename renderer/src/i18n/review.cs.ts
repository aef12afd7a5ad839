/** Czech strings of the game review and hints (same keys as review.en.ts; informal "ty"). */
export const reviewCs = {
  open: 'Rozbor',
  openHint: 'Počítač rozebere každé rozhodnutí hry.',
  title: 'Rozbor hry',
  start: 'Rozebrat',
  mode: 'Rozbor',
  modeFull: 'Celý stav',
  modeFair: 'Férový (jen vlastní pohled)',
  whose: 'Rozhodnutí',
  both: 'Oba hráči',
  progress: 'Rozebírám: {{done}} z {{total}} pozic',
  cancel: 'Zrušit',
  cancelled: 'Rozbor zrušen.',
  busy: 'Ještě pracuji na předchozích požadavcích: zkus to za chvíli znovu.',
  failed: 'Rozbor selhal: {{message}}',
  fullNote: 'Rozbor s celým stavem: hra skončila, takže rozbor znal všechny karty, i ty skryté.',
  fairNote: 'Férový rozbor: každé rozhodnutí jen z toho, co hráč viděl (skryté karty odhadnuté).',
  graph: 'Šance na výhru ({{player}}) během hry',
  graph_you: 'Tvoje šance na výhru během hry',
  graphHelp: 'Klikni do grafu a záznam skočí na ten okamžik.',
  graphPoint: 'Krok {{step}}: {{percent}} %',
  marks: 'Rozhodnutí',
  jump: 'Ukázat',
  mark: {
    best: 'Nejlepší',
    good: 'Dobrý',
    inaccuracy: 'Nepřesnost',
    mistake: 'Chyba',
    blunder: 'Hrubá chyba',
  },
  turn: 'Tah {{turn}}',
  played: 'Zahráno: {{move}}',
  preferred: 'Lépe: {{move}}',
  chances: '{{before}} % → {{after}} %',
  summary: 'Shrnutí',
  accuracy: '{{player}}: přesnost {{value}} %',
  accuracy_you: 'Tvoje přesnost: {{value}} %',
  swings: 'Největší zvraty',
  swing: 'Krok {{step}}, {{player}}: {{delta}} bodů',
  thresholds:
    'Značky podle poklesu šance na výhru: dobrý pod 5 bodů, nepřesnost 5–10, chyba 10–20, hrubá chyba 20 a víc.',
  iterations: '{{iterations}} iterací hledání na rozhodnutí, {{seconds}} s.',
  explain: {
    numbers: 'Šance na výhru {{before}} % → {{after}} % (−{{drop}} bodů).',
    best: 'Tah, který rozbor preferuje ({{before}} %).',
    // Tvary bez rodu (hráč i „ty“ může být kdokoli): „Byl tu vítězný tah“, ne „Měl jsi“.
    missedWin: '{{player}}: byl tu vítězný tah {{move}}.',
    missedWin_you: 'Byl tu vítězný tah: {{move}}.',
    fortExposed_one:
      'Pevnosti (hráč {{player}}) tím zůstal {{count}} život proti {{threat}} zranění, které může soupeř způsobit příští tah.',
    fortExposed_few:
      'Pevnosti (hráč {{player}}) tím zůstaly {{count}} životy proti {{threat}} zranění, které může soupeř způsobit příští tah.',
    fortExposed_many:
      'Pevnosti (hráč {{player}}) tím zůstalo {{count}} života proti {{threat}} zranění, které může soupeř způsobit příští tah.',
    fortExposed_other:
      'Pevnosti (hráč {{player}}) tím zůstalo {{count}} životů proti {{threat}} zranění, které může soupeř způsobit příští tah.',
    fortExposed_you_one:
      'Tvé pevnosti tím zůstal {{count}} život proti {{threat}} zranění, které může soupeř způsobit příští tah.',
    fortExposed_you_few:
      'Tvé pevnosti tím zůstaly {{count}} životy proti {{threat}} zranění, které může soupeř způsobit příští tah.',
    fortExposed_you_many:
      'Tvé pevnosti tím zůstalo {{count}} života proti {{threat}} zranění, které může soupeř způsobit příští tah.',
    fortExposed_you_other:
      'Tvé pevnosti tím zůstalo {{count}} životů proti {{threat}} zranění, které může soupeř způsobit příští tah.',
    wastedEnergy:
      '{{player}}: fáze skončila s nevyužitou energií ({{energy}}) a kartou, kterou šlo ještě zahrát.',
    wastedEnergy_you:
      'Fáze skončila s nevyužitou energií ({{energy}}) a kartou, kterou šlo ještě zahrát.',
  },
  move: {
    assault: 'Útok',
    pick: 'Vzít kartu {{card}}',
    play: 'Zahrát kartu {{card}} do {{lane}}',
    cast: 'Seslat kartu {{card}} na kartu {{target}}',
    castAny: 'Seslat kartu {{card}}',
    convert: 'Přeměnit kartu {{card}} na energii',
    bench: 'Dát kartu {{card}} na lavici',
    playCard: 'Zahrát kartu {{card}}',
    playOn: 'Zahrát kartu {{card}} → {{target}}',
    attack: 'Zaútočit kartou {{card}}',
    defend: 'Bránit kartou {{card}} proti kartě {{target}}',
    activate: 'Použít schopnost karty {{card}}',
    activateOn: 'Použít schopnost karty {{card}} → {{target}}',
    end: 'Ukončit fázi',
    player: 'hráč {{n}}',
    lane: { upper: 'horní dráhy', lower: 'dolní dráhy' },
  },
  hint: {
    button: 'Nápověda',
    title: 'Ukáže tah, který by tu zahrál počítač (klávesa H)',
    thinking: 'Přemýšlím…',
    says: 'Nápověda: {{move}}',
    busy: 'Nápověda se ještě počítá: zkus to za chvíli znovu.',
    failed: 'Nápověda není: {{message}}',
    used_one: '{{count}} použitá nápověda',
    used_few: '{{count}} použité nápovědy',
    used_many: '{{count}} použité nápovědy',
    used_other: '{{count}} použitých nápověd',
  },
  history: {
    hints: 'Nápovědy',
  },
};
