import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrustFacts } from './TrustFacts';

const meta = {
  title: 'Components/TrustFacts',
  component: TrustFacts,
  tags: ['autodocs'],
} satisfies Meta<typeof TrustFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Indian NBFC: its RBI registration and the grievance officer RBI requires it to name. */
export const RegistrationAndGrievanceOfficer: Story = {
  args: {
    trust: {
      registration: 'RBI Certificate of Registration No. N-13.02468 (NBFC)',
      grievanceOfficer: {
        name: 'Priya Raman',
        email: 'grievance@sahyogfinserv.in',
        phone: '+91 22 4000 1299',
        address: '4th Floor, Lotus Business Park, Andheri East, Mumbai 400093',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'Registration and licence' });
    await expect(within(block).getByRole('link', { name: 'grievance@sahyogfinserv.in' })).toBeVisible();
    await expect(within(block).getByRole('link', { name: '+91 22 4000 1299' })).toBeVisible();
  },
};

/** A Philippine lending company: its SEC registration and certificate of authority, in a footer. */
export const RegistrationAndLicence: Story = {
  args: {
    variant: 'plain',
    trust: { registration: 'SEC Registration No. CS201912345', licence: 'Certificate of Authority No. 3141' },
  },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'Registration and licence' });
    await expect(block).toHaveTextContent('Certificate of Authority No. 3141');
    await expect(within(block).queryByRole('link')).toBeNull();
  },
};
