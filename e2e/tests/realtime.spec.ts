import { expect, test } from './fixtures';
import { authFile } from './helpers';

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
