import type { APIRequestContext } from '@playwright/test';
import { ADMIN_ROUTE_ACCESS } from '../../app/features/admin/admin-routes.ts';
import { pageAs, registerAccount } from './support/accounts.ts';
import { allRoutePaths, setRole } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

// Who may open the back office, route by route: every /admin route in app/routes.ts is tried
// as a visitor, as a signed-in user, as an agent and as an admin, for reading (GET, as a page
// and as React Router's .data request) and for writing (POST). A route added to app/routes.ts
// without an entry in ADMIN_ROUTE_ACCESS fails here, so none can slip through unguarded.

const ADMIN_PATHS = allRoutePaths().filter((p) => p === 'admin' || p.startsWith('admin/'));

/** A concrete URL for a route pattern: ids that do not exist, the blog content kind. */
const urlOf = (pattern: string) =>
  '/' + pattern.replace(':kind', 'blogs').replace(/:id\b/g, '987654');

test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'desktop', 'runs once, not per screen size');
});

test('every /admin route has an access rule', () => {
  expect(ADMIN_PATHS.length).toBeGreaterThan(10);
  expect(ADMIN_PATHS.filter((p) => !(p in ADMIN_ROUTE_ACCESS))).toEqual([]);
  expect(Object.keys(ADMIN_ROUTE_ACCESS).filter((p) => !ADMIN_PATHS.includes(p))).toEqual([]);
});

async function status(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  baseURL: string,
) {
  const response =
    method === 'GET'
      ? await request.get(url, { maxRedirects: 0 })
      : // An index route's action is addressed with ?index.
        await request.post(url === '/admin' ? '/admin?index' : url, {
          maxRedirects: 0,
          form: { intent: 'delete', role: 'admin', status: 'active', reason: 'x'.repeat(20) },
          headers: { Origin: baseURL },
        });
  return { code: response.status(), location: response.headers()['location'] ?? '' };
}

test('visitors are sent to sign in, users and agents are refused what is not theirs', async ({
  asAdmin: adminPage,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const user = await registerAccount(browser, 'Plain');
  const agent = await registerAccount(browser, 'Agent');
  await setRole(adminPage, agent.phone, 'agent');

  // The audit log's size before: refused writes must leave no trace.
  await adminPage.goto('/admin/audit');
  const auditBefore = await adminPage
    .getByText(/\d+ results?/)
    .first()
    .textContent();

  const anonymous = await playwright.request.newContext({ baseURL: base });
  const asUser = await playwright.request.newContext({
    baseURL: base,
    storageState: { cookies: user.cookies, origins: [] },
  });
  const asAgent = await playwright.request.newContext({
    baseURL: base,
    storageState: { cookies: agent.cookies, origins: [] },
  });

  for (const pattern of ADMIN_PATHS) {
    const url = urlOf(pattern);
    const access = ADMIN_ROUTE_ACCESS[pattern];
    const dataUrl = `${url}.data`;
    for (const method of ['GET', 'POST'] as const) {
      const anon = await status(anonymous, method, url, base);
      expect([302, 303], `${method} ${url} as a visitor`).toContain(anon.code);
      expect(anon.location, `${method} ${url} as a visitor`).toContain('/login?redirectTo=');

      const plain = await status(asUser, method, url, base);
      expect(plain.code, `${method} ${url} as a user`).toBe(403);

      const staff = await status(asAgent, method, url, base);
      if (access === 'admin') {
        expect(staff.code, `${method} ${url} as an agent`).toBe(403);
      } else {
        // Staff pages: the agent gets in, but a record that is not theirs does not exist.
        expect(staff.code, `${method} ${url} as an agent`).not.toBe(403);
        expect(staff.code, `${method} ${url} as an agent`).toBeLessThan(500);
        // A record that is not theirs: 404 (a write with a bad form may be refused first: 400).
        if (pattern.includes(':id')) {
          expect(method === 'GET' ? [404] : [400, 404], `${method} ${url} as an agent`).toContain(
            staff.code,
          );
        }
      }
    }
    // React Router's data requests go through the same guards.
    const data = await asUser.get(dataUrl, { maxRedirects: 0 });
    expect(data.status(), `GET ${dataUrl} as a user`).toBe(403);
    expect(await data.text()).not.toContain('perceptual');
  }

  await adminPage.goto('/admin/audit');
  await expect(adminPage.getByText(/\d+ results?/).first()).toHaveText(auditBefore!);

  // The admin reaches every page (records that do not exist: 404). After the count above:
  // opening the outbox is audited (issue 24, finding 4).
  for (const pattern of ADMIN_PATHS) {
    const url = urlOf(pattern);
    const response = await adminPage.request.get(url, { maxRedirects: 0 });
    expect(response.status(), `GET ${url} as the admin`).toBe(pattern.includes(':id') ? 404 : 200);
  }

  // The refusal page says why, and the back office is not in a user's menu.
  const userPage = await pageAs(browser, user);
  await userPage.goto('/admin');
  await expect(userPage.getByRole('heading', { name: 'No access' })).toBeVisible();
  await userPage.goto('/');
  await expect(userPage.getByRole('link', { name: 'Back office' })).toHaveCount(0);

  await Promise.all([anonymous.dispose(), asUser.dispose(), asAgent.dispose()]);
});
