/** Czech strings of the guided first game (merged into cs.ts under `firstGame`; informal "ty"). */
export const firstGameCs = {
  offer: {
    title: 'Hraješ poprvé? Zahraj si první hru s průvodcem',
    text: 'Krátká hra proti lehkému počítači s radami vedle stolu v prvních tazích. Můžeš ji přeskočit a najdeš ji tu i později.',
    clash: 'První hra s průvodcem: Clash of Decks',
    orbs: 'První hra s průvodcem: Orbs',
    skip: 'Teď ne',
  },
  menuEntry: 'První hra s průvodcem',
  hint: {
    title: 'Co teď můžu udělat?',
    hide: 'Skrýt rady',
    clash: {
      wait: 'Počítač hraje svůj tah. Sleduj záznam hry: jeho tvorové zaútočí, až spustí útok.',
      mana_one: 'V tomto tahu máš {{count}} manu.',
      mana_few: 'V tomto tahu máš {{count}} many.',
      mana_many: 'V tomto tahu máš {{count}} many.',
      mana_other: 'V tomto tahu máš {{count}} many.',
      play_one: 'Na tvou manu stačí tato karta: {{cards}}.',
      play_few: 'Na tvou manu stačí tyto {{count}} karty: {{cards}}.',
      play_many: 'Na tvou manu stačí těchto {{count}} karet: {{cards}}.',
      play_other: 'Na tvou manu stačí těchto {{count}} karet: {{cards}}.',
      how: 'Klikni na kartu (nebo použij ←/→ a Enter) a potom na jednu ze svých dvou drah, kam ji vyvoláš.',
      nothing: 'Teď ti na žádnou kartu nestačí mana.',
      assault:
        'Až skončíš, stiskni Útok: tvoji tvorové zaútočí po svých drahách a tvůj tah skončí.',
      chooseLane:
        'Teď vyber dráhu (nebo cíl) pro kartu: klikni na ni, nebo stiskni Enter na zvýrazněné. Esc výběr zruší.',
    },
    orbs: {
      wait: 'Hraje počítač. Jeho tahy se objeví v záznamu hry.',
      // Jedna věta na radu, proč je tah dobrý (issue #30).
      defend_one:
        'Braň se: útočník ti ubere životy ({{damage}}), pokud proti němu nebrání orb — přetáhni na něj kartu {{card}}.',
      defend_few:
        'Braň se: {{count}} útočníci ti uberou životy ({{damage}}), pokud proti nim nebrání orby — přetáhni kartu {{card}} na jednoho.',
      defend_many:
        'Braň se: {{count}} útočníka ti uberou životy ({{damage}}), pokud proti nim nebrání orby — přetáhni kartu {{card}} na jednoho.',
      defend_other:
        'Braň se: {{count}} útočníků ti ubere životy ({{damage}}), pokud proti nim nebrání orby — přetáhni kartu {{card}} na jednoho.',
      play: 'Zahraj kartu {{card}}: orb ve hře tě brání a od příštího tahu útočí.',
      attack:
        'Zaútoč kartou {{card}}: soupeř přijde o životy ({{ap}}), pokud proti ní nebrání některý jeho orb.',
      convertStuck:
        'Přeměň kartu {{card}}: teď na ni nemáš, a přidá ti 1 energii v každém dalším tahu.',
      convert:
        'Přeměň kartu, kterou brzy nezahraješ: 1 energie navíc v každém tahu, jednou za tah.',
      bench:
        'Polož kartu {{card}} na lavici: zaplatíš teď a zahraješ ji později zdarma, i v obranné fázi.',
      how: 'Vyber tah v seznamu Akce (↑/↓ a Enter), nebo přetáhni kartu na stole.',
      end: 'Už nic? Stiskni E nebo tlačítko pro konec fáze.',
    },
  },
};
