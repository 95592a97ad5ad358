// The last searches, kept on this device only (localStorage), never sent anywhere.
import { useCallback, useState } from 'react';

const KEY = 'station:recent-searches';
const MAX = 8;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

function write(list: string[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private browsing or a full storage: recent searches are a convenience.
  }
}

export function useRecentSearches() {
  const [recent, setRecent] = useState(read);
  const remember = useCallback((query: string) => {
    const trimmed = query.trim();
    if (!trimmed) return;
    const next = [trimmed, ...read().filter((entry) => entry.toLowerCase() !== trimmed.toLowerCase())].slice(0, MAX);
    write(next);
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    write([]);
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
