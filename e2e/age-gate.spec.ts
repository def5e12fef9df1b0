import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';

test.describe('age gate', () => {
  test('blocks the page until the visitor confirms, and remembers it for the session', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await expect(gate).toBeVisible();
    // The page behind is rendered (search engines see it), blurred.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(gate).toHaveCSS('backdrop-filter', 'blur(8px)');
    await gate.getByRole('button', { name: 'I am over 18' }).click();
    await expect(gate).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-age-confirmed', 'true');
    await expect(page.getByRole('dialog', { name: 'Are you over 18?' })).toBeHidden();
  });

  test('covers the page from its first paint, before the gate itself has arrived', async ({
    page,
  }) => {
    // The page as a slow connection delivers it at first: everything before the gate's markup.
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const gateAt = html.indexOf('<div class="island" data-island="shell"');
      expect(gateAt).toBeGreaterThan(0);
      await route.fulfill({ response, body: html.slice(0, gateAt) });
    });
    await page.goto('/');
    const cover = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.querySelector('.page')!, '::before');
        return { content: style.content, backdrop: style.backdropFilter, position: style.position };
      });
    expect(await cover()).toEqual({ content: '""', backdrop: 'blur(8px)', position: 'fixed' });
    await page.unroute('**/');

    // Once the gate is in the page it covers the page itself, and once confirmed nothing does.
    await gotoHydrated(page, '/');
    expect((await cover()).content).toBe('none');
    await page.getByRole('button', { name: 'I am over 18' }).click();
    expect((await cover()).content).toBe('none');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keeps an under-18 visitor blocked, with no buttons left', async ({ page }) => {
    await gotoHydrated(page, '/');
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await gate.getByRole('button', { name: 'I am under 18' }).click();
    await expect(gate.getByRole('alert')).toHaveText(
      'Sorry, you have to be over 18 to visit this shop.',
    );
    await expect(gate.getByRole('button')).toHaveCount(0);
    await expect(gate).toBeVisible();
  });
});
