import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/route';
import * as module from './testPreview';

describe('developer test page route', () => {
  it('is prefilled with the demo session and its links carry it', async () => {
    renderRoute(module, '/testPreview');
    const session = (await screen.findByRole('textbox', { name: 'Session id' })) as HTMLInputElement;
    expect(session.value).toBe('demo');
    const repay = screen.getByRole('link', { name: 'Repay' });
    expect(repay.getAttribute('href')).toMatch(/^\/starGesture\?.*sessionId=demo/);
  });

  it('params already in the address win over the demo values', async () => {
    renderRoute(module, '/testPreview?orderId=o-200');
    const repay = await screen.findByRole('link', { name: 'Repay' });
    expect(repay.getAttribute('href')).toMatch(/orderId=o-200/);
  });
});
