/**
 * The Clash card catalogue as the renderer has it: asked from main once (`clash.catalog`,
 * main/ipc/clash-handlers.ts) before the app mounts (main.ts), then read synchronously by the
 * card faces, the tables, the setup screen and the rules reference. The renderer never bundles
 * the engine's card data; it shows what main sends.
 */
import type {
  ClashCardDef,
  ClashCatalog,
  ClashKeyword,
  ClashTextLanguage,
  KeywordText,
} from '../../../main/ipc/contract';
import { getApi } from '../ipc/api';

let catalogue: ClashCatalog | null = null;
let byId = new Map<string, ClashCardDef>();
let loading: Promise<ClashCatalog> | null = null;

/** Use this catalogue from now on (what `loadClashCatalogue` does with main's answer; tests call it directly). */
export function setClashCatalogue(c: ClashCatalog): void {
  catalogue = c;
  byId = new Map(c.cards.map((card) => [card.id, card]));
}

/** Ask main for the catalogue once; later calls share the same answer. A failed ask can be retried. */
export function loadClashCatalogue(): Promise<ClashCatalog> {
  loading ??= getApi()
    .invoke('clash.catalog')
    .then((r) => {
      if (!r.ok) throw new Error(`clash.catalog: ${r.error.message}`);
      setClashCatalogue(r.value);
      return r.value;
    });
  loading.catch(() => (loading = null));
  return loading;
}

export function clashCatalogue(): ClashCatalog {
  if (!catalogue)
    throw new Error(
      'the Clash card catalogue is not loaded (loadClashCatalogue runs before the app mounts)',
    );
  return catalogue;
}

/** The card with this id, or null for an id the catalogue does not have. */
export function clashCardById(id: string): ClashCardDef | null {
  clashCatalogue();
  return byId.get(id) ?? null;
}

/** A card's name in `lang` (main's catalogue has both); the id itself for an unknown card. */
export function clashCardName(id: string, lang: ClashTextLanguage): string {
  const c = clashCatalogue();
  return c.names?.[id]?.[lang] ?? byId.get(id)?.name ?? id;
}

export function keywordText(): Record<ClashKeyword, Record<ClashTextLanguage, KeywordText>> {
  return clashCatalogue().keywords;
}

export function setLabels(): ClashCatalog['sets'] {
  return clashCatalogue().sets;
}
