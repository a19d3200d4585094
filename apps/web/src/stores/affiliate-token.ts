import { create } from 'zustand';
import { readStored, writeStored } from '@/lib/storage';

export const AFFILIATE_TOKEN_KEY = 'AFFILIATE_TOKEN';
export const AFFILIATE_TOKEN_PARAM = 'affiliate-token';

type AffiliateTokenState = {
  affiliateToken: string;
  setAffiliateToken: (token: string) => void;
  removeAffiliateToken: () => void;
};

/** Creates the store; the stored token is read once, when the store is created at first load. */
export function createAffiliateTokenStore() {
  const store = create<AffiliateTokenState>()((set) => ({
    // Empty in the initial state, which is what prerendered pages show and what React hydrates
    // against (zustand's server snapshot); the stored token is set right after.
    affiliateToken: '',
    setAffiliateToken: (token) => {
      const value = token.trim();
      if (!value) return;
      // Kept for this visit even when it cannot be persisted.
      writeStored(AFFILIATE_TOKEN_KEY, value);
      set({ affiliateToken: value });
    },
    removeAffiliateToken: () => {
      writeStored(AFFILIATE_TOKEN_KEY, null);
      set({ affiliateToken: '' });
    },
  }));
  store.setState({ affiliateToken: readStored(AFFILIATE_TOKEN_KEY) ?? '' });
  return store;
}

export const useAffiliateTokenStore = createAffiliateTokenStore();

/**
 * Stores the `affiliate-token` URL parameter, if any, and returns the URL without it so the
 * referral code does not linger in shared links or analytics.
 */
export function captureAffiliateToken(url: URL, store = useAffiliateTokenStore): URL | null {
  const token = url.searchParams.get(AFFILIATE_TOKEN_PARAM);
  if (token === null) return null;
  store.getState().setAffiliateToken(token);
  const cleaned = new URL(url);
  cleaned.searchParams.delete(AFFILIATE_TOKEN_PARAM);
  return cleaned;
}
