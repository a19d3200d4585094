import { useLoadingStore } from '@/stores/loading';
import { FullScreenSpinner } from './spinner';

/** Shows the full-screen spinner while the global loading flag is on. */
export function LoadingOverlay() {
  const isLoading = useLoadingStore((state) => state.isLoading);
  return isLoading ? <FullScreenSpinner /> : null;
}
