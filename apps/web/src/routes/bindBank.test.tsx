import { apiPaths, defaultBrand, defaultRoutes, messagesFor } from '@loan/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import { faultOnce, reshapeOnce } from '../test/sandbox';
import * as screenModule from './bindBank';
import * as data from './bindBank.data';

const module = { ...screenModule, ...data };

describeDataRoute('bind bank', {
  module,
  screen: 'bindBank',
  query: 'sessionId=demo&userId=u-demo&appName=loan&productId=p-100',
  call: apiPaths.cardInit,
  ready: () => screen.findByRole('textbox', { name: 'Account name' }),
  incomplete: { query: 'sessionId=demo', names: /needs productId/ },
});

/** The bridge messages the page sends (the web transport's `loanbridge` event). */
function recordBridge() {
  const names: string[] = [];
  const listener = (event: Event) => names.push((event as CustomEvent<{ name: string }>).detail.name);
  window.addEventListener('loanbridge', listener);
  return { names, stop: () => window.removeEventListener('loanbridge', listener) };
}

const bindUrl = `${defaultRoutes.bindBank}?sessionId=demo&userId=u-demo&appName=loan&productId=p-100`;

describe('bind bank submit', () => {
  it("sends what was filled; the server's message for what is missing, every value kept", async () => {
    renderRoute(module, bindUrl);
    const phone = await screen.findByRole('textbox', { name: 'GCash number' });
    fireEvent.change(phone, { target: { value: '09171234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the account name')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'GCash number' }) as HTMLInputElement).value).toMatch(/0917/);
  });

  it('a network failure on bind says so and keeps the values', async () => {
    renderRoute(module, bindUrl);
    const name = await screen.findByRole('textbox', { name: 'Account name' });
    fireEvent.change(name, { target: { value: 'Juan dela Cruz' } });
    faultOnce(apiPaths.bindCardNew, 'reset');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messagesFor(defaultBrand)('common.networkError'))).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Account name' }) as HTMLInputElement).value).toBe(
      'Juan dela Cruz',
    );
  });

  it('a bind the server accepts ends the flow and closes the webview', async () => {
    const bridge = recordBridge();
    renderRoute(module, bindUrl);
    const name = await screen.findByRole('textbox', { name: 'Account name' });
    fireEvent.change(name, { target: { value: 'Juan dela Cruz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bridge.names).toContain('closeWebview'));
    expect(bridge.names).toContain('endBank');
    bridge.stop();
  });
});

// Issue 23: a form whose choices could not be read says so and offers a new try, never an empty picker.
describe('bind bank without the choices of an item', () => {
  it('says the choices could not be loaded, and Try again brings them', async () => {
    reshapeOnce(apiPaths.cardInit, (body) => {
      const answer = body.data as { items: { code: string; note?: unknown[] }[] };
      return {
        ...body,
        data: {
          ...answer,
          items: answer.items.map((item) => (item.code === 'channel' ? { ...item, note: [] } : item)),
        },
      };
    });
    renderRoute(module, bindUrl);
    const item = await screen.findByRole('group', { name: 'Bank or e-wallet' });
    expect(item.textContent).toContain('The choices could not be loaded. Please try again.');
    // The form cannot be finished: Next waits, described by the message, and the tabs stay (issue 24 review).
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(next.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The choices could not be loaded. Please try again.',
    );
    expect(screen.getByRole('tab', { name: 'Bank card' })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Bank or e-wallet/ })).toBeTruthy();
    expect(screen.queryByText('The choices could not be loaded. Please try again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBeNull();
  });
});

// Issue 24 review: a form with nothing to fill is no failure; its way on leaves as a bind would.
describe('bind bank with nothing to fill', () => {
  const empty = () =>
    reshapeOnce(apiPaths.cardInit, (body) => ({ ...body, data: { ...(body.data as object), items: [] } }));

  it('offers Done, which closes the webview, and no Try again', async () => {
    const bridge = recordBridge();
    empty();
    renderRoute(module, bindUrl);
    await screen.findByRole('heading', { name: 'No account details are needed right now' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(bridge.names).toContain('closeWebview'));
    bridge.stop();
  });
});
