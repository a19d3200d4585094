import { preferredSiteLanguage, SOURCE_LANGUAGE } from '@eco/shared';
import type { SiteLanguage } from '@eco/shared';
import type { FastifyRequest } from 'fastify';

/*
 * The language a request names. The site's client sends every request with
 * `Accept-Language: <the page's language>` (one of @eco/shared's SITE_LANGUAGES), so the mails a
 * request sends can be written in the language the visitor reads the site in. The header only
 * chooses a language: a malformed, unsupported or overlong one names none, and is never an error.
 */

/** The site language the request's Accept-Language names, or undefined (none, or another). */
export function namedLanguage(request: FastifyRequest): SiteLanguage | undefined {
  return preferredSiteLanguage(request.headers['accept-language']);
}

/** The request's language for a mail to someone the API knows nothing else of: English by default. */
export function requestLanguage(request: FastifyRequest): SiteLanguage {
  return namedLanguage(request) ?? SOURCE_LANGUAGE;
}
