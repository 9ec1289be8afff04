import { specCatalogue } from '@loan/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config';
import { StarRating } from './StarRating';

/** The rating modal's stars with its Cancel, which resets them. */
function Modal() {
  const [score, setScore] = useState(0);
  return (
    <>
      <StarRating value={score} onChange={setScore} />
      <button type="button" onClick={() => setScore(0)}>
        Cancel
      </button>
    </>
  );
}

describe('StarRating', () => {
  it('offers five stars named 1 star to 5 stars in a radio group', () => {
    render(<StarRating label="Please rate this service" />);
    expect(screen.getByRole('radiogroup', { name: 'Please rate this service' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
  });

  it("names the group and the stars in the provider's locale", () => {
    const locale = {
      ...specCatalogue,
      'kit.rating': 'Note',
      'kit.oneStar': '1 étoile',
      'kit.stars': '{count} étoiles',
    };
    render(
      <ConfigProvider locale={locale}>
        <StarRating />
      </ConfigProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Note' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 étoile',
      '2 étoiles',
      '3 étoiles',
      '4 étoiles',
      '5 étoiles',
    ]);
  });

  it('reports the chosen star count on a tap', async () => {
    const onChange = vi.fn();
    render(<StarRating onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('resets to no stars when the controlled value goes back to 0 (Cancel on the rating modal)', async () => {
    render(<Modal />);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const checked = screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked);
    expect(checked).toEqual([]);
  });

  it('ignores changes when read-only', async () => {
    const onChange = vi.fn();
    render(<StarRating readOnly value={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
  });
});
