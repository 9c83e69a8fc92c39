import { expect, test } from './support/test';
import { preferLanguage, signedInAs } from './support/accounts';

const cases = [
  { lang: 'en', heading: 'Practices', count: '32 practices', page: 'Page 1 of 2', next: 'Next page' },
  { lang: 'fr', heading: 'Cliniques', count: '32 cliniques', page: 'Page 1 sur 2', next: 'Page suivante' },
] as const;

test.use(signedInAs('sysadmin'));

for (const { lang, heading, count, page: pageLabel, next } of cases) {
  test(`lists the practices from the offline API (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await preferLanguage(page, lang);
    await page.goto('/admin/practices');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', `${lang}-CA`);
    await expect(page.getByText(count)).toBeVisible();

    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(26); // header + 25 practices of page 1
    // Sorted by name without regard to case: the lower-case "centre dentaire Brossard" sits among the C's.
    await expect(rows.nth(1)).toContainText('Bay Street Dental');

    await page.getByRole('button', { name: next }).click();
    await expect(page.getByText(pageLabel.replace('1', '2'))).toBeVisible();
    await expect(rows).toHaveCount(8);

    expect(errors).toEqual([]);
  });
}
