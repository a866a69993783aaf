import { PASSWORD_MESSAGES } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-strength';

describe('the password rule', () => {
  it.each(['12345678', 'password', 'password123', 'qwertyuiop', 'iloveyou12', 'aaaaaaaaaaaa'])(
    'refuses the common or patterned password %s',
    async (password) => {
      expect(await passwordProblem(password)).toMatch(/at least 10 characters|too easy to guess/);
    },
  );

  it('refuses the email itself and the name', async () => {
    const context = { email: 'rosalind.franklin@example.com', name: 'Rosalind Franklin' };
    expect(await passwordProblem('rosalind.franklin@example.com', context)).toContain(
      PASSWORD_MESSAGES.tooWeak,
    );
    expect(await passwordProblem('RosalindFranklin', context)).toContain(PASSWORD_MESSAGES.tooWeak);
  });

  it('says why: length first, then the estimator’s warning', async () => {
    expect(await passwordProblem('short')).toBe('Password must be at least 10 characters');
    expect(await passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(await passwordProblem('password1234')).toBe(
      'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.',
    );
  });

  it('accepts long, uncommon passwords and passphrases', async () => {
    expect(await passwordProblem('correct-horse-battery', { email: 'a@example.com' })).toBeNull();
    expect(await passwordProblem('Mw8#kq2!Lp')).toBeNull();
    expect(await passwordProblem('plum tractor sonnet')).toBeNull();
  });
});
