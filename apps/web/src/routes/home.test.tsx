import { screen } from '@testing-library/react';
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
});
