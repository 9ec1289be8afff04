import { apiPaths, defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
import * as screenModule from './complaintList';
import * as data from './complaintList.data';

const module = { ...screenModule, ...data };

describeDataRoute('complaint list', {
  module,
  screen: 'complaintList',
  query: 'sessionId=demo&userId=u-demo',
  call: apiPaths.problemList,
  ready: () => screen.findByRole('tablist', { name: 'Complaints by status' }),
  incomplete: { query: '', names: /needs sessionId/ },
});

describe('complaint list statuses', () => {
  const url = `${defaultRoutes.complaintList}?sessionId=demo&userId=u-demo`;

  it("shows each complaint's status from the answer's status tabs", async () => {
    renderRoute(module, url);
    expect(await screen.findByRole('link', { name: /Collection.*Completed/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Repayment.*Processing/ })).toBeTruthy();
  });

  it('shows no status when the answer has only one tab to go by', async () => {
    // The sandbox's answer with its first tab ('All') only.
    reshapeOnce(apiPaths.problemList, (body) => {
      const data = body.data as { tabs: unknown[] };
      return { ...body, data: { ...data, tabs: data.tabs.slice(0, 1) } };
    });
    renderRoute(module, url);
    const link = await screen.findByRole('link', { name: /Repayment/ });
    expect(link.textContent).not.toContain('Processing');
    expect(link.textContent).not.toContain('All');
  });
});
