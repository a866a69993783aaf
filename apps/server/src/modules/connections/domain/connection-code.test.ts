import { describe, expect, it } from 'vitest';
import { connectionCode, organizationOfCode } from './connection-code';

describe('connection codes', () => {
  it('name their organization under the secret that made them, and only under it', () => {
    const code = connectionCode('secret-a', 42);
    expect(organizationOfCode('secret-a', code)).toBe(42);
    expect(organizationOfCode('secret-b', code)).toBeNull();
    expect(organizationOfCode('secret-a', code.replace(/^42/, '43'))).toBeNull();
    expect(organizationOfCode('secret-a', '0-0000000000000000')).toBeNull();
    expect(organizationOfCode('secret-a', 'anything')).toBeNull();
  });
});
