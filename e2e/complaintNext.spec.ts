import { defaultRoutes } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { faultOn } from './sandbox';

const session = 'sessionId=demo&userId=u-demo';
// Type 4 ('Other'): a saved complaint must not change what the complaint-list tests read.
const nextUrl = (extra = '') =>
  `${defaultRoutes.complaintNext}?${session}&problemType=4&orderNo=o-174${extra}`;

/** A real PNG to pick: a small screenshot of the page itself. */
const photo = async (page: import('@playwright/test').Page) => ({
  name: 'proof.png',
  mimeType: 'image/png',
  buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 40 } }),
});

test.describe('complaint, second step', () => {
  test('shows the type tags, the 0/200 counter, the image grid and the 3-weekday promise', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(
      `${defaultRoutes.complaintNext}?${session}&problemType=1&problemSonType=13&orderNo=o-174`,
    );
    const tags = page.getByRole('list', { name: 'Question type' }).getByRole('listitem');
    await expect(tags).toHaveText(['Collection', 'Too many calls']);
    await expect(page.getByText('0/200')).toBeVisible();
    await expect(page.getByText('We will handle your complaint within 3 weekdays.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("Send with no text says 'Please fill in your comments and suggestions' and sends nothing", async ({
    page,
  }) => {
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('problem-save')) saves.push(r.url());
    });
    await page.goto(nextUrl());
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please fill in your comments and suggestions')).toBeVisible();
    expect(saves).toEqual([]);
  });

  test('the description stops at 200 characters', async ({ page }) => {
    await page.goto(nextUrl());
    const box = page.getByRole('textbox', { name: 'Describe the problem' });
    await box.fill('a'.repeat(210));
    await expect(box).toHaveValue('a'.repeat(200));
    await expect(page.getByText('200/200')).toBeVisible();
  });

  test('the text and uploaded images survive a reload', async ({ page }) => {
    await page.goto(nextUrl());
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('Draft that must survive');
    await page.locator('input[type=file]').setInputFiles(await photo(page));
    await expect(page.getByText('Upload succeeded!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
      'Draft that must survive',
    );
    await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  });

  test("a refused send shows the server's message and keeps every field, on the page and after a reload", async ({
    page,
  }) => {
    await faultOn(page, '**/problem-save**', 'code:2009:Too many complaints today');
    await page.goto(nextUrl());
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('Kept after a failure');
    await page.locator('input[type=file]').setInputFiles(await photo(page));
    await expect(page.getByText('Upload succeeded!')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Too many complaints today')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
      'Kept after a failure',
    );
    await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
      'Kept after a failure',
    );
    await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  });

  test('Send is held while an image uploads, then sends it; nothing writes the draft back after success', async ({
    page,
  }) => {
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('problem-save')) bodies.push(r.postData() ?? '');
    });
    await faultOn(page, '**/upload-problem-img**', 'delay:2500');
    await page.goto(nextUrl());
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('Proof attached.');
    await page.locator('input[type=file]').setInputFiles(await photo(page));
    const held = page.getByRole('button', { name: 'Uploading image…' });
    await expect(held).toBeDisabled();
    await held.click({ force: true });
    await expect(page.getByText('Upload succeeded!')).toBeVisible();
    expect(bodies).toEqual([]);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    await expect(page).toHaveURL(/\/dissatisfiedAnd\?/);
    expect(bodies).toHaveLength(1);
    const body = JSON.parse(bodies[0] ?? '{}') as Record<string, string>;
    expect(body.problemImage).toMatch(/^data:image\/svg\+xml;utf8,[^,]+$/);
    expect(await page.evaluate(() => localStorage.getItem('complaintDrafts'))).toBeNull();
  });

  test('a failed upload refuses Send with a message until it is removed or retried; no image is dropped silently', async ({
    page,
  }) => {
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('problem-save')) bodies.push(r.postData() ?? '');
    });
    await faultOn(page, '**/upload-problem-img**', 'code:3001:The image is too large');
    await page.goto(nextUrl());
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('Without the photo.');
    await page.locator('input[type=file]').setInputFiles(await photo(page));
    await expect(page.getByText('The image is too large')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('An image did not upload. Retry it or remove it, then send.')).toBeVisible();
    expect(bodies).toEqual([]);
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({
      problemDetail: 'Without the photo.',
      problemImage: '',
    });
  });

  test('a draft written about order A does not appear on a complaint about order B, and is there again on A', async ({
    page,
  }) => {
    await page.goto(nextUrl());
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('About order o-174');
    await page.goto(`${defaultRoutes.complaintNext}?${session}&problemType=4&orderNo=o-170`);
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('About order o-170');
    await page.goto(
      `${defaultRoutes.complaintNext}?${session}&problemType=1&problemSonType=13&orderNo=o-174`,
    );
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue('');
    await page.goto(nextUrl());
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
      'About order o-174',
    );
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('sessionId');
    expect(stored).not.toContain('demo');
  });

  test('the form paints and takes text before problem-init answers; the tags show a placeholder until then', async ({
    page,
  }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/problem-init**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(nextUrl());
    await expect(page.getByRole('status').filter({ hasText: 'Loading the question type' })).toBeAttached();
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('Typed while the tags load');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    release();
    await expect(page.getByRole('list', { name: 'Question type' }).getByRole('listitem')).toHaveText([
      'Other',
    ]);
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
      'Typed while the tags load',
    );
  });

  test('when the type names fail to load, an inline error retries them while the description, images and Send work', async ({
    page,
  }) => {
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('problem-save')) bodies.push(r.postData() ?? '');
    });
    await faultOn(page, '**/problem-init**', '500');
    await page.goto(nextUrl());
    await expect(page.getByText('The question type could not be loaded.')).toBeVisible();
    await expect(page.getByText(/The server had a problem/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('Typed before the retry');
    await page.locator('input[type=file]').setInputFiles(await photo(page));
    await expect(page.getByText('Upload succeeded!')).toBeVisible();
    await page.unroute('**/problem-init**');
    await page.getByRole('button', { name: 'Try again' }).click();
    const tags = page.getByRole('list', { name: 'Question type' }).getByRole('listitem');
    await expect(tags).toHaveText(['Other']);
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
      'Typed before the retry',
    );
    await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
    await faultOn(page, '**/problem-init**', '500');
    await page.reload();
    await expect(page.getByText('The question type could not be loaded.')).toBeVisible();
    // Without tag names Send still sends the link's type values.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({
      problemType: '4',
      problemSonType: '',
      orderNo: 'o-174',
      problemDetail: 'Typed before the retry',
    });
  });

  test("Send saves with the image URLs, shows 'Successfully Sent', clears the draft and returns to the complaint page", async ({
    page,
  }) => {
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('problem-save')) bodies.push(r.postData() ?? '');
    });
    await page.goto(nextUrl());
    await page.getByRole('textbox', { name: 'Describe the problem' }).fill('The app charged me twice.');
    await page.locator('input[type=file]').setInputFiles(await photo(page));
    await expect(page.getByText('Upload succeeded!')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    await expect(page).toHaveURL(/\/dissatisfiedAnd\?/);
    expect(bodies).toHaveLength(1);
    const body = JSON.parse(bodies[0] ?? '{}') as Record<string, string>;
    expect(body.problemDetail).toBe('The app charged me twice.');
    expect(body.problemType).toBe('4');
    expect(body.orderNo).toBe('o-174');
    // One image: the URL the sandbox's upload answered (its evidence picture), no comma join.
    expect(body.problemImage).toMatch(/^data:image\/svg\+xml;utf8,[^,]+$/);
    expect(await page.evaluate(() => localStorage.getItem('complaintDrafts'))).toBeNull();
  });

  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.complaintNext}?${session}`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs problemType/)).toBeVisible();
  });
});
