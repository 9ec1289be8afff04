import { defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/route';
import * as module from './loanTerms';

describe('loan terms route', () => {
  it('shows the terms without any call', async () => {
    renderRoute(module, defaultRoutes.loanTerms);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Terms And Conditions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Application of Payments' })).toBeTruthy();
  });
});
