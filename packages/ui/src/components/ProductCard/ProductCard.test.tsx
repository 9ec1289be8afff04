import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  it('reports a tap on its button', async () => {
    const onSelect = vi.fn();
    render(<ProductCard name="Mabilis Cash" buttonText="Apply" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it("ignores taps when its enabled flag is '0' (spec 5)", async () => {
    const onSelect = vi.fn();
    render(<ProductCard name="Mabilis Cash" buttonText="Apply" enabled="0" onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Apply' });
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('treats a numeric 0 flag as disabled too', async () => {
    const onSelect = vi.fn();
    render(<ProductCard name="Mabilis Cash" enabled={0} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('hides its tags when showTags is false', () => {
    render(<ProductCard name="Mabilis Cash" tags={['Fast approval']} showTags={false} />);
    expect(screen.queryByText('Fast approval')).toBeNull();
  });

  it('describes its button with the product name, so several cards stay distinguishable', () => {
    render(<ProductCard name="Mabilis Cash" />);
    expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('heading', { name: 'Mabilis Cash' }).id,
    );
  });
});
