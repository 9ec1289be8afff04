import { defaultBrand, defaultRoutes } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';

const { company } = defaultBrand;

const privacySections = [
  'Collection of Information',
  'Representation',
  'Use of Technology',
  'Disclosure of Information',
  'Cookies',
  'Device Information',
  'Minors',
  'Password Security',
  'Changes to This Policy',
  'Opt-out Rights',
  'Grievance Officer',
];

test.describe('about us', () => {
  test('shows the company text and the brand e-mail as a mailto link', async ({ page, consoleErrors }) => {
    await page.goto(defaultRoutes.aboutUs);
    await expect(page).toHaveTitle('About Us');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(main.getByText(company.name).first()).toBeVisible();
    await expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('privacy policy', () => {
  test('has every section the spec lists, each reachable from the contents', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(defaultRoutes.privacyPolicy);
    await expect(page).toHaveTitle('Privacy Policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(privacySections);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Grievance Officer' }).click();
    await expect(page).toHaveURL(/#privacy-grievance$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Grievance Officer' })).toBeInViewport();
    await expect(page.getByText(`E-mail: ${company.email}`)).toBeVisible();
    await expect(page.getByText(`Grievance Officer, ${company.name}`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('loan terms', () => {
  test("states the spec's figures", async ({ page, consoleErrors }) => {
    await page.goto(defaultRoutes.loanTerms);
    await expect(page).toHaveTitle('Loan Terms And Conditions');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Loan Terms And Conditions' })).toBeVisible();
    for (const figure of [
      '91 to 365 calendar days',
      'within 1 day',
      '1 to 3 calendar days',
      'half of the loan term',
      'not before 7 days',
      // The spec's penalties in the brand's money (docs/decisions/market-data.md).
      '₱1000.00 for new clients',
      '₱800.00 for repeat clients',
      '5% per day from day 1 to day 30',
      '4% per day from day 31 to day 90',
      '2% per day from day 91',
      'Filipino citizen over 18',
      '7 business days',
      'within 3 days',
      'within 10 days',
    ]) {
      await expect(main).toContainText(figure);
    }
    const order = main
      .getByRole('heading', { name: 'Application of Payments' })
      .locator('xpath=..')
      .getByRole('listitem');
    await expect(order).toHaveText([
      'legal charges;',
      'costs of enforcement;',
      'late penalties;',
      'fees;',
      'interest;',
      'principal.',
    ]);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('public company site', () => {
  test('the navigation switches sections, keeps them in the URL, and back returns', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home');
    const nav = page.getByRole('navigation', { name: 'Site' });
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/\?section=about$/);
    await expect(h1).toHaveText('About Us');
    await expect(page.getByRole('main').getByRole('link', { name: company.email })).toBeVisible();

    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/\?section=contact$/);
    await expect(h1).toHaveText('Contact Us');

    await nav.getByRole('link', { name: 'PrivacyPolicy' }).click();
    await expect(page).toHaveURL(/\/\?section=privacy$/);
    await expect(h1).toHaveText('Privacy Policy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(privacySections);

    await nav.getByRole('link', { name: 'Loan Terms And Conditions' }).click();
    await expect(page).toHaveURL(/\/\?section=terms$/);
    await expect(h1).toHaveText('Loan Terms And Conditions');
    await expect(nav.getByRole('link', { name: 'Loan Terms And Conditions' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goBack();
    await expect(h1).toHaveText('Privacy Policy');
    await page.goBack();
    await expect(h1).toHaveText('Contact Us');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(consoleErrors).toEqual([]);
  });

  // One axe run per section, reached by its link: the navigation test above stays quick under load.
  for (const [section, title] of [
    ['', 'Home'],
    ['about', 'About Us'],
    ['contact', 'Contact Us'],
    ['privacy', 'PrivacyPolicy'],
    ['terms', 'Loan Terms And Conditions'],
  ] as const) {
    test(`the ${title} section has no axe violations`, async ({ page, consoleErrors }) => {
      await page.goto(section ? `/?section=${section}` : '/');
      const nav = page.getByRole('navigation', { name: 'Site' });
      await expect(nav.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a link to a section opens it; an unknown section shows home', async ({ page, consoleErrors }) => {
    await page.goto('/?section=contact');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await page.goto('/?section=nonsense');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(consoleErrors).toEqual([]);
  });

  test('the contact form checks all four fields and sends nothing', async ({ page, consoleErrors }) => {
    await page.goto('/?section=contact');
    const form = page.getByRole('main');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
    const requests: string[] = [];
    // The form sends nothing: a chunk loaded on first focus and the page's field report are not the form.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') || url.pathname.endsWith('/field-report')) return;
      requests.push(`${request.method()} ${request.url()}`);
    });

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Please provide complete information!');

    await form.getByRole('textbox', { name: 'Name' }).fill('Maria Santos');
    await form.getByRole('textbox', { name: 'Telephone' }).fill('09171234567');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('maria@example.com');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Please provide complete information!');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Maria Santos');
    await expectNoAxeViolations(page);

    await form.getByRole('textbox', { name: 'Remark' }).fill('Please call me about a loan.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Successful!');
    await expect(form.getByRole('textbox', { name: 'Telephone' })).toHaveValue('09171234567');
    await expect(form.getByRole('textbox', { name: 'Remark' })).toHaveValue('Please call me about a loan.');
    await expect(page).toHaveURL(/\/\?section=contact$/);
    await expectNoAxeViolations(page);
    expect(requests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the footer shows company name, phone, e-mail, address and copyright', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(company.name, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(footer.getByText(company.address)).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${company.name}`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    test(`every section fits ${viewport.width} px without sideways scrolling`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(viewport);
      for (const section of ['home', 'about', 'contact', 'privacy', 'terms']) {
        await page.goto(`/?section=${section}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, section).toBeLessThanOrEqual(0);
      }
      const nav = page.getByRole('navigation', { name: 'Site' });
      await expect(nav.getByRole('link', { name: 'Loan Terms And Conditions' })).toBeInViewport();
      expect(consoleErrors).toEqual([]);
    });
  }
});
