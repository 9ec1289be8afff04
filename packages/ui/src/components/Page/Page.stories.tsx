import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionBar } from '../ActionBar';
import { Button } from '../Button';
import { NavBar, NavBarProvider } from '../NavBar';
import { Page } from './Page';

const meta = {
  title: 'Components/Page',
  component: Page,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { children: null },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const paragraphs = [
  'Choose the bank account that receives your loan.',
  'The account must be in your own name.',
  'You can change it later from the loan details page.',
];

export const WithNavBarAndActionBar: Story = {
  render: function Render() {
    const onBack = fn();
    const onNext = fn();
    return (
      <Page
        navBar={<NavBar title="Payment account information" onBack={onBack} />}
        actionBar={
          <ActionBar>
            <Button block onClick={onNext}>
              Next
            </Button>
          </ActionBar>
        }
      >
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Page>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The bar takes its own room at the end of the content: the last paragraph ends above it, and it
    // spans the whole width across the page's inset.
    const bar = canvas.getByRole('group', { name: 'Actions' });
    const last = canvas.getByText(paragraphs[paragraphs.length - 1] ?? '');
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(bar.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  },
};

export const ContentOnly: Story = {
  render: () => (
    <Page navBar={<NavBar title="About us" />}>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Page>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  },
};

/** A screen that renders no nav bar of its own (about us, the legal pages) gets the app's, with back. */
export const AppNavBar: Story = {
  render: function Render() {
    const onBack = fn();
    return (
      <NavBarProvider title="About us" onBack={onBack}>
        <Page>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Page>
      </NavBarProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};
