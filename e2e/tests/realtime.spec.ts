import { expect, test } from './fixtures';
import { authFile, demo, signIn } from './helpers';

test('a space created by another team manager appears without a reload', async ({ browser }) => {
  const ownerContext = await browser.newContext({ storageState: authFile('owner') });
  const managerContext = await browser.newContext({ storageState: authFile('manager') });
  const owner = await ownerContext.newPage();
  const manager = await managerContext.newPage();
  const spaceName = `Live ${Date.now()}`;

  await owner.goto('/space-management');
  await manager.goto('/space-management');
  await expect(manager.getByRole('row', { name: /Kitchen/ })).toBeVisible();

  await owner.getByRole('button', { name: 'Create space' }).first().click();
  await owner.getByLabel('Space name').fill(spaceName);
  await owner.getByLabel('Space name').press('Enter');
  await expect(owner.getByRole('row', { name: new RegExp(spaceName) })).toBeVisible();

  await expect(manager.getByRole('row', { name: new RegExp(spaceName) })).toBeVisible();

  await ownerContext.close();
  await managerContext.close();
});

test('signing out in one tab closes the live connection of the other tabs', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, demo.manager);
  const closed = new Promise<void>((resolve) =>
    first.on('websocket', (socket) => socket.on('close', () => resolve())),
  );
  await first.goto('/space-management');
  await expect(first.getByRole('row', { name: /Kitchen/ })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/space-management');
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/sign-in/);

  const outcome = await Promise.race([
    closed.then(() => 'closed'),
    first.waitForTimeout(10_000).then(() => 'still open'),
  ]);
  expect(outcome).toBe('closed');
  await context.close();
});
