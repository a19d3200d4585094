import { create } from 'zustand';

type MenuState = {
  opened: boolean;
  open: () => void;
  close: () => void;
};

/** Whether the narrow-screen menu drawer is open. */
export const useMenuStore = create<MenuState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
