import { KNOWN_ASINS } from '@fathom/market/simulated';
import { expect, test, type Page } from './fixtures';
import {
  appAt,
  demo,
  DEMO_NICHES,
  DEMO_PASSWORD,
  LAN_HOST,
  MAIL_PAGE,
  UNTRUSTED_HOST,
} from './helpers';

/** The first link of the newest e-mail to `to` on the demo mail catcher page. */
async function openMailLink(page: Page, to: string, subject: string): Promise<void> {
  await page.goto(MAIL_PAGE);
  const mail = page
    .getByRole('article')
    .filter({ hasText: `To ${to}` })
    .filter({ hasText: subject });
  await expect(mail.first()).toBeVisible();
  await mail.first().getByRole('link').first().click();
}

test('sign-up states the password rule, refuses a common password and welcomes a new user', async ({
  page,
}) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await expect(page.getByText(/At least 10 characters that are hard to guess/)).toBeVisible();
  await page.getByLabel('Name').fill('Vera Verify');
  await page.getByLabel('Email').fill(email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('This password is too easy to guess.');

  await password.fill('velvet harbour lantern');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toContainText(`We sent a link to ${email}`);

  await openMailLink(page, email, 'Confirm your email address for Fathom');
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Fathom' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
});

test('signing up with a taken address says to check e-mail, and tells nothing more', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email').fill(demo.member);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('velvet harbour lantern');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(MAIL_PAGE);
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `To ${demo.member}` })
      .first(),
  ).toContainText('You already have a Fathom account');
});

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const email = `reset-${Date.now()}@example.com`;
  await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Rex Reset', email, password: 'velvet harbour lantern' },
  });
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account uses ${email}`);

  await openMailLink(page, email, 'Reset your Fathom password');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'New password' });
  await field.fill('rex reset 1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password is too easy to guess.');
  await field.fill('copper meadow violin');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('copper meadow violin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test(
  'off localhost: a trusted LAN address signs in and creates a niche over plain HTTP',
  { tag: DEMO_NICHES },
  async ({ page }) => {
    await page.goto(appAt(LAN_HOST, '/sign-in'));
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await page.getByRole('button', { name: `Use ${demo.owner}` }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await page.goto(appAt(LAN_HOST, '/?openSndModal=true'));
    const dialog = page.getByRole('dialog', { name: 'Niche Dive', exact: true });
    await dialog.getByLabel('Hero ASIN').fill(KNOWN_ASINS.com.strongHero);
    await dialog.getByRole('button', { name: 'Create Niche' }).click();
    await expect(page).toHaveURL(/\/niche\/\d+\/niche-analysis\/mkl$/, { timeout: 30_000 });
  },
);

test('an untrusted address is told what to set', async ({ page }) => {
  const origin = appAt(UNTRUSTED_HOST, '').replace(/\/$/, '');
  await page.goto(appAt(UNTRUSTED_HOST, '/sign-in'));
  await page.getByLabel('Email').fill(demo.owner);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Fathom does not accept sign-ins from ${origin}. Open`,
  );
  await expect(page.getByRole('alert')).toContainText(`add ${origin} to FATHOM_TRUSTED_ORIGINS`);
});

test('the API documentation page loads under its content security policy', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Fathom API/ })).toBeVisible();
});
