import { defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/route';
import * as module from './privacyPolicy';

describe('privacy policy route', () => {
  it('shows the policy with its grievance officer, without any call', async () => {
    renderRoute(module, defaultRoutes.privacyPolicy);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Grievance Officer' })).toBeTruthy();
  });
});
