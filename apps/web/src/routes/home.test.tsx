import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/route';
import * as module from './home';

describe('company site route', () => {
  it('opens the section the address names', async () => {
    renderRoute(module, '/?section=contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
  });

  it('an unknown section opens the home section', async () => {
    renderRoute(module, '/?section=nonsense');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).not.toBe('Contact Us');
  });

  it('names the page after its section, not Home on every section', async () => {
    renderRoute(module, '/?section=contact', 'home');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(document.title).toBe('Contact Us'));
    fireEvent.click(screen.getByRole('link', { name: 'Loan Terms And Conditions' }));
    await waitFor(() => expect(document.title).toBe('Loan Terms And Conditions'));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe('Home'));
  });

  it('shows no registration block in the footer for the spec product, which names none', async () => {
    renderRoute(module, '/');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('region', { name: 'Registration and licence' })).toBeNull();
  });
});
