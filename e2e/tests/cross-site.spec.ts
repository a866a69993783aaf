import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ownerWithMember } from './helpers';

const PASSWORD = 'velvet harbour lantern';
const APP_PORT = process.env.FATHOM_E2E_PORT ?? 3100;

/**
 * A page on another port of the app's host: same-site, so the browser sends the app's
 * SameSite=Lax cookie with what it posts. It submits a text/plain form as soon as it loads.
 */
async function servePage(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, server };
}

test('a page on another port cannot make a signed-in member leave their organization', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const memberEmail = `leaver-${stamp}@example.com`;
  const { orgId, tab, memberContext } = await ownerWithMember(
    page,
    browser,
    { name: 'Lena Owner', email: `lena-${stamp}@example.com` },
    { name: 'Max Member', email: memberEmail },
    PASSWORD,
  );

  const { origin, server } = await servePage(`<!doctype html>
<form method="POST" action="http://localhost:${APP_PORT}/api/orgs/${orgId}/leave" enctype="text/plain">
  <input type="hidden" name="a" value="b">
</form>
<script>document.forms[0].submit()</script>`);
  try {
    await tab.goto(origin);
    await expect(tab.getByText(`Fathom does not accept changes from ${origin}.`)).toBeVisible();
  } finally {
    server.close();
  }

  const after = (await (await tab.request.get('/api/me')).json()) as {
    organizations: { id: number }[];
  };
  expect(after.organizations.map((o) => o.id)).toContain(orgId);
  await tab.goto('/settings/organization');
  await expect(tab.getByRole('row', { name: /Max Member \(you\)/ })).toContainText('Member');
  await memberContext.close();
});
