// The page side of the test wallet: a thin EIP-1193 provider announced through EIP-6963, as a
// browser extension's would be. Every request crosses to the Node side through a binding.

/** The page side, serialised into every document by addInitScript: a thin EIP-1193 provider. */
export function pageScript(args: {
  binding: string;
  emitter: string;
  info: { uuid: string; name: string; icon: string; rdns: string };
  windowEthereum: boolean;
}): void {
  // Only the top document: that is where the site and wagmi live.
  if (window.top !== window) return;
  type Listener = (data: unknown) => void;
  type WalletReply = {
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
    emit?: [string, unknown][];
  };
  const win = window as unknown as Record<string, unknown>;
  const call = win[args.binding] as (request: unknown) => Promise<WalletReply>;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, data: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(data);
  };
  const provider = {
    isEcoTestWallet: true,
    async request(request: { method: string; params?: unknown }) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the page's own code calls this, untyped: the check is the wallet's input validation.
      if (!request || typeof request.method !== 'string') {
        throw Object.assign(new Error('Invalid request'), { code: -32600 });
      }
      const reply = await call({ method: request.method, params: request.params });
      for (const [event, data] of reply.emit ?? []) emit(event, data);
      if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
      return reply.result;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener);
    },
  };
  win[args.emitter] = emit;
  const detail = Object.freeze({ info: Object.freeze({ ...args.info }), provider });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (args.windowEthereum) win.ethereum = provider;
}
