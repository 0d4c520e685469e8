import { create } from 'zustand';

interface UpgradeModalState {
  open: boolean;
  /** The plan feature row to mark, for example 'projects' after hitting the project cap. */
  highlight: string | null;
  /** Opens the upgrade modal, optionally marking the feature that prompted it. */
  show: (highlight?: string | null) => void;
  close: () => void;
}

/** The upgrade modal is opened from many places (banners, project menu, team page). */
export const useUpgradeModalStore = create<UpgradeModalState>()((set) => ({
  open: false,
  highlight: null,
  show: (highlight = null) => set({ open: true, highlight }),
  close: () => set({ open: false }),
}));
