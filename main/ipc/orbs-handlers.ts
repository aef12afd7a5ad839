/**
 * Handlers of the Orbs deck-builder channels: the card catalogue with generated rules text,
 * deck legality (the engine's validateDeck), saved decks (main/saves SaveStore, one file per
 * deck) and deck codes (main/saves/deck-code.ts). Arguments arrive validated by dispatch.ts;
 * the save service validates again before writing.
 */
import {
  cardName,
  cardText,
  orbTypeName,
  ORBS_CARDS,
  READY_DECKS,
  validateDeck,
} from '../games/orbs';
import { MAX_COPIES, MIN_DECK } from '../games/orbs/decks/validate';
import { decodeDeckCode, encodeDeckCode } from '../saves/deck-code';
import { deckFileName, parseDeckText, writeDeckFile } from '../saves/deck-file';
import { saveErrorResult } from './saves-handlers';
import { openSaveStore, type OrbsDeck, type SaveStore } from '../saves/save-store';
import { fail, ok, type IpcResult } from './contract';
import type { OrbsCatalog, OrbsCatalogCard, OrbsDeckCard, OrbsSavedDeck } from './orbs-types';

export interface OrbsHandlerDeps {
  dataDir: string;
  appVersion: () => string;
  /** A save store already open on `dataDir`; opened on first use otherwise. */
  saves?: SaveStore;
}

/** Decks are stored as counts; the engine wants one id per copy. */
export function expandDeck(cards: readonly OrbsDeckCard[]): string[] {
  const out: string[] = [];
  for (const c of cards) for (let i = 0; i < c.count; i++) out.push(c.id);
  return out;
}

const catalogues = new Map<'en' | 'cs', OrbsCatalog>();

export function orbsCatalog(lang: 'en' | 'cs'): OrbsCatalog {
  const cached = catalogues.get(lang);
  if (cached) return cached;
  const withText = (c: (typeof ORBS_CARDS)[number]): OrbsCatalogCard => ({
    ...c,
    displayName: cardName(c, lang),
    text: cardText(c, lang),
    ...(c.orbType ? { orbTypeName: orbTypeName(c.orbType, lang) } : {}),
  });
  const catalog: OrbsCatalog = {
    lang,
    cards: ORBS_CARDS.filter((c) => !c.token).map(withText),
    tokens: ORBS_CARDS.filter((c) => c.token).map(withText),
    readyDecks: READY_DECKS.map((d) => ({ ...d, cards: [...d.cards] })),
    minDeck: MIN_DECK,
    maxCopies: MAX_COPIES,
  };
  catalogues.set(lang, catalog);
  return catalog;
}

function withProblems(d: OrbsDeck): OrbsSavedDeck {
  return {
    id: d.id,
    name: d.name,
    cards: d.cards,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    problems: validateDeck(expandDeck(d.cards)),
  };
}

/** The same typed errors as the other save channels (a newer-version deck → `save`, its message). */
const saveFailure = saveErrorResult;

export function createOrbsHandlers(deps: OrbsHandlerDeps) {
  let store: Promise<SaveStore> | null = deps.saves ? Promise.resolve(deps.saves) : null;
  const saves = (): Promise<SaveStore> =>
    (store ??= openSaveStore({ root: deps.dataDir, appVersion: deps.appVersion() }));
  const knownIds = new Set(ORBS_CARDS.filter((c) => !c.token).map((c) => c.id));
  // Deck lists name cards in English or Czech (any case) or by id.
  const idByName = new Map<string, string>();
  for (const c of ORBS_CARDS.filter((x) => !x.token)) {
    idByName.set(c.id.toLowerCase(), c.id);
    for (const lang of ['en', 'cs'] as const) idByName.set(cardName(c, lang).toLowerCase(), c.id);
  }
  const byId = new Map(ORBS_CARDS.map((c) => [c.id, c]));

  return {
    'orbs.catalog': (arg: { lang: 'en' | 'cs' }): IpcResult<OrbsCatalog> =>
      ok(orbsCatalog(arg.lang)),
    'orbs.validateDeck': (arg: { cards: OrbsDeckCard[] }) =>
      ok({ problems: validateDeck(expandDeck(arg.cards)) }),
    'decks.list': async () => {
      try {
        return ok({ decks: (await (await saves()).listDecks()).map(withProblems) });
      } catch (err) {
        return saveFailure(err);
      }
    },
    'decks.save': async (arg: { id?: string | undefined; name: string; cards: OrbsDeckCard[] }) => {
      try {
        const input = arg.id === undefined ? { name: arg.name, cards: arg.cards } : arg;
        return ok(withProblems(await (await saves()).saveDeck(input)));
      } catch (err) {
        return saveFailure(err);
      }
    },
    'decks.delete': async (arg: { id: string }) => {
      try {
        await (await saves()).deleteDeck(arg.id);
        return ok({ deleted: true as const });
      } catch (err) {
        return saveFailure(err);
      }
    },
    'decks.exportCode': (arg: { cards: OrbsDeckCard[]; name?: string | undefined }) => {
      try {
        return ok({ code: encodeDeckCode(arg.cards, arg.name) });
      } catch (err) {
        if (err instanceof RangeError) return fail('bad-request', err.message);
        throw err;
      }
    },
    'decks.importCode': (arg: { code: string }) =>
      ok(decodeDeckCode(arg.code, { knownCardIds: knownIds })),
    'decks.exportFile': (arg: { cards: OrbsDeckCard[]; name: string; lang: 'en' | 'cs' }) => {
      const unknown = arg.cards.find((c) => !knownIds.has(c.id));
      if (unknown) return fail('bad-request', `there is no card "${unknown.id}"`);
      const name = (n: string) => cardName(byId.get(n)!, arg.lang);
      try {
        return ok({ fileName: deckFileName(arg.name), text: writeDeckFile(arg, name) });
      } catch (err) {
        if (err instanceof RangeError) return fail('bad-request', err.message);
        throw err;
      }
    },
    'decks.importText': (arg: { text: string }) =>
      ok(
        parseDeckText(arg.text, {
          cardIdOf: (w) => idByName.get(w.toLowerCase()),
          knownCardIds: knownIds,
          maxCopies: MAX_COPIES,
        }),
      ),
  };
}
