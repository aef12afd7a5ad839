/**
 * Czech rules reference and first-game guides (same keys as rules.en.ts; typed by it).
 * Clash terms follow the Czech seed text (bašta/pevnost, most, dráha, bytost, zaklínadlo,
 * mana); Clash keyword names come from main/games/clash/cards/text.ts. Card names are the Czech
 * ones (main/games/orbs|clash/cards). Informal address ("ty") throughout, as games use.
 * Orbs terms: orb, obranná fáze, hlavní fáze, lavice, past, žeton, objekt, akce, přeměna,
 * kapacita, generická energie, vyčerpaný, Brnění, Přepad, místní/cizí/globální.
 */
import type { RulesCatalogue } from './rules.en';

export const rulesCs: RulesCatalogue = {
  rules: {
    menuEntry: 'Pravidla',
    menuEntryLabel: 'Pravidla a návody na první hru',
    ui: {
      title: 'Pravidla',
      gameChoice: 'Hra',
      viewChoice: 'Zobrazit',
      reference: 'Přehled pravidel',
      guide: 'První hra',
      contents: 'Obsah',
      close: 'Zavřít',
      closeLabel: 'Zavřít pravidla',
      toContents: 'Zpět na obsah',
      languageChoice: 'Jazyk',
      dialogLabel: 'Pravidla hry {{game}}',
      english: 'Anglicky',
      czech: 'Česky',
      effect: 'Co dělá',
      term: 'Pojem',
      meaning: 'Význam',
      symbol: 'Symbol',
      colour: 'Barva',
      letter: 'Písmeno v ceně',
      identity: 'Zaměření',
      step: 'Krok {{n}}',
    },
    orbs: {
      title: 'Orbs — přehled pravidel',
      intro:
        'Orbs je souboj dvou hráčů. Vyvoláváš bytosti zvané **orby**, poháníš je energií získanou z vlastních karet a útočíš, dokud soupeři nedojdou životy.',
      sections: {
        goal: {
          title: 'Jak vyhrát',
          blocks: {
            p1: 'Každý hráč začíná s **18 životy (HP)**. Vyhraješ, když soupeřovy životy klesnou **pod 0** — s přesně 0 životy soupeř ve hře zůstává.',
            p2: 'Prohrává také hráč, který si má líznout kartu z prázdného balíčku. Pokud oba hráči prohrají ve stejnou chvíli, hra končí remízou.',
          },
        },
        setup: {
          title: 'Příprava',
          blocks: {
            p1: 'Každý hráč hraje s balíčkem alespoň 50 karet, v němž není víc než 4 kopie žádné karty. Aplikace obsahuje hotové balíčky.',
            p2: 'Začínající hráč se určí náhodně. Oba hráči zamíchají a líznou si 7 karet. Začínající hráč ve svém úplně prvním tahu nelíže, takže první tahy začínají se 7 a 8 kartami v ruce. Úvodní ruku nelze vyměnit za novou.',
          },
        },
        cards: {
          title: 'Karty',
          blocks: {
            p1: 'Každá karta má jméno, barvu, typ, cenu v energii a text. Orb má navíc svůj druh (skřet, rytíř, zvíře, ghúl, velk, …), **body útoku (AP)** a **body zdraví (HP)**.',
            list1: {
              colours:
                '**Barvy:** červená, zelená, modrá, žlutá, černá a fialová; dále generické (šedé) karty a vícebarevné karty (dvě barvy a více).',
              orb: '**Orb** — bytost, která za tebe bojuje.',
              object: '**Objekt** — zůstává ve hře a mění hru, dokud tam je.',
              action: '**Akce** — jednou zapůsobí a odchází na hřbitov.',
              trap: '**Past** — čeká lícem dolů na tvé lavici a spustí se sama.',
            },
            p2: 'Cena se skládá z generické a barevné energie: {2R} znamená 2 generické a 1 červenou, {1RB} znamená 1 generickou, 1 červenou a 1 černou. Písmena barev: R červená, G zelená, U modrá, Y žlutá, B černá, P fialová.',
            p3: '**Žetony** (například Pavouk a Mravenec) jsou orby vytvořené efekty. Nejsou to karty: nikdy se nedostanou do ruky, balíčku ani na hřbitov a zmizí, jakmile opustí hru.',
          },
        },
        zones: {
          title: 'Kde karty leží',
          blocks: {
            list1: {
              deck: '**Balíček** — lícem dolů, v pevném pořadí.',
              hand: '**Ruka** — skrytá před soupeřem, který vidí jen počet tvých karet.',
              bench:
                '**Lavice** — lícem dolů. Své karty na lavici vidíš; soupeř vidí jen jejich počet.',
              play: '**Ve hře** — orby a objekty na stole, viditelné pro oba hráče.',
              graveyard: '**Hřbitov** — použité a zničené karty, viditelné pro oba hráče.',
            },
          },
        },
        energy: {
          title: 'Energie',
          blocks: {
            p1: 'Na začátku nemáš žádnou energii. Pro každou barvu (i pro generickou) máš **kapacitu** a energii **dostupnou** právě teď.',
            p2: '**Přeměna:** jednou za tah, v kterékoli fázi, můžeš odhodit kartu z ruky a získat jednu energii její barvy. Kapacita té barvy vzroste o 1 a novou energii můžeš hned utratit. Generické a vícebarevné karty dávají generickou energii. Karta jde na hřbitov.',
            p3: 'Na začátku každého tvého tahu se dostupná energie doplní na kapacitu. Neutracená energie na konci tahu propadá — nehromadí se. Když každý tah přeměníš jednu kartu, jsi každým tahem o kousek silnější.',
            p4: 'Každou barevnou část ceny musíš zaplatit energií té barvy; generickou část lze zaplatit jakoukoli energií. Aplikace platí za tebe a volí takový způsob, aby ti zůstalo co nejvíc dalších karet, které si můžeš dovolit.',
            p5: 'Příklad: s 1 zelenou a 1 červenou energií zaplatíš {1G}, ale ne {GG}.',
            p6: 'Efekty, které dávají energii „do konce tahu“, zvyšují jen dostupnou energii, ne kapacitu.',
          },
        },
        turn: {
          title: 'Tvůj tah',
          blocks: {
            p1: 'Každý tah má dvě fáze: nejdřív **obrannou fázi**, potom **hlavní fázi**.',
            p2: '**Obranná fáze.** Tvoje energie se doplní a lízneš si kartu (kromě prvního tahu začínajícího hráče). Potom můžeš v libovolném pořadí:',
            list1: {
              defend: 'bránit se proti soupeřovým útočníkům;',
              convert: 'přeměnit kartu, pokud jsi to v tomto tahu ještě neudělal;',
              ability: 'používat schopnosti svých karet ve hře;',
              action: 'hrát akce z ruky (pokud to karta nezakazuje);',
              ambush: 'hrát z ruky orby s **Přepadem**;',
              bench: 'zahrát zdarma kteroukoli kartu ze své lavice.',
            },
            p3: 'V obranné fázi nesmíš hrát z ruky jiné orby ani objekty, dávat karty na lavici ani útočit. Na konci fáze ti každý útočník, proti kterému se nikdo nebránil, způsobí poškození rovné svému AP.',
            p4: '**Hlavní fáze.** Nejprve se všechny tvé vyčerpané orby znovu připraví. Potom můžeš v libovolném pořadí: hrát karty, které si můžeš dovolit, dávat karty na lavici, hrát karty z lavice, používat schopnosti, přeměnit kartu (pokud jsi to v tomto tahu ještě neudělal) a vyhlašovat útočníky.',
            p5: 'Až budeš hotov, stiskni **Ukončit tah →**. Soupeřův tah začíná jeho Obrannou fází.',
          },
        },
        attacking: {
          title: 'Útok a obrana',
          blocks: {
            p1: 'V hlavní fázi můžeš za útočníka vyhlásit kterýkoli **nevyčerpaný** orb, který byl ve hře už na začátku tvého tahu. Orby, které v tomto tahu vstoupily do hry — z ruky, z lavice nebo efektem — zatím útočit nemohou.',
            p2: 'Vyhlášením útočníka se orb **vyčerpá**. Útočníky vyhlašuješ po jednom, mezi jinými akcemi. Útoky míří na soupeře a vyhodnotí se až v **jeho příští obranné fázi**. Útočník, který do té doby opustí hru, nezpůsobí žádné poškození.',
            p3: 'Ve své obranné fázi se můžeš proti útočníkovi bránit kterýmkoli svým nevyčerpaným orbem — i takovým, který jsi právě zahrál z lavice nebo s Přepadem. Obránce se obranou vyčerpá, takže každý orb se brání nejvýš jednou. Proti témuž útočníkovi se může postupně bránit víc tvých orbů.',
            p4: '**Souboj:** každá obrana hned zahájí souboj. Útočník a obránce si navzájem způsobí poškození rovné svému AP, oba ve stejnou chvíli.',
            p5: 'Útočník, proti kterému se někdo alespoň jednou bránil, ti nezpůsobí žádné poškození, i když souboj přežije.',
          },
        },
        damage: {
          title: 'Poškození a zničení',
          blocks: {
            p1: 'Poškození na orbu trvá, dokud je ve hře: jeho současné HP je HP minus poškození. Orb 2/3, který utrpí 2 poškození, je od té chvíle orb 2/1. Poškození zmizí, jen když orb opustí hru nebo ho vyléčí nějaký efekt.',
            p2: 'Orb je **zničen**, když jeho současné HP klesne **pod 0**, tedy když je jeho poškození větší než jeho HP. Orb s přesně 0 ve hře zůstává. Zničené karty jdou na hřbitov svého majitele.',
            p3: 'Pro hráče platí totéž: prohraješ, když tvoje životy klesnou pod 0. Hra skončí, jakmile se dokončí probíhající akce.',
            p4: '**Brnění N:** pokaždé, když by tento orb utrpěl poškození, sníží se o N (ne však pod 0).',
          },
        },
        bench: {
          title: 'Lavice',
          blocks: {
            p1: 'V hlavní fázi můžeš kartu z ruky **položit na lavici**: zaplatíš její cenu a položíš ji lícem dolů. Později ji můžeš z lavice zahrát **bez dalšího placení**, v kterékoli své fázi.',
            p2: 'V tom je překvapení: orby a objekty můžeš z lavice zahrát i v obranné fázi, třeba aby ses jimi bránil. Počet karet na lavici není omezen.',
            p3: 'Pasti se nikdy nehrají: čekají na lavici a spustí se samy.',
          },
        },
        traps: {
          title: 'Pasti',
          blocks: {
            p1: 'Past se spustí, když nastane událost, kterou uvádí — obvykle něco, co udělá soupeř — i v soupeřově tahu a i v tahu, kdy jsi ji na lavici položil. Otočí se, zapůsobí a jde na tvůj hřbitov. Každá past se spustí jen jednou.',
            p2: 'Pokud na stejnou událost reaguje víc pastí, spouštějí se v pořadí, v jakém byly položeny na lavici, nejdřív pasti hráče na tahu. Past se spustí, jen pokud to, na co reaguje, ještě platí — karta ještě nebyla zrušena, orb je stále ve hře, útočník stále útočí; jinak zůstane na lavici.',
            p3: 'Past zapůsobí hned po události, ledaže ji zruší (jako Zásah). Zrušená karta nemá žádný účinek a jde na hřbitov; přesto se počítá jako zahraná a její cena zůstává zaplacená.',
          },
        },
        other: {
          title: 'Akce, objekty a hraní',
          blocks: {
            p1: 'Akce zapůsobí a jdou na hřbitov. Efekty různých karet se sčítají: dva Válečné prapory dávají +2 AP.',
            p2: 'Objekty zůstávají ve hře. Nemají AP ani HP, nikdy neútočí ani se nebrání a hru opouštějí jen působením efektů (například Svěží síla). Efekt objektu je **místní** (jen pro jeho ovladatele), **cizí** (jen pro soupeře) nebo **globální** (pro oba hráče).',
            p3: '**Zahrát** kartu znamená dát orb nebo objekt do hry nebo vyhodnotit akci, z ruky nebo z lavice. Položení na lavici ani přeměna nejsou zahrání.',
            p4: 'Některé karty mají vlastní podmínky (Dary z výšin vyžadují, abys v tomto tahu zahrál už dvě jiné karty) nebo omezení fáze (Slizový déšť nelze zahrát ve tvé obranné fázi). Tato omezení platí, ať kartu hraješ odkudkoli, i z lavice.',
          },
        },
      },
      glossary: {
        title: 'Slovníček',
        intro: 'Pojmy, se kterými se setkáš na kartách a u stolu.',
        terms: {
          armor: {
            term: 'Brnění N',
            text: 'Pokaždé, když by tento orb utrpěl poškození, sníží se o N (ne však pod 0). Kamenný rytíř má Brnění 1.',
          },
          ambush: {
            term: 'Přepad',
            text: 'Tento orb smíš z ruky zahrát i ve své obranné fázi — třeba aby ses jím hned bránil. Přílivový skřítek má Přepad.',
          },
          trap: {
            term: 'Past',
            text: 'Čeká lícem dolů na tvé lavici a spustí se sama, když nastane událost, kterou uvádí; pak jde na hřbitov. Příklady: Pavouk v pasti, Nástražná past, Zásah.',
          },
          bench: {
            term: 'Lavice',
            text: 'Místo pro karty lícem dolů. V hlavní fázi zaplatíš cenu karty a položíš ji sem; později ji zdarma zahraješ v kterékoli fázi. Soupeř vidí jen počet karet.',
          },
          token: {
            term: 'Žeton',
            text: 'Orb vytvořený efektem (Pavouk, Mravenec, Velčí larva, Skřetí potěr). Není to karta: nikdy není v ruce, balíčku ani na hřbitově a zmizí, jakmile opustí hru.',
          },
          object: {
            term: 'Objekt',
            text: 'Karta, která zůstává ve hře. Nemá AP ani HP a nikdy neútočí ani se nebrání.',
          },
          local: {
            term: 'Místní',
            text: 'Efekt objektu, který platí jen pro jeho ovladatele. Válečný prapor — místní: tvé orby mají +1 AP.',
          },
          foreign: { term: 'Cizí', text: 'Efekt objektu, který platí jen pro soupeře.' },
          global: { term: 'Globální', text: 'Efekt objektu, který platí pro oba hráče.' },
          exhausted: {
            term: 'Vyčerpaný',
            text: 'Orb, který útočil, bránil se, zaplatil schopnost vyčerpáním nebo ho vyčerpal efekt (Mrazivý příliv). Nemůže útočit, bránit se ani takovou schopnost použít, dokud nezačne příští hlavní fáze jeho ovladatele.',
          },
          convert: {
            term: 'Přeměna',
            text: 'Jednou za tah: odhoď kartu z ruky a získej +1 kapacitu a +1 energii její barvy (generickou za generické a vícebarevné karty).',
          },
          capacity: {
            term: 'Kapacita',
            text: 'Kolik energie každé barvy dostaneš zpět na začátku každého tahu.',
          },
          apHp: {
            term: 'Útok / životy (AP / HP)',
            text: 'Body útoku (poškození, které orb způsobí) a body zdraví. Zápis 2/3 znamená 2 AP a 3 HP.',
          },
        },
        coloursTitle: 'Barvy energie',
        coloursIntro: 'Každá barva má vlastní symbol, takže je rozlišíš i bez spoléhání na barvu.',
        colours: {
          red: 'Oheň, skřeti, útočnost, přímé poškození',
          green: 'Zvířata a příroda',
          blue: 'Voda, plánování, lízání karet, pasti jako odpověď',
          yellow: 'Kouzelnictví, rytíři, brnění, energie',
          black: 'Smrt, ghúlové, hřbitov',
          purple: 'Velkové, mutace, objekty',
          generic: 'Bez barvy; generickou cenu lze zaplatit energií jakékoli barvy',
        },
      },
      guide: {
        title: 'Tvoje první hra Orbs',
        intro:
          'Pět kroků, které tě provedou první hrou. Úplná pravidla najdeš v přehledu pravidel.',
        steps: {
          see: {
            title: 'Co vidíš',
            text: 'Svou ruku (7 nebo 8 karet), životy obou hráčů (po 18), svou energii podle barev — na začátku všude nula — svou lavici a orby obou hráčů ve hře. Každá barva energie má kromě barvy i vlastní symbol.',
          },
          energy: {
            title: 'Nejdřív energie',
            text: 'Začínáš bez energie, proto v prvním tahu jednu kartu **přeměň**: odhoď kartu, bez které se obejdeš, nejlépe v barvě, kterou potřebuje většina tvých ostatních karet. Teď máš 1 energii té barvy a ta se ti vrátí každý tah.',
          },
          play: {
            title: 'Zahraj levný orb',
            text: 'V hlavní fázi zahraj orb, který si můžeš dovolit, třeba Žhavého skřeta za {R}. V tomto tahu ještě útočit nemůže, ale od příštího tahu už ano.',
          },
          end: {
            title: 'Ukonči tah a braň se',
            text: 'Stiskni **Ukončit tah →**. Soupeř tě může napadnout. Na začátku tvého dalšího tahu, v obranné fázi, vyber, které orby se budou bránit; útočníci, které nikdo nezastaví, tě zasáhnou.',
          },
          win: {
            title: 'Jak vyhrát',
            text: 'Každý tah přeměň jednu kartu, aby tvoje energie rostla, útoč orby, které už jeden tah přežily, a braň se s rozmyslem. Sraz soupeřovy životy pod 0 — nebo ho nech vyčerpat balíček.',
          },
        },
      },
    },
    clash: {
      title: 'Clash of Decks — přehled pravidel',
      intro:
        'Clash of Decks je hra pro dva hráče o draftování a bojích v drahách. Vydraftuješ si osm karet a pak vyvoláváš bytosti na dva mosty. Karty v ruce jsou zároveň tvoje životy — ty napravo od tvé bašty.',
      sections: {
        goal: {
          title: 'Jak vyhrát',
          blocks: {
            p1: 'Každý hráč má **baštu**. Když je zničena, otočí se a stane se z ní **pevnost**. Znič soupeřovu pevnost a vyhráváš. Remíza neexistuje.',
          },
        },
        components: {
          title: 'Co je na stole',
          blocks: {
            p1: 'Dva mosty tvoří dvě dráhy, horní a dolní. Každý hráč ovládá jednu stranu každé dráhy. Tvoje strana dráhy je řada: místo hned u mostu je vpředu, ostatní jsou za ním.',
            p2: 'Karty jsou **bytosti** a **zaklínadla**. Bytost má cenu, útok, zdraví a schopnosti. Zaklínadlo má cenu, poškození a schopnosti, ale žádné zdraví. Jiný text karty nemají: vše, co dělají, je v jejich schopnostech.',
            p3: 'Hrát můžeš s 32 kartami krabice Initiation, se sadou Cardhall (vytvořenou pro tuto aplikaci; používá schopnosti, které karty z krabice nemají) nebo s oběma.',
          },
        },
        draft: {
          title: 'Draft',
          blocks: {
            p1: 'Všechny karty se zamíchají. Draft má 4 kola. V každém kole se lícem nahoru otočí 4 karty: první hráč kola si vezme 1, druhý hráč 2 (po jedné) a první hráč dostane poslední kartu. První hráč se každé kolo střídá; v 1. kole se určí náhodně.',
            p2: 'Po draftu má každý hráč 8 karet; zbylých 16 se hry neúčastní. Oba hráči viděli všechny vydraftované karty.',
            p3: 'Tvých 8 karet se zamíchá do řady — tvé **ruky** — a bašta stojí na poli úplně vlevo. Na pořadí karet v ruce záleží.',
            p4: 'Začíná hráč, který v draftu dostal poslední kartu. V režimu „bez draftu“ dostane každý hráč místo toho jeden ze čtyř připravených balíčků z krabice.',
          },
        },
        hand: {
          title: 'Karty v ruce jsou tvoje životy',
          blocks: {
            p1: 'Tvoje **životy** jsou počet karet napravo od tvé bašty (nebo pevnosti) v ruce. Soupeř tvoje karty nevidí, ale vidí, kolik jich máš a kde stojí tvoje bašta.',
            p2: 'Poškození posune tvou baštu o tolik polí doprava. Když dojde na pole úplně vpravo, je zničena: otočí se na stranu **pevnosti** a přesune se na pole úplně vlevo; zbytek poškození propadá. Když je zničena tvoje pevnost, okamžitě prohráváš.',
            p3: 'Platí to vždy, když bašta nebo pevnost stojí na poli úplně vpravo — i když poslední kartu napravo od ní zahraješ sám. Pozor na poslední karty!',
            p4: 'Karty, které se vracejí do ruky — tvoje zničené bytosti a tvoje zaklínadla po použití — jdou na pole úplně vpravo, takže každá ti vrátí 1 život.',
            p5: 'Zahrát smíš jen **4 karty nejvíce vlevo** (baštu ani pevnost nepočítáš). Toto okno se posouvá, jak karty z ruky odcházejí a přicházejí.',
            p6: 'Příklad: ruka `B a b c d e f g h`, 8 životů. Zahraješ a, b a c → `B d e f g h`, 5 životů. Utrpíš 3 poškození → `d e f B g h`, 2 životy. Tvoje bytost a je zničena → `d e f B g h a`, 3 životy. Utrpíš 4 poškození → po 3 polích je bašta úplně vpravo, takže se otočí → `F d e f g h a`, 6 životů; 4. bod poškození propadá.',
          },
        },
        turn: {
          title: 'Tah',
          blocks: {
            p1: '**Mana.** Na začátku tahu získáš tolik many, kolik máš karet v ruce včetně bašty nebo pevnosti, a navíc 2 za každou svou bytost s Katalyzátorem ve hře. První tah hry dává místo toho 6 many. Neutracená mana na konci tahu propadá.',
            p2: '**Vyvolávání.** Zahraj tolik karet, kolik chceš a na kolik máš, jednu po druhé, vždy z okna 4 karet nejvíce vlevo.',
            list1: {
              creature:
                '**Bytost:** vyber dráhu; bytost se postaví na konec tvé strany té dráhy, nejdál od mostu. V tomto tahu je nová.',
              incantation:
                '**Zaklínadlo:** vyber cílovou bytost ve hře — svou nebo soupeřovu, ale ne Nezničitelnou. Poškození a schopnosti zaklínadla ji zasáhnou jako útok. Pak se zaklínadlo vrátí na pole úplně vpravo ve tvé ruce. Když není na co cílit, seslat ho nelze.',
            },
            p3: '**Útok.** Když vyvolávání ukončíš, tvoje bytosti zaútočí (viz další oddíl).',
            p4: '**Konec tahu.** Veškeré poškození všech bytostí zmizí; bonusy z Výpadu zmizí a použité Ochrany se obnoví. Pak začíná tah soupeře.',
          },
        },
        assault: {
          title: 'Útok',
          blocks: {
            p1: 'Útočí všechny tvé bytosti ve hře kromě těch, které jsi zahrál v tomto tahu (pokud nemají Zuřivost). Nejprve celá horní dráha, pak dolní; v každé dráze útočí nejdřív bytost nejdál od mostu.',
            p2: 'Každý útok způsobí poškození útočníka **nejbližší nepřátelské bytosti** v dráze, na kterou smí útočit. Bytost, jejíž poškození v tomto tahu dosáhne jejího zdraví, je okamžitě zničena a vrací se na pole úplně vpravo v ruce svého majitele; přebytečné poškození propadá a bytosti za ní se posunou dopředu.',
            p3: 'Pokud není žádná nepřátelská bytost, na kterou smí útočit, celé poškození zasáhne soupeřovu **baštu nebo pevnost** — ne však od bytosti zahrané v tomto tahu. Vedlejší zásahy (Rozstřik, Perforace) baštu ani pevnost nikdy nezasáhnou.',
            p4: 'Poškození, které bytost nezničí, na konci tahu zmizí: každá bytost začíná tah s plným zdravím.',
            p5: 'Hra končí ve chvíli, kdy je zničena pevnost, i uprostřed útoku.',
          },
        },
      },
      glossary: {
        title: 'Schopnosti',
        intro:
          'Všech 14 schopností karet. Anténa, Cíl, Vodní, Katalyzátor, Zaměření a Bořitel se objevují jen v sadě Cardhall.',
        keywords: {
          Aerial:
            'Mohou na ni útočit jen bytosti s Cílem. Ostatní útočníci ji přeskočí a zaútočí na další nepřátelskou bytost za ní, nebo na baštu/pevnost, pokud žádná není. Zaklínadla na ni cílit mohou a vedlejší zásahy ji zasáhnou. Sama útočí normálně.',
          Aim: 'Může útočit na bytosti s Anténou.',
          Aquatic:
            'Když útočí z pole hned u mostu, způsobí dvojnásobné poškození (po přesunu Výpadem se zdvojnásobí i bonus z Výpadu).',
          Aura: 'Aura (schopnost): tvé bytosti hned před ní a hned za ní ve stejné dráze mají tuto schopnost. Sama sobě ji nedává.',
          Berserk:
            'Pokud jeho útok zničí alespoň jednu nepřátelskou bytost, hned zaútočí znovu, a tak dále, dokud se to opakuje. Je-li pak dráha prázdná, zaútočí na baštu/pevnost — ne však v tahu, kdy vstoupil do hry.',
          Catalyst:
            'Za každou svou bytost s Katalyzátorem ve hře získáš na začátku tahu 2 many navíc.',
          Focus:
            'Při zahrání se postaví na pole hned u mostu místo na konec; ostatní se posunou o pole dozadu.',
          Indestructible:
            'Je imunní vůči zaklínadlům: nemohou na něj cílit a jejich vedlejší zásahy ho nezasáhnou.',
          Perforation: 'Zasáhne stejným poškozením i bytost přímo za cílem.',
          Protection:
            'V každém tahu se první nenulové poškození mířené na ni (hlavní zásah útoku nebo zaklínadlo, které na ni cílí) změní na 0. Vedlejší zásahy nezastaví. Na konci každého tahu se obnoví.',
          Rage: 'Může útočit už v tahu, kdy vstoupí do hry, ale jen na bytosti; když žádnou bytost napadnout nemůže, v tom tahu nedělá nic.',
          Splash:
            'Zasáhne i bytost na stejném místě v druhé dráze na straně cíle — tedy tvou vlastní, když zaklínadlo cílí na tvou bytost. Spolu s Perforací zasáhne až 3 bytosti.',
          Sprint:
            'Když útočí, nejprve se přesune na pole hned u mostu (bytosti, které mine, se posunou dozadu); do konce tahu má poškození +1 za každé pole přesunu. Útočí přesto jen jednou.',
          Wrecker:
            'Útočí jen na baštu/pevnost, nikdy na bytosti — a ne v tahu, kdy vstoupil do hry.',
        },
      },
      guide: {
        title: 'Tvoje první hra Clash of Decks',
        intro:
          'Pět kroků, které tě provedou první hrou. Úplná pravidla najdeš v přehledu pravidel.',
        steps: {
          see: {
            title: 'Co vidíš',
            text: 'Dvě dráhy přes dva mosty, každá s tvou a soupeřovou stranou. Tvoje ruka je řada karet, ve které stojí i tvoje bašta: karty napravo od bašty jsou tvoje životy.',
          },
          draft: {
            title: 'Vydraftuj si karty',
            text: 'V každém kole se ukážou čtyři karty. Když jsi na řadě, vyber si karty, které se ti líbí — dobře funguje směs levných a silných bytostí a jedno nebo dvě zaklínadla. Soupeř vidí, co si bereš.',
          },
          first: {
            title: 'Tvůj první tah',
            text: 'První tah dává 6 many. Zahraj jednu nebo dvě bytosti ze 4 karet nejvíce vlevo a každé vyber dráhu. Nech si napravo od bašty nějaké karty — jsou to tvoje životy.',
          },
          assault: {
            title: 'Ukonči vyvolávání',
            text: 'Tvoje bytosti pak zaútočí. Bytosti zahrané v tomto tahu čekají (pokud nemají Zuřivost); od příštího tahu útočí na nejbližší nepřátelskou bytost ve své dráze, nebo na soupeřovu baštu, když je dráha prázdná.',
          },
          win: {
            title: 'Jak vyhrát',
            text: 'Každý bod poškození posune soupeřovu baštu doprava. Dotlač ji na konec dvakrát — nejdřív se otočí na pevnost, pak pevnost padne — a vyhráváš. Zničené bytosti se vracejí majiteli do ruky a vracejí mu životy.',
          },
        },
      },
    },
  },
};
