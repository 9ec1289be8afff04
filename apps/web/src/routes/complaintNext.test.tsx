import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './complaintNext';
import * as data from './complaintNext.data';

const module = { ...screenModule, ...data };

describeDataRoute('complaint step 2', {
  module,
  screen: 'complaintNext',
  query: 'sessionId=demo&userId=u-demo&problemType=4&orderNo=o-174',
  sessionInBlock: true,
  // Refused tag names: the form still takes the complaint.
  refused: () => screen.findByRole('textbox', { name: 'Describe the problem' }),
  call: apiPaths.problemInit,
  ready: () => screen.findByRole('list', { name: 'Question type' }),
  paintsBeforeCall: () => screen.findByRole('textbox', { name: 'Describe the problem' }),
  secondary: [
    {
      name: 'problem-init (the tag names)',
      call: apiPaths.problemInit,
      primary: () => screen.findByRole('textbox', { name: 'Describe the problem' }),
      ready: () => screen.findByRole('list', { name: 'Question type' }),
    },
  ],
  incomplete: { query: 'sessionId=demo', names: /needs problemType/ },
});
