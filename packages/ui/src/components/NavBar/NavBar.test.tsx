import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './NavBar';
import { NavBarProvider } from './NavBarProvider';

describe('NavBar back', () => {
  it("takes the app's back when the screen gives none", async () => {
    const onBack = vi.fn();
    render(
      <NavBarProvider title="Repayment code" onBack={onBack}>
        <NavBar title="Repayment code" />
      </NavBarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("prefers the screen's own back to the app's", async () => {
    const app = vi.fn();
    const own = vi.fn();
    render(
      <NavBarProvider onBack={app}>
        <NavBar title="Loan details" onBack={own} />
      </NavBarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(own).toHaveBeenCalledTimes(1);
    expect(app).not.toHaveBeenCalled();
  });

  it('shows no back on the first page of the webview, or when the screen refuses it', () => {
    const { unmount } = render(
      <NavBarProvider title="About us">
        <NavBar title="About us" />
      </NavBarProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    unmount();
    render(
      <NavBarProvider onBack={vi.fn()}>
        <NavBar title="Loan confirm" onBack={null} />
      </NavBarProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
