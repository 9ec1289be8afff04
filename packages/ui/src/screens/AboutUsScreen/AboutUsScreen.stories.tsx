import { defaultBrand, indiaBrand } from '@loan/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutUsScreen } from './AboutUsScreen';

/** One screen high, scrolling inside: the story runner paints only the first screen of a taller page. */
const oneScreen: Decorator = (Story) => (
  <div style={{ height: '100vh', overflow: 'auto' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/AboutUs',
  component: AboutUsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [oneScreen],
  args: { company: defaultBrand.company },
} satisfies Meta<typeof AboutUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const email = canvas.getByRole('link', { name: defaultBrand.company.email });
    await expect(email).toHaveAttribute('href', `mailto:${defaultBrand.company.email}`);
    await expect(canvas.getByText(/^Customer service e-mail:/)).toContainElement(email);
  },
};

export const IndiaBrand: Story = {
  args: { company: indiaBrand.company, catalogue: indiaBrand.catalogue },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('link', { name: indiaBrand.company.email });
    await expect(email).toHaveAttribute('href', `mailto:${indiaBrand.company.email}`);
    // The screenshot shows the e-mail box at the end of the text.
    email.scrollIntoView({ block: 'end' });
    await expect(canvas.getAllByText(new RegExp(indiaBrand.company.name)).length).toBeGreaterThan(0);
  },
};
