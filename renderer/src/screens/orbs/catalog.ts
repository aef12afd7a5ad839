/**
 * The Orbs card catalogue as the UI needs it: fetched from main (`orbs.catalog`) in the
 * current language, so names and generated rules text follow the language switch.
 */
import { derived, type Readable } from 'svelte/store';
import { language } from '../../i18n';
import { getApi } from '../../ipc/api';
import type { OrbsCatalog, OrbsCatalogCard } from '../../../../main/ipc/contract';

export type { OrbsCatalog, OrbsCatalogCard };

export interface CatalogState {
  catalog: OrbsCatalog | null;
  byId: Map<string, OrbsCatalogCard>;
  error: string | null;
}

const cache = new Map<string, Promise<OrbsCatalog>>();

function load(lang: 'en' | 'cs'): Promise<OrbsCatalog> {
  let p = cache.get(lang);
  if (!p) {
    p = getApi()
      .invoke('orbs.catalog', { lang })
      .then((r) => {
        if (!r.ok) throw new Error(r.error.message);
        return r.value;
      });
    p.catch(() => cache.delete(lang));
    cache.set(lang, p);
  }
  return p;
}

export function indexCatalog(catalog: OrbsCatalog): Map<string, OrbsCatalogCard> {
  return new Map([...catalog.cards, ...catalog.tokens].map((c) => [c.id, c]));
}

export const catalog: Readable<CatalogState> = derived(
  language,
  (lang, set) => {
    let live = true;
    load(lang).then(
      (c) => live && set({ catalog: c, byId: indexCatalog(c), error: null }),
      (e: unknown) =>
        live &&
        set({ catalog: null, byId: new Map(), error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  },
  { catalog: null, byId: new Map(), error: null } as CatalogState,
);
