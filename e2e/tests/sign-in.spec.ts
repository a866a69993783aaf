import { expect, test } from './fixtures';
import { demo, DEMO_PASSWORD, signIn } from './helpers';

test('signs in with a demo account from the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo sign-in' })).toBeVisible();

  await page.getByRole('button', { name: `Use ${demo.manager}` }).click();
  await expect(page.getByLabel('Email')).toHaveValue(demo.manager);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
    DEMO_PASSWORD,
  );
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Fathom', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Organization' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Space management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Label management' })).toBeVisible();
});

test('shows the server message for wrong credentials', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(demo.manager);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});

test('the owner switches organization and signs out', async ({ page }) => {
  await signIn(page, demo.owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Organization' })).toBeVisible();

  const switcher = page.getByRole('combobox', { name: 'Organization' });
  await switcher.click();
  await page.getByRole('option', { name: 'Demo Partner Brand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Partner Brand' })).toBeVisible();
  await expect(switcher).toHaveValue('Demo Partner Brand');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Partner Brand' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a deep link loads the app and returns there after signing in', async ({ page }) => {
  const response = await page.goto('/niche/1/niche-analysis/mkl');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  await page.getByLabel('Email').fill(demo.manager);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/niche\/1\/niche-analysis\/mkl$/);
});
