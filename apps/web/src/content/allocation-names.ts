import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import type { TokenFacts } from './schemas';

/**
 * A project allocation (not a sale stage's) as a sentence names it ("the ecosystem wallet",
 * "listing & exchange"), in the page's language: a message of its own each, not the label
 * lower-cased, so a language that capitalises nouns keeps them. Used by the supply terms and the
 * risk disclosure. A module of its own: a page's catalogue holds the messages of the modules its
 * code reaches, and the token facts reach most pages, which never name these.
 */
export function allocationInSentence(key: TokenFacts['shares'][number]['key']): string {
  switch (key) {
    case 'ecosystem':
      return tx(msg`ecosystem`);
    case 'community':
      return tx(msg`community`);
    case 'founders':
      return tx(msg`founders`);
    case 'listing':
      return tx(msg`listing & exchange`);
    case 'marketing':
      return tx(msg`marketing`);
    default:
      throw new Error(`no name in a sentence for the allocation ${key}`);
  }
}
