import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('developer test page', () => {
  test('is prefilled with the demo session and its links carry it', async ({ page }) => {
    await page.goto('/testPreview');
    await expect(page.getByRole('textbox', { name: 'Session id' })).toHaveValue('demo');
    const repay = page.getByRole('link', { name: 'Repay', exact: true });
    await expect(repay).toHaveAttribute('href', /^\/starGesture\?/);
    await expect(repay).toHaveAttribute('href', /sessionId=demo/);
    await expect(repay).toHaveAttribute('href', /orderId=o-174-delay/);
    await expectNoAxeViolations(page);
  });

  test('params already in the address bar win over the demo values and other params ride along', async ({
    page,
  }) => {
    await page.goto('/testPreview?orderId=o-200&building=b1');
    await expect(page.getByRole('textbox', { name: 'Order id' })).toHaveValue('o-200');
    await expect(page.getByRole('link', { name: 'Loan details' }).first()).toHaveAttribute(
      'href',
      /building=b1/,
    );
  });

  test('editing a field changes every link', async ({ page }) => {
    await page.goto('/testPreview');
    await page.getByRole('textbox', { name: 'Order id' }).fill('o-170');
    await expect(page.getByRole('link', { name: 'Repay', exact: true })).toHaveAttribute(
      'href',
      /orderId=o-170/,
    );
  });

  test('bridge messages the app sends are logged', async ({ page }) => {
    await page.goto('/testPreview');
    await page.getByRole('button', { name: 'callPhone' }).click();
    await expect(page.getByRole('list', { name: 'Bridge log' })).toContainText('callPhone');
    await page.getByRole('button', { name: 'closeWebview' }).click();
    await expect(page.getByRole('list', { name: 'Bridge log' }).getByRole('listitem').first()).toContainText(
      'closeWebview',
    );
  });

  test('the photo, contact and geolocation inputs show what they got', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 14.5547, longitude: 121.0244 });
    await page.goto('/testPreview');
    await page.getByLabel('Photo').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await expect(page.getByText('receipt.png (image/png, 8 bytes)')).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact' }).fill('09171234567');
    await expect(page.getByRole('textbox', { name: 'Contact' })).toHaveValue('09171234567');
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect(page.getByText(/Latitude 14\.5547, longitude 121\.0244/)).toBeVisible();
  });
});
