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
});
