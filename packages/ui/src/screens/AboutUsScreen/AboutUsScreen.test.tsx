import { defaultBrand } from '@loan/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutUsScreen } from './AboutUsScreen';

describe('AboutUsScreen', () => {
  it('leads with the key facts, then the text under its headings, then the e-mail', () => {
    render(<AboutUsScreen company={defaultBrand.company} />);
    const facts = screen.getByRole('list', { name: 'At a glance' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A decision within 1 day', 'Money in 1 to 3 days', 'Terms of 91 to 365 days']);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Who we are',
      'How it works',
      'How we treat you',
      'Need help?',
    ]);
    expect(
      facts.compareDocumentPosition(headings[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: defaultBrand.company.email }).getAttribute('href')).toBe(
      `mailto:${defaultBrand.company.email}`,
    );
  });

  it("puts the trust facts in the e-mail's card style, and draws no empty card without them", () => {
    const { container, unmount } = render(<AboutUsScreen company={defaultBrand.company} trust={{}} />);
    const cards = () => container.querySelectorAll('article > div');
    expect(cards()).toHaveLength(1);
    unmount();
    const view = render(
      <AboutUsScreen
        company={defaultBrand.company}
        trust={{ registration: 'SEC Registration No. CS201912345' }}
      />,
    );
    const block = screen.getByRole('region', { name: 'Registration and licence' });
    const [emailCard, trustCard] = Array.from(view.container.querySelectorAll('article > div'));
    expect(trustCard?.contains(block)).toBe(true);
    // The same card (the kit's Card): the two differ only in their own spacing class, not a border of its own.
    const classes = (element: Element | undefined) => new Set((element?.className ?? '').split(' '));
    const email = classes(emailCard);
    const trust = classes(trustCard);
    expect([...email].filter((name) => !trust.has(name))).toHaveLength(1);
    expect([...trust].filter((name) => !email.has(name))).toHaveLength(1);
  });
});
