// The Buy gate's check behind one more step: the list of files it needs (Vite's preload list:
// the query client, the indexer reader, the publication rule) is written where the dynamic import
// is, so it lives here, loaded once the page is live, and not in the home and token pages' first load.
export const loadBuyGate = () => import('./buy-gate-live');
