import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocument, type LegalText } from './LegalDocument';

const text: LegalText = {
  title: 'Terms',
  updated: 'Today',
  intro: ['About {company}.'],
  sections: [
    {
      id: 'contact',
      title: 'Contact',
      blocks: ['Write to {email} or call {phone}.', { list: ['Phone: {phone}'] }],
    },
  ],
};

describe('LegalDocument contact links (issue 24 review)', () => {
  it("makes the brand's phone a tel: link and its e-mail a mailto: link inside the sentence", () => {
    render(
      <LegalDocument
        text={text}
        idPrefix="t-"
        vars={{ company: 'Acme', email: 'care@acme.ph', phone: '1800 210 4455' }}
      />,
    );
    const paragraph = screen.getByText(
      (_, node) =>
        node?.tagName === 'P' && node.textContent === 'Write to care@acme.ph or call 1800 210 4455.',
    );
    expect(paragraph).toBeTruthy();
    const phones = screen.getAllByRole('link', { name: '1800 210 4455' });
    expect(phones).toHaveLength(2);
    for (const phone of phones) expect(phone.getAttribute('href')).toBe('tel:18002104455');
    expect(screen.getByRole('link', { name: 'care@acme.ph' }).getAttribute('href')).toBe(
      'mailto:care@acme.ph',
    );
  });

  it('leaves a value that is no phone number or address as text, never another link', () => {
    render(
      <LegalDocument
        text={text}
        idPrefix="t-"
        vars={{ company: 'Acme', email: 'javascript:alert(1)', phone: 'call us' }}
      />,
    );
    expect(screen.queryByRole('link', { name: /alert|call us/ })).toBeNull();
    expect(screen.getByText('Write to javascript:alert(1) or call call us.')).toBeTruthy();
  });
});
