import { expect, test, type Page } from './fixtures';
import { followInvitation, ownerWithMember, signIn, signUpAndIn } from './helpers';

const PASSWORD = 'velvet harbour lantern';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner invites a team manager, who follows the mailed link, signs up and lands in the organization', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const invitee = `manager-${stamp}@example.com`;
  await signUpAndIn(page, 'Olga Owner', `owner-${stamp}@example.com`, PASSWORD);
  await page.goto('/settings/organization');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organization settings' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('E-mail address').fill(invitee);
  await choose(page, 'Role', 'Team manager');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: invitee }),
  ).toContainText(/Team manager\s*No space/);

  const inviteeContext = await browser.newContext();
  const tab = await inviteeContext.newPage();
  await followInvitation(tab, invitee);
  await expect(tab.getByText(/to join Olga Owner's organization as Team manager/)).toBeVisible();
  await tab.getByRole('link', { name: 'Create an account' }).click();
  await expect(
    tab.getByText('Once your account is made, you join the organization that invited you.'),
  ).toBeVisible();
  await expect(tab.getByLabel('Email')).toHaveValue(invitee);
  await tab.getByLabel('Name').fill('Tom Manager');
  await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await tab.getByRole('button', { name: 'Create account' }).click();
  // Joined without another click.
  await expect(tab.getByText("Welcome to Olga Owner's organization")).toBeVisible();
  await expect(tab.getByRole('combobox', { name: 'Organization' })).toHaveValue(
    "Olga Owner's organization",
  );
  await tab.goto('/settings/organization');
  await expect(tab.getByRole('row', { name: /Tom Manager \(you\)/ })).toContainText('Team manager');

  await page.reload();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Role of Tom Manager' })).toHaveValue(
    'Team manager',
  );
  await inviteeContext.close();
});

test("an owner changes a member's role and removes them: the member's open tab follows at once", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const memberEmail = `member-${stamp}@example.com`;
  const { orgId, tab, memberContext } = await ownerWithMember(
    page,
    browser,
    { name: 'Rita Owner', email: `rita-${stamp}@example.com` },
    { name: 'Mia Member', email: memberEmail },
    PASSWORD,
  );
  await tab.goto('/settings/organization');
  await expect(tab.getByRole('row', { name: /Mia Member \(you\)/ })).toContainText('Member');
  await expect(tab.getByRole('heading', { name: 'Invitations' })).toHaveCount(0);

  await page.goto('/settings/organization');
  await choose(page, 'Role of Mia Member', 'Team manager');
  await expect(page.getByText("Mia Member's role changed")).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Invitations' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Mia Member' }).click();
  await page
    .getByRole('dialog', { name: 'Remove member' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Mia Member was removed from the organization')).toBeVisible();
  await expect(page.getByRole('row', { name: /Mia Member/ })).toHaveCount(0);

  await expect(
    tab.getByText("You no longer have access to Rita Owner's organization."),
  ).toBeVisible();
  await expect(tab.getByRole('combobox', { name: 'Organization' })).toHaveValue(
    "Mia Member's organization",
  );
  const refused = await tab.request.get(`/api/orgs/${orgId}/members`);
  expect(refused.status()).toBe(404);
  await memberContext.close();
});

test('a user changes their password and signs out their other sessions', async ({
  page,
  browser,
}) => {
  const email = `pat-${Date.now()}@example.com`;
  const newPassword = 'quartz meadow lighthouse';
  await signUpAndIn(page, 'Pat Password', email, PASSWORD);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, email, PASSWORD);

  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not the password');
  await form.getByLabel('New password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();

  const sessions = page.getByRole('table', { name: 'Active sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions).toContainText('(this browser)');
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out everywhere else')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);

  await other.reload();
  await expect(other).toHaveURL(/\/sign-in/);
  await signIn(other, email, newPassword);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await otherContext.close();
});
