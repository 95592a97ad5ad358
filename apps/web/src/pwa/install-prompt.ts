// Installation: Chrome's `beforeinstallprompt` is kept so the header menu can offer its
// own install button; iOS has no such event, so its listeners get a short how-to instead.
import { create } from 'zustand';

/** Not in TypeScript's DOM lib: Chromium only. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  promptEvent?: BeforeInstallPromptEvent;
  install: () => Promise<void>;
}

export const useInstallStore = create<InstallState>((set, get) => ({
  promptEvent: undefined,
  install: async () => {
    const event = get().promptEvent;
    if (!event) return;
    // An event can prompt once: forget it whatever the answer.
    set({ promptEvent: undefined });
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  },
}));

/** Called before the first render: the event may fire as early as the page loads. */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallStore.setState({ promptEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallStore.setState({ promptEvent: undefined }));
}

/** iPhone and iPad Safari, not already opened from the home screen. */
export function needsIosInstallHint(): boolean {
  const iOS = /iphone|ipad|ipod/i.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
  return iOS && !standalone;
}
