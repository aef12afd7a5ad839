/**
 * Czech strings of the deck lab (issue #31 item 3), the same keys as deck-lab.en.ts. Plurals:
 * _one (1), _few (2–4), _many (fractions), _other (0, 5+).
 */
export const deckLabCs = {
  open: 'Vyzkoušet balíček',
  openTitle: 'Zahrát tento balíček proti každému hotovému balíčku, za obě strany hraje počítač',
  needsSave: 'Balíček nejdřív ulož, pak ho půjde vyzkoušet.',
  needsLegal: 'Vyzkoušet lze jen platný balíček.',
  title: 'Vyzkoušet balíček',
  intro:
    'Počítač hraje balíčkem „{{deck}}“ proti každému hotovému balíčku, obě strany na zvolené úrovni. Tvůj balíček začíná v každé druhé hře.',
  level: 'Úroveň počítače',
  games: 'Her proti každému balíčku',
  start: 'Spustit',
  progress: 'Odehráno {{done}} z {{total}} her',
  progressLabel: 'Průběh zkoušky balíčku',
  running: 'Zkouší se… {{done}} z {{total}} her',
  cancel: 'Zrušit',
  cancelled: 'Zkouška byla zrušena. Nic se neuložilo.',
  failed: 'Zkouška se zastavila: {{message}}',
  busy: 'V tomto okně už jedna zkouška balíčku běží.',
  close: 'Zavřít',
  chartTitle: 'Podíl výher proti každému hotovému balíčku',
  chartLabel: 'Podíl výher balíčku „{{deck}}“ proti každému hotovému balíčku',
  row: '{{opponent}}: {{rate}} %, 95% meze {{low}}–{{high}} %; výhry {{wins}}, prohry {{losses}}, remízy {{draws}}',
  record: 'výhry {{wins}} · prohry {{losses}} · remízy {{draws}}',
  average: 'Průměr {{rate}} %',
  how_one: '{{level}}, {{count}} hra proti každému balíčku',
  how_few: '{{level}}, {{count}} hry proti každému balíčku',
  how_many: '{{level}}, {{count}} hry proti každému balíčku',
  how_other: '{{level}}, {{count}} her proti každému balíčku',
  intervalNote:
    'Sloupec je podíl výher (remíza se počítá napůl). Tenká čára ukazuje 95% meze spolehlivosti: skutečný podíl na ní leží velmi pravděpodobně. Při malém počtu her je široká, takže dva balíčky, jejichž čáry se překrývají, se mohou lišit jen náhodou.',
  fifty: '50 %',
  stale: 'Balíček se od této zkoušky změnil: čísla patří k jeho staršímu složení.',
  last: 'Poslední zkouška: průměr {{rate}} % ({{how}})',
  lastStale: 'Poslední zkouška (balíček se mezitím změnil): průměr {{rate}} %',
  none: 'Zatím nevyzkoušeno.',
  estimate:
    'Odhadovaný čas: {{total}} ({{each}} na jednu hru na této úrovni, hraje se jedna hra po druhé).',
  estimateLong:
    'Dlouhá zkouška: zvol méně her nebo lehčí úroveň, nebo ji nech běžet. Tlačítko Zavřít ji nezastaví, odchod ze stavitele balíčků ano.',
  duration: {
    underSecond: 'méně než sekunda',
    seconds_one: 'asi {{count}} sekunda',
    seconds_few: 'asi {{count}} sekundy',
    seconds_many: 'asi {{count}} sekundy',
    seconds_other: 'asi {{count}} sekund',
    minutes_one: 'asi {{count}} minuta',
    minutes_few: 'asi {{count}} minuty',
    minutes_many: 'asi {{count}} minuty',
    minutes_other: 'asi {{count}} minut',
    hours_one: 'asi {{count}} hodina',
    hours_few: 'asi {{count}} hodiny',
    hours_many: 'asi {{count}} hodiny',
    hours_other: 'asi {{count}} hodin',
  },
};
