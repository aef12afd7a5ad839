/** Czech strings of the review's layout in the replay viewer (issue #35 item 3), as `reviewLayout`. */
export const reviewLayoutCs = {
  yAxis: 'Šance na výhru: {{player}}',
  yAxis_you: 'Tvoje šance na výhru',
  xAxis: 'Tah',
  xAxisSteps: 'Krok',
  fine_one: '{{player}}: ještě {{count}} rozhodnutí bylo v pořádku (nejlepší tah nebo do 5 bodů).',
  fine_few: '{{player}}: ještě {{count}} rozhodnutí byla v pořádku (nejlepší tah nebo do 5 bodů).',
  fine_many: '{{player}}: ještě {{count}} rozhodnutí bylo v pořádku (nejlepší tah nebo do 5 bodů).',
  fine_other:
    '{{player}}: ještě {{count}} rozhodnutí bylo v pořádku (nejlepší tah nebo do 5 bodů).',
  fine_you_one: 'Další {{count}} tvé rozhodnutí bylo v pořádku (nejlepší tah nebo do 5 bodů).',
  fine_you_few: 'Další {{count}} tvá rozhodnutí byla v pořádku (nejlepší tah nebo do 5 bodů).',
  fine_you_many: 'Dalších {{count}} tvých rozhodnutí bylo v pořádku (nejlepší tah nebo do 5 bodů).',
  fine_you_other:
    'Dalších {{count}} tvých rozhodnutí bylo v pořádku (nejlepší tah nebo do 5 bodů).',
  noneFlagged: 'Žádná nepřesnost, chyba ani hrubá chyba.',
  forced_one: '{{count}} krok měl jediný povolený tah nebo patřil druhému hráči a není uveden.',
  forced_few:
    '{{count}} kroky měly jediný povolený tah nebo patřily druhému hráči a nejsou uvedeny.',
  forced_many:
    '{{count}} kroku mělo jediný povolený tah nebo patřilo druhému hráči a nejsou uvedeny.',
  forced_other:
    '{{count}} kroků mělo jediný povolený tah nebo patřilo druhému hráči a nejsou uvedeny.',
  draftRevealed: 'Odkryto v tomto kole',
  draftPile: 'Karty hráče {{player}}',
  draftPileYou: 'Tvoje karty',
  takenBy: 'vzal(a) {{player}}',
  draftHidden_one: 'Ještě {{count}} skrytá karta',
  draftHidden_few: 'Ještě {{count}} skryté karty',
  draftHidden_many: 'Ještě {{count}} skryté karty',
  draftHidden_other: 'Ještě {{count}} skrytých karet',
};
