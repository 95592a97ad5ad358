import { describe, expect, it } from 'vitest';
import { excerptParts, foldText, highlightParts, isSearchable, searchResultUrl, searchWords, textsMatch } from './search-values.ts';

describe('search folding and matching', () => {
  it('folds accents, ligatures and case', () => {
    expect(foldText('Céline ŒUVRE Ærø Straße')).toBe('celine oeuvre aero strasse');
  });

  it('keeps only words: no search operator survives', () => {
    expect(searchWords("cultu' & !club | (:*) <b>")).toEqual(['cultu', 'club', 'b']);
    expect(isSearchable('!')).toBe(false);
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
  });

  it('marks the words a query starts, accents ignored', () => {
    expect(highlightParts('Musique électronique, Électro-pop', 'electro')).toEqual([
      { text: 'Musique ', hit: false },
      { text: 'électronique', hit: true },
      { text: ', ', hit: false },
      { text: 'Électro', hit: true },
      { text: '-pop', hit: false },
    ]);
    expect(highlightParts('la musique', 'musiques').filter((part) => part.hit).map((part) => part.text)).toEqual(['musique']);
  });

  it('matches offline when every word of the query matches', () => {
    expect(textsMatch(['Culture Club', null], 'cultu clu')).toBe(true);
    expect(textsMatch(['Culture Club'], 'cultu rock')).toBe(false);
  });

  it('cuts a long text around its first match', () => {
    const text = `${'mot '.repeat(80)}jazz ${'fin '.repeat(80)}`;
    const parts = excerptParts(text, 'jazz');
    const joined = parts.map((part) => part.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined.length).toBeLessThanOrEqual(165);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(['jazz']);
  });

  it('links each kind where the app shows it', () => {
    expect(searchResultUrl('mix', 4, true)).toBe('/weekly-mixes?mix=4#weekly-mixes-4');
    expect(searchResultUrl('contest_news', 2)).toBe('/actualites/concours/2');
    expect(searchResultUrl('presenter', 3)).toBe('/animateurs#animateur-3');
  });
});
