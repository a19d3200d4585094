import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  escapeText,
  foldLine,
  formatIcsDateTime,
  saleStageIcsFileName,
  saleStageOpeningIcs,
} from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const stamp = new Date('2026-01-15T12:00:00Z');
const opening = {
  chainId: 31337,
  stage: 1,
  stageLabel: 'Private',
  opensAt: new Date('2027-03-01T09:30:00Z'),
  siteUrl: 'https://eco.example/',
};

describe('buildIcs', () => {
  it('writes one VEVENT with UID, DTSTAMP and DTSTART/DTEND in UTC, every line ending in CRLF', () => {
    const ics = buildIcs(
      [
        {
          uid: 'one@eco.example',
          start: new Date('2027-03-01T09:30:00.250Z'),
          summary: 'Opens',
          description: 'A, b; c\\d\nnext line',
          url: 'https://eco.example/about/token',
        },
      ],
      { stamp },
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    // No bare LF anywhere: every line break is CRLF.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Green Planet ECO//Sale calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:one@eco.example',
      'DTSTAMP:20260115T120000Z',
      'DTSTART:20270301T093000Z',
      'DTEND:20270301T100000Z',
      'SUMMARY:Opens',
      'DESCRIPTION:A\\, b\\; c\\\\d\\nnext line',
      'URL:https://eco.example/about/token',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('adds a reminder when asked, and refuses an event that ends before it starts or a bad time', () => {
    const ics = buildIcs([{ uid: 'u@x', start: stamp, summary: 'S', alarmMinutesBefore: 15 }], {
      stamp,
    });
    expect(ics).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\n');
    expect(() => buildIcs([{ uid: 'u@x', start: stamp, end: stamp, summary: 'S' }])).toThrow(
      'must end after it starts',
    );
    expect(() => buildIcs([{ uid: 'u@x', start: new Date(NaN), summary: 'S' }])).toThrow(
      'valid time',
    );
    expect(() => buildIcs([{ uid: 'a\r\nX-EVIL:1', start: stamp, summary: 'S' }])).toThrow('UID');
    expect(() =>
      buildIcs([{ uid: 'u@x', start: stamp, summary: 'S', url: 'javascript:alert(1)' }]),
    ).toThrow('http(s)');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets, continuation lines starting with a space, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    // 212 octets: 75 on the first line, 74 after each continuation's space, the rest last.
    expect(lines.map(octets)).toEqual([75, 75, 1 + 212 - 75 - 74]);
    for (const next of lines.slice(1)) expect(next.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-octet character and never passes 75 octets', () => {
    // 3-octet and 4-octet characters placed so a naive cut at 75 would fall inside one.
    const line = `SUMMARY:${'é'.repeat(3)}${'森'.repeat(40)}${'🌳'.repeat(30)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split character would be a lone surrogate or U+FFFD after a round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
});

describe('escapeText and formatIcsDateTime', () => {
  it('escapes the TEXT specials and drops control characters', () => {
    expect(escapeText('a\\b;c,d\r\ne\rf\ng')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0000\u0007\u007f')).toBe('tab\there');
  });

  it('writes UTC with the seconds cut, not rounded', () => {
    expect(formatIcsDateTime(new Date('2027-12-31T23:59:59.999Z'))).toBe('20271231T235959Z');
  });
});

describe('saleStageOpeningIcs', () => {
  it('names the stage, its time in UTC, a stable UID per chain and stage, and the token page', () => {
    const ics = saleStageOpeningIcs(opening, { stamp });
    const text = unfold(ics);
    expect(text).toContain('UID:eco-sale-stage-31337-1@eco.example\r\n');
    expect(text).toContain('DTSTART:20270301T093000Z\r\n');
    expect(text).toContain('SUMMARY:ECO Private sale opens\r\n');
    expect(text).toContain('URL:https://eco.example/about/token\r\n');
    expect(text).toContain('The Private sale of Green Planet ECO (chain 31337)');
    // The same stage at another time is the same event (moved), another stage another event.
    const moved = unfold(
      saleStageOpeningIcs({ ...opening, opensAt: new Date('2027-04-01T00:00:00Z') }, { stamp }),
    );
    expect(moved).toContain('UID:eco-sale-stage-31337-1@eco.example\r\n');
    expect(unfold(saleStageOpeningIcs({ ...opening, stage: 2 }, { stamp }))).toContain(
      'UID:eco-sale-stage-31337-2@eco.example\r\n',
    );
  });

  it('names the file after the stage', () => {
    expect(saleStageIcsFileName('Private')).toBe('eco-private-sale-opens.ics');
    expect(saleStageIcsFileName(' Partners / VIP ')).toBe('eco-partners-vip-sale-opens.ics');
    expect(saleStageIcsFileName('???')).toBe('eco-sale-opens.ics');
  });
});
