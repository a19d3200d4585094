import { t } from '@lingui/core/macro';

/**
 * A readable name for the browser a session was started from ("Chrome on Linux"), from its
 * User-Agent header. Only for recognising one's own devices in the sessions list: the header is
 * whatever the client sent, so it decides nothing.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return t`Unknown browser`;
  const ua = userAgent;
  const system = systemName(ua);
  // Not a browser (a script, a command-line tool): its first product token, e.g. "curl".
  const browser = browserName(ua) ?? /^([A-Za-z][\w.-]{0,40})\//.exec(ua)?.[1];
  if (!browser) return t`Unknown browser`;
  return system ? t`${browser} on ${system}` : browser;
}

function browserName(ua: string): string | null {
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari".
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\b(OPR|Opera)\//.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\bHeadlessChrome\//.test(ua)) return 'Headless Chrome';
  if (/\b(Chrome|CriOS|Chromium)\//.test(ua)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua)) return 'Safari';
  return null;
}

function systemName(ua: string): string | null {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}
