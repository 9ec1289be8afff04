import { apiPaths, defaultRoutes } from '@loan/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import { server } from '../test/sandbox';
import * as screenModule from './promotionLanding';
import * as data from './promotionLanding.data';

const module = { ...screenModule, ...data };

describeDataRoute('promotion landing', {
  module,
  screen: 'promotionLanding',
  query: 'id=t-1&app_from=web&user_from=fb&utm_tag=spring',
  // A visitor without a session: no customer service, the error page's Go back.
  refused: 'back',
  call: apiPaths.channelTemplate,
  ready: () => screen.findByRole('heading', { name: 'Cash in 1 day' }),
  incomplete: { query: 'app_from=web', names: /needs id/ },
});

const url = `${defaultRoutes.promotionLanding}?id=t-1&app_from=web&user_from=fb&utm_tag=spring`;

/** The phone each promotion call sends from now on, by call path (JSON body or query). */
function phonesSent() {
  const sent: { path: string; phone: unknown }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const { pathname, searchParams } = new URL(request.url);
    const phone =
      request.method === 'GET'
        ? searchParams.get('phone')
        : (JSON.parse((await request.clone().text()) || '{}') as { phone?: unknown }).phone;
    sent.push({ path: pathname, phone });
  };
  server.events.on('request:start', listener);
  return {
    to: (path: string) => sent.filter((call) => call.path.endsWith(path)).map((call) => call.phone),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

let stopListening = () => {};
afterEach(() => stopListening());

describe("the default brand's mobile rule (the spec's)", () => {
  it('the field keeps 11 digits with its hint, and a Philippine number is refused with 请正确输入手机号！', async () => {
    const sent = phonesSent();
    stopListening = sent.stop;
    renderRoute(module, url, 'promotionLanding');
    const mobile = (await screen.findByRole('textbox', { name: 'Mobile number' })) as HTMLInputElement;
    expect(mobile.placeholder).toBe('11-digit mobile number');
    expect(mobile.inputMode).toBe('numeric');
    fireEvent.change(mobile, { target: { value: '+63 917 123 4567 89' } });
    expect(mobile.value).toBe('63917123456');
    fireEvent.change(mobile, { target: { value: '0917 123 4567' } });
    expect(mobile.value).toBe('09171234567');
    fireEvent.change(screen.getByRole('textbox', { name: 'Image captcha' }), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'get code' }));
    expect(await screen.findByText('请正确输入手机号！')).toBeTruthy();
    expect(sent.to(apiPaths.getSms)).toEqual([]);
  });

  it('a spec number goes to get-sms, track-click and register as typed', async () => {
    const sent = phonesSent();
    stopListening = sent.stop;
    renderRoute(module, url, 'promotionLanding');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '13912345678' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Image captcha' }), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'get code' }));
    await waitFor(() => expect(sent.to(apiPaths.getSms)).toEqual(['13912345678']));
    fireEvent.change(screen.getByRole('textbox', { name: 'SMS code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get my loan' }));
    await waitFor(() => expect(sent.to(apiPaths.register)).toEqual(['13912345678']));
    expect(sent.to(apiPaths.trackClick)).toEqual(['13912345678']);
    expect(screen.queryByText('请正确输入手机号！')).toBeNull();
  });
});

describe('the consent line', () => {
  it("names the template's button and links the brand's own privacy and terms routes, carrying the link's query", async () => {
    renderRoute(module, url, 'promotionLanding');
    const privacy = await screen.findByRole('link', { name: 'Privacy Policy' });
    expect(screen.getByRole('button', { name: 'Get my loan' })).toBeTruthy();
    expect(privacy.closest('p')?.textContent).toBe(
      'By tapping Get my loan, you agree to our Privacy Policy and Loan Terms And Conditions.',
    );
    expect(privacy.getAttribute('href')).toMatch(new RegExp(`^${defaultRoutes.privacyPolicy}\\?.*id=t-1`));
    const terms = screen.getByRole('link', { name: 'Loan Terms And Conditions' });
    expect(terms.getAttribute('href')).toMatch(new RegExp(`^${defaultRoutes.loanTerms}\\?`));
  });

  it('a tap opens the page in the app (no reload, the form is left by the router)', async () => {
    renderRoute(module, url, 'promotionLanding');
    fireEvent.click(await screen.findByRole('link', { name: 'Loan Terms And Conditions' }));
    expect(await screen.findByRole('heading', { name: /^Left for \/.*id=t-1/ })).toBeTruthy();
  });
});
