import { expect, test } from './fixtures';
import { signUpAndIn } from './helpers';

test('a member creates an API key, calls the API with it, and revokes it', async ({
  page,
  playwright,
}) => {
  const stamp = Date.now();
  await signUpAndIn(page, 'Kim Keys', `keys-${stamp}@example.com`, 'velvet harbour lantern');
  await page.goto('/settings/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByText(/No API keys yet/)).toBeVisible();

  const form = page.getByRole('form', { name: 'Create an API key' });
  await form.getByRole('textbox', { name: /Key name/ }).fill('Nightly script');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Copy the key now: it will not be shown again.')).toBeVisible();
  const key = (await page.getByLabel('New API key').textContent()) ?? '';
  expect(key).toMatch(/^fk_/);
  const row = page.getByRole('row', { name: 'Nightly script' });
  await expect(row).toContainText(`${key.slice(0, 11)}…`);

  // A script: no cookie, only the key.
  const script = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const me = await script.get('/api/me', { headers: { authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(200);
  expect(me.headers()['ratelimit-limit']).toBe('120');

  await page.getByRole('button', { name: 'I have copied the key' }).click();
  await row.getByRole('button', { name: 'Revoke Nightly script' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke API key' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(/No API keys yet/)).toBeVisible();
  const after = await script.get('/api/me', { headers: { authorization: `Bearer ${key}` } });
  expect(after.status()).toBe(401);
  await script.dispose();
});
