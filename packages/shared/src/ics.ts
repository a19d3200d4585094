// Calendar files (iCalendar, RFC 5545) for "add to calendar": the API attaches one to the sale
// alert mails and the site builds the same file in the browser, so both give the same event.
// No dependencies (no zod): the site imports this module in the page's own chunk.

/** One event of a calendar file. Times are instants; the file writes them in UTC. */
export interface CalendarEvent {
  /** Globally unique and stable: a calendar that imports the event again updates it. */
  uid: string;
  start: Date;
  /** Default: 30 minutes after `start`. */
  end?: Date;
  summary: string;
  description?: string;
  /** An absolute http(s) address about the event. */
  url?: string;
  /** A reminder this many minutes before the start (none when absent). */
  alarmMinutesBefore?: number;
}

export interface CalendarOptions {
  /** When the file was made (DTSTAMP); default now. */
  stamp?: Date;
}

const CRLF = '\r\n';
/** RFC 5545 section 3.1: lines longer than 75 octets (line break excluded) are folded. */
const MAX_LINE_OCTETS = 75;
/** The product that made the file (PRODID). */
const PRODUCT_ID = '-//Green Planet ECO//Sale calendar//EN';
const DEFAULT_DURATION_MS = 30 * 60 * 1000;

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Folds a content line: CRLF plus one space before every 75th octet, never inside a UTF-8
 * sequence (a folded line is joined again by removing exactly that CRLF and space, so the space
 * counts against the next line's 75 octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = octets(char);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/**
 * A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon and comma escaped, line breaks
 * as `\n`; other control characters, which TEXT cannot hold, are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')
  );
}

/** A UTC DATE-TIME (RFC 5545 section 3.3.5, form 2): 20270115T120000Z. */
export function formatIcsDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('A calendar event needs a valid time.');
  const iso = date.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** A value that must stay on one line (UID, URL): refused rather than silently changed. */
function singleLine(name: string, value: string): string {
  // eslint-disable-next-line no-control-regex
  if (value === '' || /[\u0000-\u001F\u007F]/.test(value)) {
    throw new RangeError(`${name} must be non-empty text without control characters.`);
  }
  return value;
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const end = event.end ?? new Date(event.start.getTime() + DEFAULT_DURATION_MS);
  if (end.getTime() <= event.start.getTime()) {
    throw new RangeError('A calendar event must end after it starts.');
  }
  const lines = [
    'BEGIN:VEVENT',
    `UID:${singleLine('UID', event.uid)}`,
    `DTSTAMP:${formatIcsDateTime(stamp)}`,
    `DTSTART:${formatIcsDateTime(event.start)}`,
    `DTEND:${formatIcsDateTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) {
    const url = new URL(singleLine('URL', event.url));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new RangeError('URL must be an http(s) address.');
    }
    lines.push(`URL:${url.href}`);
  }
  if (event.alarmMinutesBefore !== undefined) {
    const minutes = event.alarmMinutesBefore;
    if (!Number.isInteger(minutes) || minutes < 0) {
      throw new RangeError('alarmMinutesBefore must be a whole number of minutes from 0.');
    }
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:-PT${minutes}M`,
      `DESCRIPTION:${escapeText(event.summary)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A calendar file (text/calendar) holding `events`: CRLF line ends, folded at 75 octets. */
export function buildIcs(events: CalendarEvent[], options: CalendarOptions = {}): string {
  const stamp = options.stamp ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The media type of a calendar file. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** What a sale stage's opening event says: the same in the API's mails and on the site. */
export interface SaleStageOpening {
  chainId: number;
  /** The contract's stage number: 0 partners, 1 private, 2 public. */
  stage: number;
  /** "Private", as the site labels the stage. */
  stageLabel: string;
  opensAt: Date;
  /** The site's origin; the event links to its token page. */
  siteUrl: string;
}

/** The token page, where the sale's stages and their schedule are shown. */
export const saleStageEventUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/about/token`;

/** The calendar event for a stage's opening time, with a reminder 15 minutes before. */
export function saleStageOpeningEvent(opening: SaleStageOpening): CalendarEvent {
  const host = new URL(opening.siteUrl).host;
  const url = saleStageEventUrl(opening.siteUrl);
  return {
    // Stable per chain and stage, so importing a moved opening time updates the same event.
    uid: `eco-sale-stage-${opening.chainId}-${opening.stage}@${host}`,
    start: opening.opensAt,
    summary: `ECO ${opening.stageLabel} sale opens`,
    description: [
      `The ${opening.stageLabel} sale of Green Planet ECO (chain ${opening.chainId}) is scheduled to open at this time.`,
      'The team can move the opening time; the token page shows the current schedule:',
      url,
    ].join('\n'),
    url,
    alarmMinutesBefore: 15,
  };
}

/** The calendar file of a stage's opening time. */
export function saleStageOpeningIcs(opening: SaleStageOpening, options: CalendarOptions = {}) {
  return buildIcs([saleStageOpeningEvent(opening)], options);
}

/** The file name for a stage's opening event: eco-private-sale-opens.ics. */
export function saleStageIcsFileName(stageLabel: string): string {
  const slug = stageLabel
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `eco-${slug}-sale-opens.ics` : 'eco-sale-opens.ics';
}
