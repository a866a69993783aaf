import { describe, expect, it } from 'vitest';
import {
  connectPpcPromptShown,
  overallSqpStatus,
  requireAmazonConnection,
  waitingForReports,
  type ConnectionFacts,
} from './connection-status';

const now = new Date('2026-11-26T12:00:00Z');
const connected = (connectedAt: string, lastSyncedAt: string | null = null): ConnectionFacts => ({
  status: 'CONNECTED',
  connectedAt,
  lastSyncedAt,
});
const broken: ConnectionFacts = {
  ...connected('2026-10-01T00:00:00Z'),
  status: 'CONNECTION_ERROR',
};
const old = connected('2026-10-01T00:00:00Z');
const recent = connected('2026-11-26T01:00:00Z');

describe('requireAmazonConnection', () => {
  it('is YES when the marketplace needs a connection and there is none or it failed', () => {
    expect(requireAmazonConnection(true, null, false)).toBe('YES');
    expect(requireAmazonConnection(true, broken, true)).toBe('YES');
  });
  it('is UNCERTAIN when connected and nothing imported yet', () => {
    expect(requireAmazonConnection(true, old, false)).toBe('UNCERTAIN');
  });
  it('is NO when connected with imported data, or when no connection is needed', () => {
    expect(requireAmazonConnection(true, old, true)).toBe('NO');
    expect(requireAmazonConnection(false, null, false)).toBe('NO');
  });
});

describe('overallSqpStatus', () => {
  it('names a missing or failed connection first', () => {
    expect(overallSqpStatus(null, ['COMPLETED'], now)).toBe('NO_CONNECTION');
    expect(overallSqpStatus(broken, ['COMPLETED'], now)).toBe('CONNECTION_ERROR');
  });
  it('is RECENT_CONNECTION within 1 day of connecting without data, not after', () => {
    expect(overallSqpStatus(recent, ['IN_PROGRESS'], now)).toBe('RECENT_CONNECTION');
    expect(overallSqpStatus(recent, [], now)).toBe('RECENT_CONNECTION');
    expect(overallSqpStatus(recent, ['COMPLETED'], now)).toBe('OK');
    expect(overallSqpStatus(old, ['IN_PROGRESS'], now)).toBe('IN_PROGRESS');
  });
  it('reports failed, in-progress and too-old weeks', () => {
    expect(overallSqpStatus(old, ['COMPLETED', 'FAILED', 'IN_PROGRESS'], now)).toBe('FAILED');
    expect(overallSqpStatus(old, ['COMPLETED', 'IN_PROGRESS'], now)).toBe('IN_PROGRESS');
    expect(overallSqpStatus(old, ['TOO_OLD', 'TOO_OLD'], now)).toBe('TOO_OLD');
    expect(overallSqpStatus(old, ['TOO_OLD', 'COMPLETED', 'NOT_PUBLISHED'], now)).toBe('OK');
  });
});

describe('waitingForReports', () => {
  it('applies when not required or uncertain and the last update is within 1 day', () => {
    expect(waitingForReports('NO', '2026-11-26T00:00:00Z', now)).toBe(true);
    expect(waitingForReports('UNCERTAIN', '2026-11-25T13:00:00Z', now)).toBe(true);
    expect(waitingForReports('UNCERTAIN', null, now)).toBe(true);
  });
  it('does not apply when required, or when the last update is older', () => {
    expect(waitingForReports('YES', '2026-11-26T00:00:00Z', now)).toBe(false);
    expect(waitingForReports('NO', '2026-11-25T11:00:00Z', now)).toBe(false);
    expect(waitingForReports('NO', null, now)).toBe(false);
  });
});

describe('connectPpcPromptShown', () => {
  it('shows without an Ads connection unless hidden less than 3 days ago', () => {
    expect(connectPpcPromptShown('YES', undefined, now)).toBe(true);
    expect(connectPpcPromptShown('YES', '2026-11-23T12:00:01Z', now)).toBe(false);
    expect(connectPpcPromptShown('YES', '2026-11-23T12:00:00Z', now)).toBe(true);
    expect(connectPpcPromptShown('UNCERTAIN', undefined, now)).toBe(false);
    expect(connectPpcPromptShown('NO', undefined, now)).toBe(false);
  });
});
