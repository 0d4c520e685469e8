import { expect, type Locator, type Page } from '@playwright/test';

/** The project selector at the top of the sidebar, whose name says which project is open. */
export function projectSelector(page: Page): Locator {
  return page.getByRole('button', { name: /^Project: .*\. Open the project menu$/ });
}

/**
 * Opens the project menu and returns it (search, project list, New project, Settings, Team…).
 *
 * @example await (await openProjectMenu(page)).getByRole('button', { name: 'Team' }).click();
 */
export async function openProjectMenu(page: Page): Promise<Locator> {
  await projectSelector(page).click();
  const menu = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('textbox', { name: 'Search projects' }) });
  await expect(menu).toBeVisible();
  return menu;
}

/** The names in the project menu's list, in order. */
export function projectNames(menu: Locator): Locator {
  return menu.getByRole('list', { name: 'Projects' }).getByRole('listitem');
}

/** Opens the account menu of the user called `name` (theme switch, sign-out) and returns it. */
export async function openUserMenu(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Account of ${name}` }).click();
  const menu = page.getByRole('dialog').filter({ has: page.getByRole('group', { name: 'Theme' }) });
  await expect(menu).toBeVisible();
  return menu;
}

/** Signs out through the account menu and waits for the sign-in page. */
export async function signOutThroughMenu(page: Page, name: string): Promise<void> {
  const menu = await openUserMenu(page, name);
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The main sidebar navigation. */
export function sidebarNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** A notification (toast) in the bottom-right corner that contains `text`. */
export function notice(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: 'Notifications' })
    .locator('[data-slot="notification"]')
    .filter({ hasText: text });
}
