import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { TrustFacts } from './TrustFacts';

const meta = {
  title: 'Components/TrustFacts',
  component: TrustFacts,
  tags: ['autodocs'],
} satisfies Meta<typeof TrustFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The story's officer and registration: the shown brand's own trust facts (`brand.trust`); a brand that
 * names none (the spec's product) shows its market's regulator line and officer, so the block is drawn.
 */
const factsOf = ({ market, trust }: StoryWorld) => ({
  registration: trust?.registration ?? market.regulator.registration,
  licence: trust?.licence ?? market.regulator.licence,
  officer: trust?.grievanceOfficer ?? market.regulator.officer,
});
/** Its registration and the officer complaints go to (India's RBI requires one). */
const withOfficer = (world: StoryWorld) => {
  const { registration, officer } = factsOf(world);
  return { trust: { registration, grievanceOfficer: officer } };
};
/** Its registration and licence lines. */
const withLicence = (world: StoryWorld) => {
  const { registration, licence } = factsOf(world);
  return { trust: { registration, licence } };
};
const { officer, licence } = factsOf(philippineWorld);

/** A registration and the grievance officer a regulator requires a lender to name (India's RBI does). */
export const RegistrationAndGrievanceOfficer: Story = {
  args: withOfficer(philippineWorld),
  parameters: { market: withOfficer },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'Registration and licence' });
    await expect(within(block).getByRole('link', { name: officer.email })).toBeVisible();
    if (officer.phone) await expect(within(block).getByRole('link', { name: officer.phone })).toBeVisible();
  },
};

/** A lending company's registration and licence (the Philippines' SEC and certificate of authority), in a footer. */
export const RegistrationAndLicence: Story = {
  args: { variant: 'plain', ...withLicence(philippineWorld) },
  parameters: { market: withLicence },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'Registration and licence' });
    if (licence) await expect(block).toHaveTextContent(licence);
    await expect(within(block).queryByRole('link')).toBeNull();
  },
};
