import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/**
 * Characters a memo may not show as they are: C0 and C1 controls (no glyph; a newline would
 * break the row) and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069), with which a memo could run backwards or reorder the text around it.
 */
function hidden(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** A memo as the page shows it: controls become spaces, runs of spaces one. */
export function memoForDisplay(memo: string): string {
  return Array.from(memo, (character) => (hidden(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A donor's memo: anyone can write anything into one, so it is text only (React escapes it; no
 * HTML, no links made of it), isolated from the text around it (`bdi`) and wrapped anywhere so
 * a long unbroken string cannot widen the page.
 */
export function MemoText({ memo, className = '' }: { memo: string; className?: string }) {
  const text = memoForDisplay(memo);
  if (!text) return null;
  return (
    <p className={`min-w-0 text-slate-700 wrap-anywhere ${className}`}>
      <span className="sr-only">{t`Donor's message:`} </span>
      {/* The quotation marks are the language's own. */}
      <Trans>
        “<bdi>{text}</bdi>”
      </Trans>
    </p>
  );
}
