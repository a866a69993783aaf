import { describe, expect, it } from 'vitest';
import { PROGRESS_TEXT_MAX } from '../dive/progress';
import { INT32_MAX } from '../api/bounds';
import {
  NOTIFY_PAYLOAD_MAX_BYTES,
  type AnyChannel,
  type EventOf,
  type IdsOf,
  type PayloadOf,
} from './channel';
import { channels } from './channels';
import { CHANNEL_NAME } from './protocol';

/** A bounded string at its longest, of the character JSON encodes longest (`\u0001`, 6 bytes). */
const longest = (length: number) => '\u0001'.repeat(length);
/** The longest id a channel name may carry. */
const longestId = 'x'.repeat(100);

type Largest<C extends AnyChannel> = {
  ids: IdsOf<C>;
  events: { [E in EventOf<C>]: PayloadOf<C, E> };
};

/** Every event of every channel with its largest payload: a new event must be added here. */
const largest: { [K in keyof typeof channels]: Largest<(typeof channels)[K]> } = {
  organization: {
    ids: { orgId: INT32_MAX },
    events: {
      'spaces-changed': {},
      'labels-changed': {},
      'members-changed': {},
      'niche-changed': { nicheId: INT32_MAX },
    },
  },
  niche: {
    ids: { nicheId: INT32_MAX },
    events: {
      'keyword-settings-saved': { nicheId: INT32_MAX, version: INT32_MAX },
      'keywords-edited': { nicheId: INT32_MAX, version: INT32_MAX },
    },
  },
  nicheDiscovery: {
    ids: { progressBarId: longestId },
    events: {
      progress: { percentage: 100, text: longest(PROGRESS_TEXT_MAX) },
      completed: {
        success: false,
        errorCode: 'TIMED_OUT',
        errorMessage: longest(PROGRESS_TEXT_MAX),
      },
    },
  },
  dive: {
    ids: { progressBarId: longestId },
    events: {
      progress: { percentage: 100, text: longest(PROGRESS_TEXT_MAX) },
      'v2-completed': { success: true, link: longest(PROGRESS_TEXT_MAX) },
    },
  },
};

describe('realtime channels', () => {
  it('carry every event at its largest in one Postgres NOTIFY payload', () => {
    for (const [key, { ids, events }] of Object.entries(largest)) {
      const channel: AnyChannel = channels[key as keyof typeof channels];
      const name = channel.name(ids as never);
      expect(name).toMatch(CHANNEL_NAME);
      for (const [event, data] of Object.entries(events)) {
        expect(channel.events[event]!.parse(data)).toEqual(data);
        const envelope = JSON.stringify({ channel: name, event, data });
        expect(Buffer.byteLength(envelope)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
      }
    }
  });

  it('refuses progress text longer than an event carries', () => {
    const text = longest(PROGRESS_TEXT_MAX + 1);
    expect(channels.dive.events.progress.safeParse({ percentage: 1, text }).success).toBe(false);
  });
});
