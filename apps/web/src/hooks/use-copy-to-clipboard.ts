import { useCallback, useEffect, useState } from 'react';

/**
 * Copies text; with `fallback`, selects that field's text and copies it with execCommand where
 * the Clipboard API is absent (plain-http origins other than localhost) or refused.
 */
async function copyText(text: string, fallback?: HTMLInputElement | null): Promise<boolean> {
  try {
    // The DOM types say the Clipboard API is always there; plain-http origins lack it.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the older way below.
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    // Deprecated, and the only way left where the Clipboard API is absent (see above).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** Copies text to the clipboard and says "copied" for a moment; `copy` resolves false on failure. */
export function useCopyToClipboard(resetAfterMs = 2000) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), resetAfterMs);
    return () => clearTimeout(timer);
  }, [copied, resetAfterMs]);

  const copy = useCallback(async (text: string, fallback?: HTMLInputElement | null) => {
    const done = await copyText(text, fallback);
    if (done) setCopied(true);
    return done;
  }, []);

  return { copied, copy };
}
