import { defaultRoutes } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stubExternal } from './sandbox';

// Reflow (issue 17 item 2): every route of the default brand, with the sandbox's data, at 320 CSS px
// (WCAG 1.4.10) and at 200% zoom of a 360 px phone. Nothing scrolls sideways, no word breaks mid-way,
// amounts and codes stay on one line, a cut title keeps its full text, and a button whose label wraps
// does not sit beside another.

const session = 'sessionId=demo&userId=u-demo';
const r = defaultRoutes;

// Browser zoom at 200% makes one CSS px two device px, so the 360 px phone's layout viewport becomes
// 180 CSS px wide: media queries, percentages and line breaking see exactly what a 180 px viewport at
// 100% sees (only the rasterisation is finer), so the layout under test is the same.
const sizes = [
  { name: '320 px', viewport: { width: 320, height: 640 } },
  { name: '200% zoom', viewport: { width: 180, height: 320 } },
] as const;

interface Case {
  name: string;
  /** The link, or a function for a fresh one per visit. */
  url: string | (() => string);
  /** Waits for the screen's data (and opens the state under test). */
  ready: (page: Page) => Promise<void>;
  /** Before the visit: e.g. the lender's answers with long texts. */
  setup?: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();
const text = (page: Page, value: string) => expect(page.getByText(value).first()).toBeVisible();
const dialog = (page: Page, name: string) => expect(page.getByRole('dialog', { name })).toBeVisible();
const detail = (orderId: string, path = r.loanDetail) =>
  `${path}?${session}&productId=p-100&orderId=${orderId}`;

/** A fresh order id per run: the sandbox remembers confirmed payments. */
const freshOrder = () => `o-reflow-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

// Issue 24 item 8: a lender's type names, statuses and titles can be sentences. Every text that comes
// from the server wraps inside its box: these cases answer the complaint calls with long ones.
const LONG = 'Harassment by a collection agent who keeps calling my family members and my employer';

/** Answers the calls whose path ends with `path` as the sandbox does, with `keys`' texts made long. */
function longServerTexts(path: string, keys: readonly string[]) {
  const lengthen = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(lengthen);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        keys.includes(key) && typeof v === 'string' && v !== '' ? LONG : lengthen(v),
      ]),
    );
  };
  return async (page: Page) => {
    await page.route(`**${path}*`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: lengthen(await response.json()) });
    });
  };
}

const longText = (page: Page) => expect(page.getByText(LONG).first()).toBeVisible();

const cases: Case[] = [
  { name: 'home', url: '/', ready: (page) => heading(page, /./) },
  ...['about', 'contact', 'privacy', 'terms'].map((section) => ({
    name: `home, ${section}`,
    url: `/?section=${section}`,
    ready: (page: Page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(),
  })),
  {
    name: 'joint login failure',
    url: `${r.jointLoginFail}?${session}&productId=p-100&notice=Login%20failed&errorMsg=Your%20account%20is%20linked%20elsewhere`,
    ready: (page) => expect(page.getByRole('article')).toHaveCount(3),
  },
  {
    name: 'loan details, repaid, with recommended products',
    url: detail('o-200'),
    ready: async (page) => {
      await heading(page, 'Recommended products');
      await expect(page.getByRole('article')).toHaveCount(3);
    },
  },
  {
    name: 'loan details, due today',
    url: detail('o-174-delay'),
    ready: (page) => heading(page, 'Due today'),
  },
  { name: 'loan details, under review', url: detail('o-21'), ready: (page) => heading(page, 'Under review') },
  {
    name: 'loan details, bank card reminder',
    url: detail('o-174'),
    ready: (page) => dialog(page, 'Bank card reminder'),
  },
  { name: 'loan details, kind tips', url: detail('o-180'), ready: (page) => dialog(page, 'Kind tips') },
  {
    name: 'loan details, rating',
    url: detail('o-170'),
    ready: (page) => dialog(page, 'Please rate this service'),
  },
  {
    name: 'loan details, repayment notice',
    url: detail('o-170-notice'),
    ready: (page) => expect(page.getByRole('note')).toBeVisible(),
  },
  { name: 'order', url: detail('o-200', r.order), ready: (page) => heading(page, 'Repaid') },
  {
    name: 'loan confirm',
    url: `${r.loanConfirm}?${session}&productId=p-300`,
    ready: (page) => text(page, 'Negosyo Plus'),
  },
  {
    name: 'loan confirm, leave popup',
    url: `${r.loanConfirm}?${session}&productId=p-100`,
    ready: async (page) => {
      await text(page, 'Bayanihan Cash');
      await page.evaluate(() => (window as unknown as { onNativeBack: () => boolean }).onNativeBack());
      await dialog(page, 'Point out');
    },
  },
  {
    name: 'loan confirm, agreement',
    url: `${r.loanConfirm}?${session}&productId=p-100&orderId=o-1`,
    ready: async (page) => {
      await stubExternal(page);
      await page.getByRole('button', { name: 'Privacy Notice' }).click();
      await dialog(page, 'Privacy Notice');
    },
  },
  {
    name: 'loan confirm, alternate',
    url: `${r.loanConfirmAlt}?${session}&productId=p-100`,
    ready: (page) => expect(page.getByRole('button', { name: 'Get my cash now' })).toBeVisible(),
  },
  {
    name: 'loan confirm, alternate, offer',
    url: `${r.loanConfirmAlt}?${session}&productId=p-100`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Get my cash now' }).click();
      await dialog(page, 'Offer');
    },
  },
  {
    name: 'repayment by period, every row',
    url: `${r.repayPeriod}?${session}&productId=p-100&orderId=o-174`,
    ready: async (page) => {
      await text(page, '7123 4567 8901');
      await page.getByRole('button', { name: 'more' }).click();
      await text(page, 'Late interest');
    },
  },
  {
    name: 'repay',
    url: `${r.repay}?${session}&productId=p-100&orderId=o-174`,
    ready: (page) => text(page, 'Bayanihan Cash'),
  },
  {
    name: 'repay, payment methods',
    url: `${r.repay}?${session}&productId=p-100&orderId=o-174`,
    ready: async (page) => {
      await text(page, 'Bayanihan Cash');
      await page.getByRole('button', { name: 'Choose a payment channel' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'rollover',
    url: `${r.repayDelay}?${session}&productId=p-100&orderId=o-174-delay`,
    ready: (page) => heading(page, 'Extend your loan by 7 days'),
  },
  {
    name: 'customer service',
    url: `${r.customerService}?${session}`,
    ready: (page) => text(page, '+63 917 555 0199'),
  },
  { name: 'loan terms', url: r.loanTerms, ready: (page) => heading(page, /./) },
  { name: 'about us', url: r.aboutUs, ready: (page) => heading(page, /./) },
  { name: 'privacy policy', url: r.privacyPolicy, ready: (page) => heading(page, /./) },
  {
    name: 'complaint',
    url: `${r.complaint}?${session}&orderId=o-174`,
    ready: (page) => text(page, 'Bayanihan Cash'),
  },
  {
    name: 'complaint, second step',
    url: `${r.complaintNext}?${session}&problemType=4&orderNo=o-174`,
    ready: (page) => text(page, 'Other'),
  },
  {
    name: 'complaint list',
    url: `${r.complaintList}?${session}`,
    ready: (page) => expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible(),
  },
  {
    name: 'complaint details',
    url: `${r.complaintDetails}?${session}&problemId=1`,
    ready: (page) => heading(page, 'Process Result'),
  },
  {
    name: 'complaint, long type names from the server',
    url: `${r.complaint}?${session}&orderId=o-174`,
    setup: longServerTexts('/user-problem/problem-init', ['title']),
    ready: longText,
  },
  {
    name: 'complaint, second step, long type names from the server',
    url: `${r.complaintNext}?${session}&problemType=4&orderNo=o-174`,
    setup: longServerTexts('/user-problem/problem-init', ['title']),
    ready: longText,
  },
  {
    name: 'complaint list, long types from the server',
    url: `${r.complaintList}?${session}`,
    setup: longServerTexts('/user-problem/problem-list', ['type', 'title']),
    ready: longText,
  },
  {
    name: 'complaint details, long types from the server',
    url: `${r.complaintDetails}?${session}&problemId=1`,
    setup: longServerTexts('/user-problem/problem-detail', ['type', 'sonType']),
    ready: longText,
  },
  {
    name: 'bind bank',
    url: `${r.bindBank}?${session}&appName=loan&productId=p-100`,
    ready: (page) => expect(page.getByRole('textbox', { name: 'GCash number' })).toBeVisible(),
  },
  {
    name: 'payment instructions, with the reference',
    url: `${r.paymentInstructions}?${session}&requestType=1&payCode=DP-7720441109&amount=522750`,
    ready: (page) => text(page, 'DP-7720441109'),
  },
  {
    name: 'payment instructions, scan to pay',
    url: `${r.paymentInstructions}?${session}&view=qr`,
    ready: (page) => expect(page.getByRole('list', { name: 'QR-scan steps' })).toBeVisible(),
  },
  {
    name: 'repayment code',
    url: `${r.repaymentCode}?${session}&showType=1&payCode=7720441109&repayAmount=522750`,
    ready: (page) => text(page, '7720441109'),
  },
  {
    name: 'repayment code, type 2',
    url: `${r.repaymentCode}?${session}&showType=2&payCode=7720441109&repayAmount=522750`,
    ready: (page) => expect(page.getByRole('img', { name: 'QR code to pay' })).toBeVisible(),
  },
  {
    name: 'repayment code 2',
    url: `${r.repaymentCode2}?${session}&productId=p-100&orderId=o-174`,
    ready: (page) => heading(page, 'Pay at any 7-Eleven'),
  },
  {
    name: 'card repayment',
    url: () => `${r.cardRepay}?${session}&productId=p-100&orderId=${freshOrder()}&withholdingAmount=522750`,
    ready: (page) => expect(page.getByRole('radio')).toHaveCount(2),
  },
  {
    name: 'card repayment, SMS code',
    url: () => `${r.cardRepay}?${session}&productId=p-100&orderId=${freshOrder()}&withholdingAmount=522750`,
    ready: async (page) => {
      await page.getByRole('radio', { name: /BDO/ }).check();
      await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
      await dialog(page, 'Enter the SMS code');
    },
  },
  {
    name: 'promotion landing',
    url: `${r.promotionLanding}?id=t-1`,
    ready: (page) => heading(page, 'Cash in 1 day'),
  },
  {
    name: 'promotion download',
    url: `${r.promotionDownload}?down_id=d-1`,
    ready: (page) => heading(page, 'Peso Cash Plus'),
  },
  {
    name: 'test page',
    url: `${r.testPreview}?orderId=o-200`,
    ready: (page) => expect(page.getByRole('textbox', { name: 'Order id' })).toHaveValue('o-200'),
  },
  {
    name: 'incomplete link',
    url: `${r.loanDetail}?${session}&productId=p-100`,
    ready: (page) => heading(page, 'This link is incomplete'),
  },
  {
    // A business code offers customer service, not a retry (issue 24 item 3, docs/decisions/failure-ways.md).
    name: 'server error with a way on',
    url: `${r.loanConfirm}?${session}&productId=p-100&__fault=code:7005:Product not found`,
    ready: (page) => expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible(),
  },
  { name: 'not found', url: '/no-such-page', ready: (page) => heading(page, /./) },
];

/** Waits until nothing loads, moves or swaps fonts, so what is measured is what stays. */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
  });
}

/**
 * What breaks reflow on the page as it is laid out now, one line per defect. Runs in the page, so it
 * reads nothing from outside itself.
 */
function reflowDefects(): string[] {
  const defects: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;

  const nameOf = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `<${tag}> "${label.slice(0, 40)}"`;
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    // A visually hidden text (1 px, clipped) is for screen readers; its lines are not seen.
    return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
  };
  /** How many lines the rects of a range (or an element's contents) fill: a rect centred below the line opens one. */
  const linesOf = (range: Range) => {
    const rects = [...range.getClientRects()]
      .filter((rect) => rect.width > 0.5 && rect.height > 0)
      .sort((a, b) => a.top - b.top);
    let lines = 0;
    let top = Number.NEGATIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const rect of rects) {
      const middle = (rect.top + rect.bottom) / 2;
      if (middle > bottom) {
        lines++;
        top = rect.top;
        bottom = rect.bottom;
      } else {
        top = Math.min(top, rect.top);
        bottom = Math.max(bottom, rect.bottom);
      }
    }
    return lines;
  };
  const contentsOf = (node: Node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range;
  };
  /** Inside a box that scrolls sideways on its own (a code's box): its content may go past the edge. */
  const scrollsInside = (el: Element) => {
    for (let at: Element | null = el.parentElement; at && at !== document.body; at = at.parentElement) {
      const overflow = getComputedStyle(at).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    return false;
  };

  /** The box that scrolls sideways around an element, the element itself included. */
  const scrollerOf = (el: Element) => {
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
      const overflow = getComputedStyle(at).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return at;
    }
    return null;
  };

  // 1. No sideways scroll; name what sticks out.
  if (root.scrollWidth > width) {
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      if (!visible(el) || scrollsInside(el)) return false;
      const box = el.getBoundingClientRect();
      return (
        box.right > width + 0.5 &&
        ![...el.children].some((child) => child.getBoundingClientRect().right > width + 0.5)
      );
    });
    defects.push(
      `scrolls sideways (${root.scrollWidth} > ${width} px): ${out.slice(0, 4).map(nameOf).join(', ') || 'no element found'}`,
    );
  }

  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && node.textContent?.trim() && visible(parent)) texts.push(node as Text);
  }

  // 2. Amounts (marked, or written with a currency) and codes (marked) on one line.
  const marked = [...document.querySelectorAll('[data-nowrap]')].filter(visible);
  for (const el of marked) {
    if (linesOf(contentsOf(el)) > 1)
      defects.push(`${el.getAttribute('data-nowrap')} on two lines: ${nameOf(el)}`);
    const box = el.getBoundingClientRect();
    if (!scrollsInside(el) && getComputedStyle(el).overflowX === 'visible' && box.right > width + 0.5)
      defects.push(`${el.getAttribute('data-nowrap')} past the screen's edge: ${nameOf(el)}`);
    const scroller = scrollerOf(el);
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
      const named = scroller.getAttribute('aria-label') || scroller.getAttribute('aria-labelledby');
      if (scroller.getAttribute('tabindex') !== '0' || !named)
        defects.push(`scrolls without keyboard access (tabindex 0 and a name): ${nameOf(el)}`);
    }
  }
  const amount = /(?:[₱₹$€]|PHP|INR|Rs\.?) ?-?\d[\d,]*(?:\.\d+)?/g;
  for (const node of texts) {
    for (const match of (node.textContent ?? '').matchAll(amount)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (linesOf(range) > 1)
        defects.push(`amount on two lines: "${match[0]}" in ${nameOf(node.parentElement as Element)}`);
    }
  }

  // 3. No word broken mid-way: a run of letters or digits (not Han, which breaks between any two) on one
  // line. Only an e-mail or web address wider than the whole line may break (as browsers break any
  // overlong token): nothing else can fit it.
  const word = /[\p{L}\p{M}\p{N}]{2,}/gu;
  const broken = new Set<string>();
  const addressOf = (el: Element, text: string) =>
    (el.textContent ?? '').split(/\s+/).find((token) => token.includes(text) && /@|:\/\//.test(token));
  const lineWidth = (el: Element) => {
    let box: Element | null = el;
    while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
    if (!box) return width;
    const style = getComputedStyle(box);
    return box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  };
  /** The width `text` takes on one line in `el`'s font. */
  const textWidth = (text: string, el: Element) => {
    const probe = document.createElement('span');
    probe.textContent = text;
    probe.style.whiteSpace = 'nowrap';
    probe.style.position = 'absolute';
    el.append(probe);
    const wide = probe.getBoundingClientRect().width;
    probe.remove();
    return wide;
  };
  for (const node of texts) {
    const parent = node.parentElement as Element;
    for (const match of (node.textContent ?? '').matchAll(word)) {
      if (/\p{Script=Han}/u.test(match[0])) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (linesOf(range) < 2) continue;
      const address = addressOf(parent, match[0]);
      if (address && textWidth(address, parent) > lineWidth(parent)) continue;
      broken.add(`word broken mid-way: "${match[0]}" in ${nameOf(parent)}`);
    }
  }
  defects.push(...broken);
  for (const el of new Set(texts.map((node) => node.parentElement as Element))) {
    const style = getComputedStyle(el);
    if (style.wordBreak === 'break-all' || style.overflowWrap === 'anywhere')
      defects.push(`breaks words anywhere (${style.wordBreak}, ${style.overflowWrap}): ${nameOf(el)}`);
  }

  // 4. A title cut short (ellipsis or line clamp) keeps its full text in a title attribute; a preview
  // inside a link (a complaint's first lines) has it one tap away, on the page the link opens.
  for (const el of document.body.querySelectorAll('*')) {
    if (!visible(el)) continue;
    const style = getComputedStyle(el);
    const clamped = style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1;
    const ellipsis = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
    if ((!clamped && !ellipsis) || el.closest('a[href]')) continue;
    const full = (el.textContent ?? '').trim();
    if (el.closest('[title]')?.getAttribute('title') !== full)
      defects.push(`cut short without its full text: ${nameOf(el)}`);
  }

  // 5. A button whose label wraps stands alone on its row, and its label is never cut.
  const buttons = [...document.querySelectorAll('button, [role="button"], a[href]')].filter(
    (el) => visible(el) && (el.textContent ?? '').trim() !== '',
  );
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    if (button.scrollHeight > button.clientHeight + 1 && getComputedStyle(button).overflowY !== 'visible')
      defects.push(`label cut in its button: ${nameOf(button)}`);
    if (linesOf(contentsOf(button)) < 2 || button.tagName === 'A') continue;
    const beside = buttons.find((other) => {
      if (other === button || other.contains(button) || button.contains(other)) return false;
      const next = other.getBoundingClientRect();
      return (
        next.top < box.bottom - 1 &&
        next.bottom > box.top + 1 &&
        (next.left >= box.right - 1 || next.right <= box.left + 1)
      );
    });
    if (beside)
      defects.push(`button label wraps beside another button: ${nameOf(button)} | ${nameOf(beside)}`);
  }

  return defects;
}

test.describe('reflow', () => {
  for (const screen of cases) {
    test(`${screen.name}: fits 320 px and 200% zoom`, async ({ page }) => {
      await screen.setup?.(page);
      for (const size of sizes) {
        await page.setViewportSize(size.viewport);
        await page.goto(typeof screen.url === 'string' ? screen.url : screen.url());
        await screen.ready(page);
        await settle(page);
        expect.soft(await page.evaluate(reflowDefects), `${screen.name} at ${size.name}`).toEqual([]);
      }
    });
  }
});
