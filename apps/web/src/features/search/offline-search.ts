// Without a network, the search runs over the public lists kept in IndexedDB for offline
// reading (offline/offline-lists.ts), with the same folding and prefix rules as the server's. It
// is partial (only what this device has kept, no ranking by the database): the page says so.
import type { Actualite, Animateur, Concours, Emission, Mix, Programme, PublicTalent, SearchKind, SearchResponse, SearchResult } from '@station/shared';
import {
  CONTEST_NEWS_KEYWORD,
  SEARCH_KINDS,
  SEARCH_KIND_LABELS,
  SEARCH_LIMIT_ONE_KIND,
  SEARCH_LIMIT_PER_KIND,
  WEEKLY_MIX_CATEGORY,
  excerptParts,
  highlightParts,
  isSearchable,
  searchResultImage,
  searchResultUrl,
  textsMatch,
} from '@station/shared/client';
import { readList } from '../../offline/offline-lists.ts';

interface Candidate {
  kind: SearchKind;
  id: number;
  title: string;
  texts: Array<string | null | undefined>;
  body: string;
  image: string | null;
  weekly?: boolean;
}

async function kept<T>(key: string): Promise<T[]> {
  const list = await readList(key).catch(() => undefined);
  return Array.isArray(list?.data) ? (list.data as T[]) : [];
}

async function candidates(): Promise<Candidate[]> {
  const [programmes, emissions, mixes, news, presenters, talents, contests] = await Promise.all([
    kept<Programme>('/api/schedule/shows'),
    kept<Emission>('/api/emissions'),
    kept<Mix>('/api/mixes'),
    kept<Actualite>('/api/actualites'),
    kept<Animateur>('/api/animateurs'),
    kept<PublicTalent>('/api/talons'),
    kept<Concours>('/api/concours?status=active'),
  ]);
  return [
    ...programmes.map((p) => ({ kind: 'programme' as const, id: p.id, title: p.title, texts: [p.title, p.host, p.description], body: `${p.host ?? ''} ${p.description ?? ''}`, image: null })),
    ...emissions.map((e) => ({
      kind: 'emission' as const,
      id: e.id,
      title: e.title,
      texts: [e.title, e.description, ...e.audioFiles.map((file) => file.parsedTitle)],
      body: e.description,
      image: e.img_url,
    })),
    ...mixes.map((m) => ({ kind: 'mix' as const, id: m.mixid, title: m.titre, texts: [m.titre, m.categorie, m.description], body: m.description, image: m.img_url, weekly: m.categorie === WEEKLY_MIX_CATEGORY })),
    ...news.map((a) => ({
      kind: a.categorie.toLowerCase().includes(CONTEST_NEWS_KEYWORD) ? ('contest_news' as const) : ('news' as const),
      id: a.actualiteid,
      title: a.title,
      texts: [a.title, a.hoster_name, a.description, a.content],
      body: `${a.description} ${a.content ?? ''}`,
      image: a.img_url,
    })),
    ...presenters.map((p) => ({ kind: 'presenter' as const, id: p.animateurid, title: `${p.prenom} ${p.nom}`.trim(), texts: [p.prenom, p.nom, p.categorie, p.description], body: `${p.categorie} — ${p.description}`, image: p.img_url })),
    ...talents.map((t) => ({ kind: 'talent' as const, id: t.talonid, title: t.nom_artiste, texts: [t.nom_artiste, t.nom_complet, t.genre_musical, t.biographie], body: `${t.genre_musical ?? ''} — ${t.biographie ?? ''}`, image: t.avatar_url })),
    ...contests.map((c) => ({ kind: 'contest' as const, id: c.concoursid, title: c.nom_concours, texts: [c.nom_concours, c.description], body: c.description, image: c.img_url })),
  ];
}

export async function offlineSearch(query: string, type?: SearchKind): Promise<SearchResponse> {
  if (!isSearchable(query)) return { query, groups: [] };
  const found = (await candidates()).filter((candidate) => (!type || candidate.kind === type) && textsMatch(candidate.texts, query));
  const limit = type ? SEARCH_LIMIT_ONE_KIND : SEARCH_LIMIT_PER_KIND;
  const groups = SEARCH_KINDS.flatMap((kind) => {
    const ofKind = found.filter((candidate) => candidate.kind === kind);
    if (ofKind.length === 0) return [];
    const results: SearchResult[] = ofKind.slice(0, limit).map((candidate) => ({
      kind,
      id: candidate.id,
      title: candidate.title,
      url: searchResultUrl(kind, candidate.id, candidate.weekly),
      image_url: searchResultImage(kind, candidate.image),
      titleParts: highlightParts(candidate.title, query),
      excerptParts: excerptParts(candidate.body, query),
    }));
    return [{ kind, label: SEARCH_KIND_LABELS[kind], total: ofKind.length, results }];
  });
  return { query, groups };
}
