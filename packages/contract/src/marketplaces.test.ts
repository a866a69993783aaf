import { describe, expect, it } from 'vitest';
import { epochOfLocalDate, localDateOf } from './api/niche-tracker';
import { MARKETPLACES, marketplaceDate, utcOffsetMinutes, zoneOffsetMinutes } from './marketplaces';

describe('marketplace time', () => {
  it('follows daylight saving time in the marketplace’s own zone', () => {
    // 07:30 UTC on 1 July: 00:30 in Pacific summer time, still 30 June at a fixed -08:00.
    const summer = new Date('2026-07-01T07:30:00Z');
    expect(utcOffsetMinutes('com', summer)).toBe(-7 * 60);
    expect(marketplaceDate('com', summer)).toBe('2026-07-01');
    // In winter the US marketplace is 8 hours behind.
    const winter = new Date('2026-12-07T07:30:00Z');
    expect(utcOffsetMinutes('com', winter)).toBe(-8 * 60);
    expect(marketplaceDate('com', winter)).toBe('2026-12-06');
    // 23:30 UTC on 1 July is 00:30 on 2 July in British summer time.
    expect(marketplaceDate('co.uk', new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    // Australia's summer is in December: +11:00; its winter +10:00.
    expect(utcOffsetMinutes('com.au', winter)).toBe(11 * 60);
    expect(utcOffsetMinutes('com.au', summer)).toBe(10 * 60);
    // No daylight saving time in India or Japan.
    expect(utcOffsetMinutes('in', summer)).toBe(330);
    expect(utcOffsetMinutes('co.jp', winter)).toBe(540);
  });

  it('has the spec’s offsets as each zone’s winter or summer offset', () => {
    const january = new Date('2026-01-15T12:00:00Z');
    const offsets = Object.fromEntries(
      MARKETPLACES.map((m) => [m.tld, zoneOffsetMinutes(m.timeZone, january)]),
    );
    expect(offsets).toEqual({
      com: -480,
      ca: -480,
      'com.mx': -360,
      'co.uk': 0,
      fr: 60,
      de: 60,
      es: 60,
      it: 60,
      nl: 60,
      in: 330,
      'co.jp': 540,
      'com.au': 660,
    });
  });

  it('turns a local date into its start and back, in a zone or at a fixed offset', () => {
    const start = epochOfLocalDate('2026-07-01', 'America/Los_Angeles');
    expect(new Date(start * 1000).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(localDateOf(start, 'America/Los_Angeles')).toBe('2026-07-01');
    expect(localDateOf(start - 1, 'America/Los_Angeles')).toBe('2026-06-30');
    const fixed = epochOfLocalDate('2026-07-01', '-08:00');
    expect(new Date(fixed * 1000).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(localDateOf(fixed, '-08:00')).toBe('2026-07-01');
  });
});
