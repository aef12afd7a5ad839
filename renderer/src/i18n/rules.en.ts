/**
 * English rules reference and first-game guides (orbs.md, clash.md rewritten for players),
 * plus the rules screen's own labels. Merged into en.ts with one spread; rules.cs.ts has the
 * same keys (its type is this file's, and rules-catalogue.test.ts checks order and markup).
 *
 * Text markup, kept tiny so translators can use it (see screens/rules/inline.ts):
 *   **bold**   `hand row`   {2R} an Orbs cost drawn with energy symbols.
 * A section's `blocks`: a string is a paragraph, an object is a bulleted list.
 * Card names are never translated.
 */
export const rulesEn = {
  rules: {
    menuEntry: 'Rules',
    menuEntryLabel: 'Rules and first-game guides',
    ui: {
      title: 'Rules',
      gameChoice: 'Game',
      viewChoice: 'Show',
      reference: 'Rules reference',
      guide: 'First game',
      contents: 'Contents',
      close: 'Close',
      closeLabel: 'Close the rules',
      toContents: 'Back to contents',
      languageChoice: 'Language',
      dialogLabel: '{{game}} rules',
      english: 'English',
      czech: 'Czech',
      effect: 'What it does',
      term: 'Term',
      meaning: 'Meaning',
      symbol: 'Symbol',
      colour: 'Colour',
      letter: 'Cost letter',
      identity: 'Stands for',
      step: 'Step {{n}}',
    },
    orbs: {
      title: 'Orbs — rules reference',
      intro:
        'Orbs is a duel for two players. You summon creatures called **Orbs**, power them with energy made from your own cards, and attack until your opponent’s life runs out.',
      sections: {
        goal: {
          title: 'How to win',
          blocks: {
            p1: 'Each player starts with **18 life (HP)**. You win when your opponent’s life falls **below 0** — at exactly 0 they are still in the game.',
            p2: 'A player who has to draw a card from an empty deck also loses. If both players lose at the same moment, the game is a draw.',
          },
        },
        setup: {
          title: 'Setting up',
          blocks: {
            p1: 'Each player uses a deck of at least 50 cards, with no more than 4 copies of any one card. The app comes with ready-made decks.',
            p2: 'A random player goes first. Both players shuffle and draw 7 cards. The first player skips the draw on their very first turn, so the first turns start with 7 and 8 cards in hand. There is no mulligan.',
          },
        },
        cards: {
          title: 'Cards',
          blocks: {
            p1: 'Every card has a name, a colour, a type, an energy cost and its text. An Orb also has an Orb type (Imp, Knight, Animal, Ghoul, Velk, …), **attack points (AP)** and **health points (HP)**.',
            list1: {
              colours:
                '**Colours:** red, green, blue, yellow, black and purple, plus generic (grey) cards and multicoloured cards (two or more colours).',
              orb: '**Orb** — a creature that fights for you.',
              object: '**Object** — stays in play and changes the game while it is there.',
              action: '**Action** — has its effect once, then goes to the graveyard.',
              trap: '**Trap** — waits face down on your Bench and springs by itself.',
            },
            p2: 'A cost is some generic energy plus coloured energy: {2R} means 2 generic and 1 red, {1RB} means 1 generic, 1 red and 1 black. Colour letters: R red, G green, U blue, Y yellow, B black, P purple.',
            p3: '**Tokens** (such as Spider and Ant) are Orbs made by effects. They are not cards: they never go to a hand, deck or graveyard, and they vanish when they leave play.',
          },
        },
        zones: {
          title: 'Where cards are',
          blocks: {
            list1: {
              deck: '**Deck** — face down, in order.',
              hand: '**Hand** — hidden from your opponent, who sees only how many cards you hold.',
              bench:
                '**Bench** — face down. You see your own benched cards; your opponent sees only how many there are.',
              play: '**In play** — Orbs and objects on the table, seen by both players.',
              graveyard: '**Graveyard** — used and destroyed cards, seen by both players.',
            },
          },
        },
        energy: {
          title: 'Energy',
          blocks: {
            p1: 'You start with no energy. For each colour (and for generic) you have a **capacity** and the energy **available** right now.',
            p2: '**Converting:** once per turn, in either phase, you may discard a card from your hand for one energy of its colour. That colour’s capacity goes up by 1 and you can spend the new energy at once. Generic and multicoloured cards give generic energy. The card goes to the graveyard.',
            p3: 'At the start of each of your turns your available energy refills up to your capacity. Energy you do not spend is lost at the end of your turn — it does not pile up. Converting one card a turn makes you a little stronger every turn.',
            p4: 'Each coloured part of a cost needs energy of that colour; the generic part can be paid with any energy. The app pays for you, choosing a way that keeps as many of your other cards affordable as possible.',
            p5: 'Example: with 1 green and 1 red energy you can pay {1G}, but not {GG}.',
            p6: 'Effects that give energy “this turn” add available energy only, not capacity.',
          },
        },
        turn: {
          title: 'Your turn',
          blocks: {
            p1: 'Every turn has two phases: first the **Defense Phase**, then the **Main Phase**.',
            p2: '**Defense Phase.** Your energy refills, then you draw a card (except on the first player’s first turn). Then you may, in any order:',
            list1: {
              defend: 'defend against your opponent’s attackers;',
              convert: 'convert a card, if you have not yet this turn;',
              ability: 'use abilities of your cards in play;',
              action: 'play action cards from your hand (unless the card forbids it);',
              ambush: 'play Orbs with **Ambush** from your hand;',
              bench: 'play any card from your Bench, for free.',
            },
            p3: 'In the Defense Phase you may not play other Orbs or objects from your hand, bench cards or attack. When the phase ends, every attacker nobody defended against deals damage equal to its AP to you.',
            p4: '**Main Phase.** First all your exhausted Orbs become ready again. Then you may, in any order: play any card you can afford, bench cards, play cards from your Bench, use abilities, convert (if you have not yet this turn) and declare attackers.',
            p5: 'When you are done, press **End Turn →**. Your opponent’s turn starts with their Defense Phase.',
          },
        },
        attacking: {
          title: 'Attacking and defending',
          blocks: {
            p1: 'In your Main Phase you may declare any **unexhausted** Orb that was already in play when your turn started as an attacker. Orbs that entered play this turn — from your hand, your Bench or an effect — cannot attack yet.',
            p2: 'Declaring an attacker **exhausts** it. You declare attackers one at a time, between other actions. Attacks are aimed at your opponent and are settled in **their next Defense Phase**. An attacker that leaves play before then deals no damage.',
            p3: 'In your Defense Phase you may defend against an attacker with any unexhausted Orb you control — even one you have just played from your Bench or with Ambush. Defending exhausts the defender, so each Orb defends at most once. Several of your Orbs may defend against the same attacker, one after another.',
            p4: '**Battle:** every defence starts a battle at once. The attacker and the defender deal damage equal to their AP to each other, at the same moment.',
            p5: 'An attacker that was defended against at least once deals no damage to you, even if it survives.',
          },
        },
        damage: {
          title: 'Damage and destruction',
          blocks: {
            p1: 'Damage on an Orb stays while it is in play: its current HP is its HP minus its damage. A 2/3 Orb that takes 2 damage is a 2/1 Orb from then on. Damage goes away only when the Orb leaves play or an effect heals it.',
            p2: 'An Orb is **destroyed** when its current HP falls **below 0**, that is when its damage is greater than its HP. An Orb at exactly 0 stays in play. Destroyed cards go to their owner’s graveyard.',
            p3: 'Players follow the same rule: you lose when your life falls below 0. The game ends as soon as the action in progress has finished.',
            p4: '**Armor N:** each time damage would be dealt to this Orb, it is reduced by N (not below 0).',
          },
        },
        bench: {
          title: 'The Bench',
          blocks: {
            p1: 'In your Main Phase you may **bench** a card from your hand by paying its cost; it lies face down. Later you can play it from the Bench **without paying again**, in either of your phases.',
            p2: 'That is the surprise: Orbs and objects can come from the Bench in your Defense Phase, for example to defend. There is no limit to how many cards you bench.',
            p3: 'Traps are never played: they wait on the Bench and spring by themselves.',
          },
        },
        traps: {
          title: 'Traps',
          blocks: {
            p1: 'A trap springs when the event written on it happens — usually something your opponent does — even on their turn and even in the same turn you benched it. It is revealed, takes effect and goes to your graveyard. Each trap springs only once.',
            p2: 'If several traps answer the same event, they go in the order they were benched, the active player’s first. A trap springs only if what it answers still stands — the card not yet cancelled, the Orb still in play, the attacker still attacking; otherwise it stays on the Bench.',
            p3: 'A trap takes effect right after the event, unless it cancels the event (like Interfere). A cancelled card has no effect and goes to the graveyard; it still counts as played and its cost stays paid.',
          },
        },
        other: {
          title: 'Actions, objects and playing',
          blocks: {
            p1: 'Actions take effect and go to the graveyard. Effects of separate cards add up: two War Banners give +2 AP.',
            p2: 'Objects stay in play. They have no AP or HP, never attack or defend, and leave only through effects (such as Fresh Force). An object’s effect is **local** (its controller only), **foreign** (the opponent only) or **global** (both players).',
            p3: '**Playing** a card means putting an Orb or object into play or resolving an action, from your hand or your Bench. Benching and converting are not playing.',
            p4: 'Some cards have their own conditions (Gifts from Above needs two other cards played this turn) or phase limits (Slime Rain cannot be played in your Defense Phase). These limits apply wherever the card is played from, the Bench included.',
          },
        },
      },
      glossary: {
        title: 'Glossary',
        intro: 'Words you will meet on cards and at the table.',
        terms: {
          armor: {
            term: 'Armor N',
            text: 'Each time damage would be dealt to this Orb, it is reduced by N (not below 0). Stone Knight has Armor 1.',
          },
          ambush: {
            term: 'Ambush',
            text: 'This Orb may also be played from your hand in your Defense Phase — for instance to defend at once. Tide Sprite has Ambush.',
          },
          trap: {
            term: 'Trap',
            text: 'Waits face down on your Bench and springs by itself when the event it names happens, then goes to the graveyard. Examples: Trap Spider, Booby Trap, Interfere.',
          },
          bench: {
            term: 'Bench',
            text: 'A face-down zone. Pay a card’s cost to bench it in your Main Phase; play it later for free in either phase. Your opponent sees only how many cards are there.',
          },
          token: {
            term: 'Token',
            text: 'An Orb made by an effect (Spider, Ant, Velk Larva, Imp Spawn). Not a card: never in a hand, deck or graveyard, and it vanishes when it leaves play.',
          },
          object: {
            term: 'Object',
            text: 'A card that stays in play. It has no AP or HP and never attacks or defends.',
          },
          local: {
            term: 'Local',
            text: 'An object’s effect that applies to its controller only. War Banner — local: your Orbs have +1 AP.',
          },
          foreign: {
            term: 'Foreign',
            text: 'An object’s effect that applies to the opponent only.',
          },
          global: { term: 'Global', text: 'An object’s effect that applies to both players.' },
          exhausted: {
            term: 'Exhausted',
            text: 'An Orb that has attacked or defended, paid for an ability by exhausting, or was exhausted by an effect (Freezing Tide). It cannot attack, defend or use such an ability until its controller’s next Main Phase begins.',
          },
          convert: {
            term: 'Converting',
            text: 'Once per turn: discard a card from your hand for +1 capacity and +1 energy of its colour (generic for generic and multicoloured cards).',
          },
          capacity: {
            term: 'Capacity',
            text: 'How much energy of each colour you get back at the start of every turn.',
          },
          apHp: {
            term: 'AP / HP',
            text: 'Attack points (the damage an Orb deals) and health points. Written 2/3 for 2 AP and 3 HP.',
          },
        },
        coloursTitle: 'Energy colours',
        coloursIntro:
          'Every colour has its own symbol, so you can tell them apart without relying on colour.',
        colours: {
          red: 'Fire, Imps, aggression, direct damage',
          green: 'Animals and nature',
          blue: 'Water, planning, card draw, traps that answer',
          yellow: 'Wizardry, knights, armor, energy',
          black: 'Death, ghouls, the graveyard',
          purple: 'The Velk, mutations, objects',
          generic: 'No colour; a generic cost can be paid with energy of any colour',
        },
      },
      guide: {
        title: 'Your first game of Orbs',
        intro:
          'Five steps to get through your first game. The full rules are in the rules reference.',
        steps: {
          see: {
            title: 'What you see',
            text: 'Your hand (7 or 8 cards), both players’ life (18 each), your energy by colour — all zero at the start — your Bench, and the Orbs both players have in play. Each energy colour has its own symbol as well as its colour.',
          },
          energy: {
            title: 'Make energy first',
            text: 'You start with no energy, so on your first turn **convert** one card: discard a card you can spare, ideally of the colour most of your other cards need. You now have 1 energy of that colour, and it comes back every turn.',
          },
          play: {
            title: 'Play a cheap Orb',
            text: 'In your Main Phase play an Orb you can afford, such as Ember Imp for {R}. It cannot attack this turn, but from your next turn on it can.',
          },
          end: {
            title: 'End the turn and defend',
            text: 'Press **End Turn →**. Your opponent may attack you. At the start of your next turn, in your Defense Phase, choose which of your Orbs defend; attackers nobody stops hit you.',
          },
          win: {
            title: 'How you win',
            text: 'Convert one card a turn to grow your energy, attack with Orbs that have survived a turn, and defend wisely. Bring your opponent’s life below 0 — or let them run out of cards to draw.',
          },
        },
      },
    },
    clash: {
      title: 'Clash of Decks — rules reference',
      intro:
        'Clash of Decks is a two-player game of drafting and lane battles. You draft eight cards, then summon creatures onto two bridges. Your hand is also your life: the cards to the right of your Bastion.',
      sections: {
        goal: {
          title: 'How to win',
          blocks: {
            p1: 'Each player has a **Bastion**. When it is destroyed it flips over and becomes a **Fort**. Destroy your opponent’s Fort and you win. There are no draws.',
          },
        },
        components: {
          title: 'What is on the table',
          blocks: {
            p1: 'Two bridges make two lanes, an upper and a lower one. Each player owns one side of each lane. Your side of a lane is a row: the space next to the bridge is the front, the others are behind it.',
            p2: 'The cards are **creatures** and **incantations**. A creature has a cost, attack, health and keywords. An incantation has a cost, damage and keywords, but no health. Cards have no other text: everything they do is in their keywords.',
            p3: 'You can play with the 32 cards of the Initiation box, with the Cardhall set (made for this app, it uses the keywords the box never does), or with both.',
          },
        },
        draft: {
          title: 'The draft',
          blocks: {
            p1: 'All cards are shuffled. The draft has 4 rounds. Each round 4 cards are turned face up: the round’s first picker takes 1, the other player takes 2 (one at a time), and the first picker gets the last card. The first picker changes every round; in round 1 it is chosen at random.',
            p2: 'After the draft each of you has 8 cards; the other 16 are out of the game. Both players have seen every drafted card.',
            p3: 'Your 8 cards are shuffled into a row — your **hand** — with your Bastion in the leftmost space. The order of the hand matters.',
            p4: 'The player who received the last card of the draft takes the first turn. In the “no draft” mode each player gets one of the box’s four ready-made decks instead.',
          },
        },
        hand: {
          title: 'Your hand is your life',
          blocks: {
            p1: 'Your **life** is the number of cards to the right of your Bastion (or Fort) in your hand. Your opponent cannot see your cards, but sees how many you have and where your Bastion stands.',
            p2: 'Damage to you moves your Bastion that many spaces to the right. When it reaches the rightmost space it is destroyed: it flips to its **Fort** side and moves to the leftmost space, and the rest of that damage is lost. If your Fort is destroyed, you lose at once.',
            p3: 'This happens whenever your Bastion or Fort stands in the rightmost space — also when you play the last card to its right yourself. Careful with your last cards!',
            p4: 'Cards that come back to your hand — your destroyed creatures, your incantations after use — go to the rightmost space, so each one gives you 1 life back.',
            p5: 'Only the **4 leftmost cards** of your hand, not counting the Bastion or Fort, may be played. This window moves as cards leave and arrive.',
            p6: 'Example: hand `B a b c d e f g h`, life 8. You play a, b and c → `B d e f g h`, life 5. You take 3 damage → `d e f B g h`, life 2. Your creature a is destroyed → `d e f B g h a`, life 3. You take 4 damage → after 3 spaces the Bastion is rightmost, so it flips → `F d e f g h a`, life 6; the 4th point is lost.',
          },
        },
        turn: {
          title: 'A turn',
          blocks: {
            p1: '**Mana.** At the start of your turn you get mana equal to the number of cards in your hand, Bastion or Fort included, plus 2 for each of your Catalyst creatures in play. The first turn of the game gives 6 mana instead. Mana you do not spend is lost at the end of the turn.',
            p2: '**Summoning.** Play as many cards as you like and can afford, one at a time, each from the window of your 4 leftmost cards.',
            list1: {
              creature:
                '**Creature:** choose a lane; it goes to the back of your side of that lane, farthest from the bridge. It is new this turn.',
              incantation:
                '**Incantation:** choose a target creature in play — yours or your opponent’s, but not an Indestructible one. Its damage and keywords hit that creature like an attack. Then the incantation goes back to the rightmost space of your hand. With no creature to target, it cannot be cast.',
            },
            p3: '**Assault.** When you end summoning, your creatures attack (see the next section).',
            p4: '**End of turn.** All damage on all creatures is removed; Sprint bonuses and used Protections reset. Then your opponent’s turn begins.',
          },
        },
        assault: {
          title: 'The assault',
          blocks: {
            p1: 'All your creatures in play attack, except the ones you played this turn (unless they have Rage). First the whole upper lane, then the lower lane; in each lane the creature farthest from the bridge attacks first.',
            p2: 'Each attack deals the attacker’s damage to the **nearest enemy creature** in that lane that it may attack. A creature whose damage this turn reaches its health is destroyed at once and goes back to the rightmost space of its owner’s hand; extra damage is lost, and the creatures behind it move up.',
            p3: 'If there is no enemy creature it may attack, the whole damage hits the opposing **Bastion or Fort** — except from a creature played this turn. Side hits (Splash, Perforation) never reach the Bastion or Fort.',
            p4: 'Damage that does not destroy a creature is gone at the end of the turn: every creature starts each turn at full health.',
            p5: 'The game ends the moment a Fort is destroyed, even in the middle of the assault.',
          },
        },
      },
      glossary: {
        title: 'Keywords',
        intro:
          'All 14 keywords, with their English and Czech names. Aerial, Aim, Aquatic, Catalyst, Focus and Wrecker appear only in the Cardhall set.',
        keywords: {
          Aerial:
            'Only creatures with Aim may attack it. Other attackers skip it and attack the next enemy creature behind it, or the Bastion/Fort if there is none. Incantations may target it, and side hits affect it. It attacks normally.',
          Aim: 'May attack Aerial creatures.',
          Aquatic:
            'Its attack damage is doubled when it attacks from the space next to the bridge (after a Sprint move, the Sprint bonus is doubled too).',
          Aura: 'Aura (keyword): your creatures directly in front of and behind it in the same lane have that keyword. It does not give the keyword to itself.',
          Berserk:
            'If its attack destroys at least one enemy creature, it attacks again at once, for as long as this repeats. If the lane is then empty it attacks the Bastion/Fort — but not on the turn it entered play.',
          Catalyst:
            'You get 2 extra mana at the start of your turn for each Catalyst creature you have in play.',
          Focus:
            'When played, it goes to the space next to the bridge instead of the back; the others move back one space.',
          Indestructible:
            'Immune to incantations: they cannot target it, and their side hits do not affect it.',
          Perforation: 'Also hits the creature directly behind its target, with the same damage.',
          Protection:
            'Each turn, the first non-zero damage aimed at it (the main hit of an attack or an incantation targeting it) becomes 0. Side hits are not stopped. It renews at the end of every turn.',
          Rage: 'May attack on the turn it enters play, but only creatures; with no creature to attack it does nothing that turn.',
          Splash:
            'Also hits the creature at the same place in the other lane on the target’s side — your own side when an incantation targets your own creature. Together with Perforation it hits up to 3 creatures.',
          Sprint:
            'When it attacks, it first moves to the space next to the bridge (the creatures it passes move back); until the end of the turn its damage is +1 for each space it moved. It still attacks only once.',
          Wrecker:
            'Attacks only the Bastion/Fort, never creatures — and not on the turn it entered play.',
        },
      },
      guide: {
        title: 'Your first game of Clash of Decks',
        intro:
          'Five steps to get through your first game. The full rules are in the rules reference.',
        steps: {
          see: {
            title: 'What you see',
            text: 'Two lanes across two bridges, each with your side and your opponent’s. Your hand is a row of cards with your Bastion in it: the cards to the right of the Bastion are your life.',
          },
          draft: {
            title: 'Draft your cards',
            text: 'Each round four cards are shown. When it is your pick, choose cards you like — a mix of cheap and strong creatures plus an incantation or two works well. Your opponent sees what you take.',
          },
          first: {
            title: 'Your first turn',
            text: 'The first turn gives 6 mana. Play one or two creatures from your 4 leftmost cards and choose a lane for each. Keep some cards to the right of your Bastion — they are your life.',
          },
          assault: {
            title: 'End summoning',
            text: 'Your creatures then attack. Creatures played this turn wait (unless they have Rage); from your next turn on they attack the nearest enemy creature in their lane, or the enemy Bastion when the lane is empty.',
          },
          win: {
            title: 'How you win',
            text: 'Every point of damage moves the enemy Bastion to the right. Push it to the end twice — first it flips to a Fort, then the Fort falls — and you win. Destroyed creatures go back to their owner’s hand and give them life back.',
          },
        },
      },
    },
  },
};

export type RulesCatalogue = typeof rulesEn;
