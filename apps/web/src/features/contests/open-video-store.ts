import { create } from 'zustand';

// 'Top 3 video / talent page video': one open at a time; clicking again closes it.
interface OpenVideoState {
  open: number | null;
  toggle: (soumissionid: number) => void;
}

export const useOpenVideoStore = create<OpenVideoState>((set) => ({
  open: null,
  toggle: (soumissionid) => set((state) => ({ open: state.open === soumissionid ? null : soumissionid })),
}));
