import { apiPaths, defaultRoutes } from '@loan/core';
import { fireEvent, screen, within } from '@testing-library/react';
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

  it('colours a status by what it means: being handled, done, refused; an unknown word neutral', () => {
    expect(['Processing', 'Pending', 'In progress'].map(data.statusToneOf)).toEqual([
      'warning',
      'warning',
      'warning',
    ]);
    expect(['Completed', 'Resolved', 'Closed'].map(data.statusToneOf)).toEqual([
      'success',
      'success',
      'success',
    ]);
    expect(['Rejected', 'Declined'].map(data.statusToneOf)).toEqual(['danger', 'danger']);
    expect(data.statusToneOf('En revisión por el área')).toBe('neutral');
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

describe('complaint list: an empty list or tab is never a dead end (issue 24)', () => {
  const url = `${defaultRoutes.complaintList}?sessionId=demo&userId=u-demo`;

  it('no complaints: File a complaint opens the complaint start page with the session', async () => {
    reshapeOnce(apiPaths.problemList, (body) => ({ ...body, data: { tabs: [] } }));
    renderRoute(module, url);
    expect(await screen.findByRole('heading', { name: 'No complaints yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'File a complaint' }));
    const left = await screen.findByRole('heading', { name: /^Left for / });
    expect(left.textContent).toContain(`${defaultRoutes.complaint}?sessionId=demo&userId=u-demo`);
  });

  it('a list with complaints offers File a complaint at its foot', async () => {
    renderRoute(module, url);
    await screen.findByRole('link', { name: /Collection.*Completed/ });
    const actions = screen.getByRole('group', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'File a complaint' }));
    const left = await screen.findByRole('heading', { name: /^Left for / });
    expect(left.textContent).toContain(`${defaultRoutes.complaint}?sessionId=demo&userId=u-demo`);
  });

  it('an empty tab beside others offers File a complaint too, once, at the foot', async () => {
    reshapeOnce(apiPaths.problemList, (body) => {
      const data = body.data as { tabs: unknown[] };
      return { ...body, data: { tabs: [...data.tabs, { title: 'Rejected', items: [] }] } };
    });
    renderRoute(module, url);
    fireEvent.click(await screen.findByRole('tab', { name: 'Rejected' }));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'No complaints yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'File a complaint' })).toHaveLength(1);
    expect(
      within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', {
        name: 'File a complaint',
      }),
    ).toBeTruthy();
  });
});
