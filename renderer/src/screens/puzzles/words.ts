/** Puzzle texts come in both languages with each puzzle (and each hint): pick the shown one. */
export interface Words {
  en: string;
  cs: string;
}

export function inLanguage(w: Words, lang: string): string {
  return lang === 'cs' ? w.cs : w.en;
}
