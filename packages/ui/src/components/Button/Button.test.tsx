import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a surrounding form by accident', () => {
    render(<Button>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('type', 'button');
  });

  it('passes a submit type through when asked', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('type', 'submit');
  });

  it('stays focusable when disabled, so a screen reader still finds it', async () => {
    render(<Button disabled>Next</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toBe(document.activeElement);
  });

  it('ignores presses while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
