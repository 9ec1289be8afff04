import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavBar, NavBarProvider } from '../NavBar';
import { Page } from './Page';

describe('Page nav bar', () => {
  it("gives a screen without a nav bar the app's, with the screen's title and back", () => {
    render(
      <NavBarProvider title="About us" onBack={vi.fn()}>
        <Page>
          <p>Text</p>
        </Page>
      </NavBarProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('leaves the one h1 to a document that titles itself, the bar showing the title as text', () => {
    render(
      <NavBarProvider title="Privacy Policy" onBack={vi.fn()}>
        <Page>
          <h1>Privacy Policy</h1>
        </Page>
      </NavBarProvider>,
    );
    const [h1, ...more] = screen.getAllByRole('heading', { level: 1 });
    expect(more).toEqual([]);
    expect(screen.getByRole('main').contains(h1 ?? null)).toBe(true);
    expect(screen.getByRole('banner').textContent).toContain('Privacy Policy');
  });

  it("keeps the screen's own nav bar", () => {
    render(
      <NavBarProvider title="Repayment code">
        <Page navBar={<NavBar title="Pay at 7-Eleven" />}>
          <p>Text</p>
        </Page>
      </NavBarProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Pay at 7-Eleven',
    ]);
  });

  it('has no nav bar outside an app that names the screen, or when the screen asks for none', () => {
    const { unmount } = render(
      <Page>
        <p>Text</p>
      </Page>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    unmount();
    render(
      <NavBarProvider title="Company">
        <Page navBar={null}>
          <p>Text</p>
        </Page>
      </NavBarProvider>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
