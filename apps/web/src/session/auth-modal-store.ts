import { create } from 'zustand';

// Which account modal is open. Any page opens them (the header, the contest, a vote prompt later);
// they are mounted once in the app shell.
interface AuthModalState {
  open: 'auth' | 'talent' | null;
  /** The caller can preset the talent checkbox. */
  talentPreset: boolean;
  talentMode: 'login' | 'register';
  openAuth: (options?: { talent?: boolean }) => void;
  openTalent: (mode?: 'login' | 'register') => void;
  close: () => void;
}

export const useAuthModalStore = create<AuthModalState>((set) => ({
  open: null,
  talentPreset: false,
  talentMode: 'login',
  openAuth: (options) => set({ open: 'auth', talentPreset: options?.talent ?? false }),
  openTalent: (mode = 'login') => set({ open: 'talent', talentMode: mode }),
  close: () => set({ open: null }),
}));
