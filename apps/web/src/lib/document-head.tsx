import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

type MetaEntry = { title?: string; name?: string; property?: string; content?: string } | undefined;

/**
 * Keeps the document's head in step with the page on client navigations: its title and its meta
 * tags, updated in place. The server writes the first page's head itself, so nothing is
 * ever written twice (TanStack's HeadContent would add a second <title>).
 */
export function DocumentHead() {
  const meta = useRouterState({ select: (state) => JSON.stringify(state.matches.flatMap((match) => match.meta ?? [])) });
  useEffect(() => {
    const entries = (JSON.parse(meta) as MetaEntry[]).filter((entry) => entry !== undefined);
    const title = entries.findLast((entry) => entry.title)?.title;
    if (title) document.title = title;
    const latest = new Map<string, { attribute: 'name' | 'property'; key: string; content: string }>();
    for (const entry of entries) {
      const attribute = entry.name ? 'name' : entry.property ? 'property' : null;
      if (!attribute || entry.content === undefined) continue;
      const key = entry[attribute]!;
      latest.set(`${attribute}:${key}`, { attribute, key, content: entry.content });
    }
    for (const { attribute, key, content } of latest.values()) {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${CSS.escape(key)}"]`);
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(attribute, key);
        document.head.append(element);
      }
      element.content = content;
    }
  }, [meta]);
  return null;
}
