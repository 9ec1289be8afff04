import { defaultRoutes } from '@loan/core';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The soft keyboard and Android's text size (issue 23, item 5). Chromium here has no soft keyboard, so
// each test opens one as a phone does, after the field took focus, in the two ways engines do it:
// - the layout viewport shrinks (Android Chrome before 108, Chrome 108+ with the page's
//   `interactive-widget=resizes-content`, a WebView whose activity resizes): the page's viewport
//   gets shorter;
// - only the visual viewport shrinks (iOS Safari and WKWebView, Chrome 108+ by default): the page's
//   viewport keeps its height and `visualViewport` reports the covered part, with its resize event.
//   Chromium cannot shrink the visual viewport alone, so an init script puts a `visualViewport`
//   before the app that reports the real one minus the keyboard.
// Then the focused field and the action that submits it must both lie inside what the borrower sees
// (the visual viewport), the field clear of the action bar.

const session = 'sessionId=demo&userId=u-demo';
const r = defaultRoutes;
/** A phone keyboard's height on a 360 x 640 screen (Gboard with its suggestion strip: about 45%). */
const keyboardHeight = 300;

type KeyboardKind = 'resizes the layout viewport' | 'covers the visual viewport';
const kinds: KeyboardKind[] = ['resizes the layout viewport', 'covers the visual viewport'];

/** A `visualViewport` whose bottom `window.__keyboard(px)` covers, as iOS's keyboard does. */
function coverableVisualViewport() {
  const real = window.visualViewport;
  if (!real) return;
  let covered = 0;
  class CoveredViewport extends EventTarget {
    get width() {
      return real?.width ?? 0;
    }
    get height() {
      return Math.max(0, (real?.height ?? 0) - covered);
    }
    get offsetLeft() {
      return real?.offsetLeft ?? 0;
    }
    get offsetTop() {
      return real?.offsetTop ?? 0;
    }
    get pageLeft() {
      return real?.pageLeft ?? 0;
    }
    get pageTop() {
      return real?.pageTop ?? 0;
    }
    get scale() {
      return real?.scale ?? 1;
    }
  }
  const viewport = new CoveredViewport();
  for (const type of ['resize', 'scroll'])
    real.addEventListener(type, () => viewport.dispatchEvent(new Event(type)));
  Object.defineProperty(window, 'visualViewport', { configurable: true, get: () => viewport });
  (window as unknown as { __keyboard: (px: number) => void }).__keyboard = (px) => {
    covered = px;
    viewport.dispatchEvent(new Event('resize'));
  };
}

async function prepare(page: Page, kind: KeyboardKind) {
  if (kind === 'covers the visual viewport') await page.addInitScript(coverableVisualViewport);
}

/** The keyboard slides up under the focused field. */
async function openKeyboard(page: Page, kind: KeyboardKind) {
  if (kind === 'resizes the layout viewport') {
    const size = page.viewportSize() ?? { width: 360, height: 640 };
    await page.setViewportSize({ width: size.width, height: size.height - keyboardHeight });
  } else {
    await page.evaluate(
      (px) => (window as unknown as { __keyboard: (px: number) => void }).__keyboard(px),
      keyboardHeight,
    );
  }
}

interface Box {
  top: number;
  bottom: number;
}

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return { top: box.y, bottom: box.y + box.height };
};

/** What the borrower sees: the visual viewport, in the layout viewport's coordinates. */
const visible = (page: Page): Promise<Box> =>
  page.evaluate(() => {
    const v = window.visualViewport;
    if (!v) return { top: 0, bottom: window.innerHeight };
    return { top: v.offsetTop, bottom: v.offsetTop + v.height };
  });

/** Within the visible part, the field also clear of the action bar when `bar` is given. */
async function expectClear(page: Page, field: Locator, action: Locator, bar?: Locator) {
  await expect
    .poll(async () => {
      const seen = await visible(page);
      const f = await boxOf(field);
      const a = await boxOf(action);
      const problems: string[] = [];
      if (f.top < seen.top - 0.5 || f.bottom > seen.bottom + 0.5)
        problems.push(`field ${f.top}-${f.bottom} outside ${seen.top}-${seen.bottom}`);
      if (a.top < seen.top - 0.5 || a.bottom > seen.bottom + 0.5)
        problems.push(`action ${a.top}-${a.bottom} outside ${seen.top}-${seen.bottom}`);
      if (bar) {
        const b = await boxOf(bar);
        if (f.bottom > b.top + 0.5) problems.push(`field ends at ${f.bottom}, under the bar from ${b.top}`);
      }
      return problems;
    })
    .toEqual([]);
  await expect(field).toBeFocused();
}

const actions = (page: Page) => page.getByRole('group', { name: 'Actions' });

for (const kind of kinds) {
  test.describe(`a soft keyboard that ${kind}`, () => {
    test('bind bank: the ID number and Next stay in sight', async ({ page, consoleErrors }) => {
      await prepare(page, kind);
      await page.goto(`${r.bindBank}?${session}&appName=loan&productId=p-100`);
      const field = page.getByRole('textbox', { name: 'ID number' });
      await field.click();
      await openKeyboard(page, kind);
      await expectClear(page, field, actions(page).getByRole('button'), actions(page));
      expect(consoleErrors).toEqual([]);
    });

    test('complaint: the description and Send stay in sight', async ({ page, consoleErrors }) => {
      await prepare(page, kind);
      await page.goto(`${r.complaintNext}?${session}&problemType=4&orderNo=o-174`);
      const field = page.getByRole('textbox', { name: 'Describe the problem' });
      await field.click();
      await openKeyboard(page, kind);
      await expectClear(page, field, actions(page).getByRole('button', { name: 'Send' }), actions(page));
      expect(consoleErrors).toEqual([]);
    });

    test("bind bank's city picker: the search and Confirm stay in sight", async ({ page, consoleErrors }) => {
      await prepare(page, kind);
      await page.goto(`${r.bindBank}?${session}&appName=loan&productId=p-100`);
      await page.getByRole('tab', { name: 'Bank card' }).click();
      await page.getByRole('button', { name: 'Bank city Choose a city' }).click();
      const sheet = page.getByRole('dialog', { name: 'Bank city' });
      const field = sheet.getByRole('searchbox', { name: 'Search' });
      await field.click();
      await openKeyboard(page, kind);
      await expectClear(page, field, sheet.getByRole('button', { name: 'Confirm' }));
      expect(consoleErrors).toEqual([]);
    });

    test("card repay: the SMS sheet's code and Confirm stay in sight", async ({ page, consoleErrors }) => {
      await prepare(page, kind);
      const order = `o-kb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
      await page.goto(`${r.cardRepay}?${session}&productId=p-100&orderId=${order}&withholdingAmount=522750`);
      await page.getByRole('radio', { name: /BDO/ }).check();
      await actions(page).getByRole('button').click();
      const sheet = page.getByRole('dialog', { name: 'Enter the SMS code' });
      const field = sheet.getByLabel('SMS code');
      await field.click();
      await openKeyboard(page, kind);
      await expectClear(page, field, sheet.getByRole('button', { name: 'Confirm' }));
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("the keyboard's height reaches the page under the production CSP (a CSSOM write, no inline style)", async ({
  page,
  consoleErrors,
}) => {
  await prepare(page, 'covers the visual viewport');
  const response = await page.goto(`${r.bindBank}?${session}&appName=loan&productId=p-100`);
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  await page.getByRole('textbox', { name: 'Account name' }).click();
  await openKeyboard(page, 'covers the visual viewport');
  // The bar sticks the keyboard's height above the layout viewport's bottom.
  await expect(actions(page)).toHaveCSS('bottom', `${keyboardHeight}px`);
  expect(consoleErrors).toEqual([]);
});

// Android's font size (Settings, Display, Font size; a WebView's text zoom) scales every text's size,
// px included, and no box: modelled by doubling each of the theme's font sizes (every text of the kit
// takes its size from them), written through the CSSOM as the production CSP allows. A root font-size
// or Chromium's default font size would leave px text, the kit's, unchanged and test nothing.
async function textAt200(page: Page) {
  await page.evaluate(() => {
    const body = document.body;
    const style = getComputedStyle(body);
    for (const size of ['Xs', 'Sm', 'Md', 'Lg', 'Xl', 'Xxl']) {
      const name = `--loan-font-size${size}`;
      const px = Number.parseFloat(style.getPropertyValue(name));
      if (!Number.isFinite(px)) throw new Error(`${name} is not set`);
      body.style.setProperty(name, `${px * 2}px`);
    }
  });
}

const textScreens = [
  {
    name: 'loan details',
    url: `${r.loanDetail}?${session}&productId=p-100&orderId=o-174-delay`,
    ready: (page: Page) => expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible(),
  },
  {
    name: 'repay',
    url: `${r.repay}?${session}&productId=p-100&orderId=o-174`,
    ready: (page: Page) => expect(page.getByText('Bayanihan Cash').first()).toBeVisible(),
  },
  {
    name: 'loan confirm',
    url: `${r.loanConfirm}?${session}&productId=p-300`,
    ready: (page: Page) => expect(page.getByText('Negosyo Plus').first()).toBeVisible(),
  },
  {
    name: 'bind bank',
    url: `${r.bindBank}?${session}&appName=loan&productId=p-100`,
    ready: (page: Page) => expect(page.getByRole('textbox', { name: 'ID number' })).toBeVisible(),
  },
];

test.describe('text at 200%', () => {
  for (const screen of textScreens) {
    test(`${screen.name}: scrolled to the end, the last content ends above the action bar`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(screen.url);
      await screen.ready(page);
      await textAt200(page);
      const bar = actions(page);
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const barTop = (await boxOf(bar)).top;
          // The lowest edge of anything the page's main region shows besides the bar.
          const contentBottom = await page.getByRole('main').evaluate((main, barBox) => {
            let bottom = 0;
            for (const el of main.querySelectorAll('*')) {
              if (el.closest('[role="group"][aria-label="Actions"]') || el.closest('dialog')) continue;
              const rect = el.getBoundingClientRect();
              if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom);
            }
            return bottom - barBox;
          }, barTop);
          return contentBottom <= 0.5 ? 'clear' : `content ends ${contentBottom} px under the bar's top`;
        })
        .toBe('clear');
      expect(consoleErrors).toEqual([]);
    });
  }
});
