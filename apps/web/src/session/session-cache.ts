// The spec's storage keys survive only as a display cache (the header can show the
// name at once, and offline). The server never reads them; the session cookie is the only truth.
import type { Account, AccountRole } from '@station/shared';

const KEYS = ['userType', 'userId', 'userName', 'userEmail', 'isAdmin', 'user'] as const;
export const LAST_ACTIVITY_KEY = 'lastActivity';
/**
 * Every copy of an account's own data kept on the device (its playlists...) is stored under this
 * prefix, so that a logout or an expiry clears them all without knowing the features that wrote them
 * (logout clears all session keys). 'station:playlists:' is where playlists were kept before.
 */
export const PERSONAL_KEY_PREFIX = 'station:personal:';
const PERSONAL_PREFIXES = [PERSONAL_KEY_PREFIX, 'station:playlists:'];

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, policies): the cache is optional
  }
};

export function writeSessionCache(account: Account | null) {
  const store = storage();
  if (!store) return;
  try {
    if (!account) {
      clearPersonalCopies(store);
      return;
    }
    writeAccount(store, account);
  } catch {
    // quota or policy: the cache is optional
  }
}

function clearPersonalCopies(store: Storage) {
  const personal = Object.keys(store).filter((key) => PERSONAL_PREFIXES.some((prefix) => key.startsWith(prefix)));
  for (const key of [...KEYS, LAST_ACTIVITY_KEY, ...personal]) store.removeItem(key);
  lastActivityInMemory = 0;
}

function writeAccount(store: Storage, account: Account) {
  store.setItem('userType', account.role);
  store.setItem('userId', String(account.id));
  store.setItem('userName', account.name);
  store.setItem('userEmail', account.email);
  store.setItem('isAdmin', String(account.role === 'admin'));
  store.setItem('user', JSON.stringify(account));
}

export function readSessionCache(): Account | null {
  try {
    const account = JSON.parse(storage()?.getItem('user') ?? 'null') as Account | null;
    const roles: AccountRole[] = ['user', 'talent', 'admin', 'moderator'];
    return account && roles.includes(account.role) && typeof account.id === 'number' ? account : null;
  } catch {
    return null;
  }
}

// Kept in memory too, so a browser without storage is not taken for an idle one.
let lastActivityInMemory = 0;

export const readLastActivity = () =>
  Math.max(lastActivityInMemory, Number(storage()?.getItem(LAST_ACTIVITY_KEY) ?? 0) || 0);

export function writeLastActivity(time = Date.now()) {
  lastActivityInMemory = time;
  try {
    storage()?.setItem(LAST_ACTIVITY_KEY, String(time));
  } catch {
    // quota or policy: the in-memory value is enough for this tab
  }
}
