// Document titles: '<page> · <station name>'. The root route's loader data is the station's config.
interface HeadContext {
  matches: ReadonlyArray<{ loaderData?: unknown }>;
}

export const pageHead =
  (title: string) =>
  ({ matches }: HeadContext) => {
    const stationName = (matches[0]?.loaderData as { name?: string } | undefined)?.name;
    return { meta: [{ title: stationName ? `${title} · ${stationName}` : title }] };
  };

interface PageMeta {
  title: string;
  description?: string;
  /** An absolute or site-relative image URL for link previews (og:image). */
  image?: string | null;
}

/**
 * A page's own head, for pages about one item (an article): its title, description and Open Graph
 * image, so the tab, the history and a link shared from the open page describe that item.
 */
export function itemHead(matches: HeadContext['matches'], meta: PageMeta) {
  const stationName = (matches[0]?.loaderData as { name?: string } | undefined)?.name;
  const title = stationName ? `${meta.title} · ${stationName}` : meta.title;
  const image = meta.image && typeof location !== 'undefined' ? new URL(meta.image, location.origin).href : meta.image;
  return {
    meta: [
      { title },
      ...(meta.description ? [{ name: 'description', content: meta.description }, { property: 'og:description', content: meta.description }] : []),
      { property: 'og:title', content: meta.title },
      { property: 'og:type', content: 'article' },
      ...(image ? [{ property: 'og:image', content: image }] : []),
    ],
  };
}
