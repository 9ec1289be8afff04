import { defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/route';
import * as module from './aboutUs';

describe('about us route', () => {
  it('shows the company page without any call', async () => {
    renderRoute(module, defaultRoutes.aboutUs);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
  });

  it('shows no registration block for the spec product, which names none', async () => {
    renderRoute(module, defaultRoutes.aboutUs);
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.queryByRole('region', { name: 'Registration and licence' })).toBeNull();
  });
});
