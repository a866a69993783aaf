import { test as setup } from '@playwright/test';
import { authFile, demo, signIn, type DemoRole } from './helpers';

const roles: DemoRole[] = ['owner', 'manager', 'member'];

for (const role of roles) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signIn(page, demo[role]);
    await page.context().storageState({ path: authFile(role) });
  });
}
