// Whether a new version waits for 'Mettre à jour' (update-prompt.tsx): apart from register-sw.ts,
// which runs beside the page and is no part of its first load.
import { create } from 'zustand';

interface UpdateState {
  /** A new version is installed and waiting. */
  waiting: boolean;
  apply: () => void;
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>((set) => ({
  waiting: false,
  apply: () => undefined,
  dismiss: () => set({ waiting: false }),
}));
