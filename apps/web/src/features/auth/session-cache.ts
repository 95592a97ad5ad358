// DECISIONS.md 4: the spec's storage keys survive only as a display cache (the header can show the
// name at once, and offline). The server never reads them; the session cookie is the only truth.
import type { Account, AccountRole } from '@station/shared';

const KEYS = ['userType', 'userId', 'userName', 'userEmail', 'isAdmin', 'user'] as const;
export const LAST_ACTIVITY_KEY = 'lastActivity';

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
      for (const key of KEYS) store.removeItem(key);
      return;
    }
    writeAccount(store, account);
  } catch {
    // quota or policy: the cache is optional
  }
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
