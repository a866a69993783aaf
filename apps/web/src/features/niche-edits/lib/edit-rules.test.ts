import { deleteRefusal } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { assigneeChange, renameErrorMessage } from './edit-rules';

describe('the rules of niche edits', () => {
  it('refuses deleting external niches first, then niches the user cannot manage', () => {
    const own = { organizationId: 1, canManage: true };
    const readOnly = { organizationId: 1, canManage: false };
    const external = { organizationId: 2, canManage: true };
    expect(deleteRefusal([own], 1)).toBeNull();
    expect(deleteRefusal([own, readOnly], 1)).toBe(
      "You can't delete niche(s) that you can't manage.",
    );
    expect(deleteRefusal([readOnly, external], 1)).toBe("You can't delete external niche(s).");
  });

  it('sends only the first assignee, and nothing when unchanged or both empty', () => {
    expect(assigneeChange([], [])).toBeNull();
    expect(assigneeChange(['a'], ['a'])).toBeNull();
    expect(assigneeChange(['a'], ['b', 'c'])).toEqual({ userId: 'b' });
    expect(assigneeChange(['a'], [])).toEqual({ userId: null });
    expect(assigneeChange([], ['a'])).toEqual({ userId: 'a' });
  });

  it("shows the server's message for a refused rename, else an unknown error", () => {
    expect(renameErrorMessage(new ApiError(409, 'Niche with this name x already exists'))).toBe(
      'Niche with this name x already exists',
    );
    expect(renameErrorMessage(new ApiError(500, 'Something went wrong'))).toBe(
      'Unknown error occurred',
    );
    expect(renameErrorMessage(new Error('offline'))).toBe('Unknown error occurred');
  });
});
