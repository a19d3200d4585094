import { create } from 'zustand';

export type AlertColor = 'blue' | 'green' | 'red' | 'yellow';
export type AlertIcon = 'info' | 'success' | 'error' | 'warning';

/** A link the alert offers after its message, e.g. a transaction's explorer page. */
export type AlertLink = { href: string; label: string };

export type AlertContent = {
  color?: AlertColor;
  title: string;
  message: string;
  icon?: AlertIcon;
  link?: AlertLink;
};

type AlertState = {
  isOpened: boolean;
  color: AlertColor;
  title: string;
  message: string;
  icon: AlertIcon;
  link: AlertLink | undefined;
  open: (content: AlertContent) => void;
  close: () => void;
};

export const alertDefaults = {
  isOpened: false,
  color: 'blue',
  title: '',
  message: '',
  icon: 'info',
  link: undefined,
} as const satisfies Pick<AlertState, 'isOpened' | 'color' | 'title' | 'message' | 'icon' | 'link'>;

const iconForColor: Record<AlertColor, AlertIcon> = {
  blue: 'info',
  green: 'success',
  red: 'error',
  yellow: 'warning',
};

/** The one global alert: opening sets every field, closing resets them to the defaults. */
export const useAlertStore = create<AlertState>()((set) => ({
  ...alertDefaults,
  open: ({ color = alertDefaults.color, title, message, icon, link }) =>
    set({ isOpened: true, color, title, message, icon: icon ?? iconForColor[color], link }),
  close: () => set({ ...alertDefaults }),
}));
