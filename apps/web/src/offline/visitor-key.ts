// The device's random key: visitors like 'without id' and their outbox writes carry
// it (X-Visitor-Key) so their idempotency keys are theirs alone. Created on first use only.
const STORAGE_KEY = 'visitorKey';

export function existingVisitorKey(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function visitorKey(): string {
  const existing = existingVisitorKey();
  if (existing) return existing;
  const key = crypto.randomUUID().replaceAll('-', '');
  try {
    localStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Private mode without storage: a key for this page's life only.
  }
  return key;
}
