import { create } from 'zustand';

export type AlertColor = 'blue' | 'green' | 'red' | 'yellow';

/** A link the alert offers after its message, e.g. a transaction's explorer page. */
export type AlertLink = { href: string; label: string };

export type AlertContent = {
  color?: AlertColor;
  title: string;
  message: string;
  link?: AlertLink;
  /**
   * What the alert is about: a later alert with the same key takes its place. Alerts without one
   * share the key "general", so a page's messages replace each other as they always did, while a
   * transaction's outcome (keyed by its hash) stacks beside them.
   */
  key?: string;
};

/** One alert on screen. */
export type Alert = AlertContent & { id: number; key: string; color: AlertColor };

/** At most this many alerts at once: the oldest gives way to a new one. */
export const MAX_ALERTS = 3;

type AlertState = {
  alerts: Alert[];
  open: (content: AlertContent) => void;
  /** Closes the alert `id`, or every alert. */
  close: (id?: number) => void;
};

let nextId = 1;

/** The site's alerts (toasts), newest last. */
export const useAlertStore = create<AlertState>()((set) => ({
  alerts: [],
  open: ({ color = 'blue', title, message, link, key = 'general' }) =>
    set((state) => {
      const alert: Alert = { id: nextId++, key, color, title, message, link };
      return { alerts: [...state.alerts.filter((a) => a.key !== key), alert].slice(-MAX_ALERTS) };
    }),
  close: (id) =>
    set((state) => ({ alerts: id === undefined ? [] : state.alerts.filter((a) => a.id !== id) })),
}));
