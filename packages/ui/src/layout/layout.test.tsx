import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Box } from './Box';
import { Card } from './Card';
import { Inset } from './Inset';
import { Stack } from './Stack';

describe('Box', () => {
  it('renders the element it is given, so a layout keeps its landmarks and headings', () => {
    render(
      <Box component="section" aria-label="Repayment" padding="md">
        Due today
      </Box>,
    );
    expect(screen.getByRole('region', { name: 'Repayment' }).tagName).toBe('SECTION');
  });

  it('passes the element its own props and keeps the layout props off the DOM', async () => {
    const onClick = vi.fn();
    render(
      <Box component="button" type="button" onClick={onClick} padding="sm" gap="xs" data-state="open">
        Open
      </Box>,
    );
    const button = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.dataset.state).toBe('open');
    expect(button.hasAttribute('padding')).toBe(false);
    expect(button.hasAttribute('gap')).toBe(false);
  });

  it('keeps a class of its own beside the layout classes', () => {
    render(<Box className="mine" padding="md" aria-label="box" role="group" />);
    const box = screen.getByRole('group', { name: 'box' });
    expect(box.classList.contains('mine')).toBe(true);
    expect(box.classList.length).toBeGreaterThan(2);
  });

  it('refuses a space that is not on the theme scale', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: 20px is not a step of the scale, which is the point.
    expect(() => render(<Box padding="20px" />)).toThrow(/20px/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('Stack, Inset and Card', () => {
  it('give different spaces different classes, so a screen can step off the default rhythm', () => {
    render(
      <>
        <Stack aria-label="default" role="group" />
        <Stack space="lg" aria-label="large" role="group" />
      </>,
    );
    const classOf = (name: string) => screen.getByRole('group', { name }).className;
    expect(classOf('default')).not.toBe(classOf('large'));
  });

  it('render their children inside the element asked for', () => {
    render(
      <Inset component="main">
        <Stack component="ul">
          <Card component="li">Loan A</Card>
          <Card component="li">Loan B</Card>
        </Stack>
      </Inset>,
    );
    expect(screen.getByRole('main').contains(screen.getByRole('list'))).toBe(true);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Loan A', 'Loan B']);
  });

  it('let a Card trade its padding for a screen of full-width rows', () => {
    render(
      <>
        <Card aria-label="padded" role="group" />
        <Card paddingY="xs" aria-label="rows" role="group" />
      </>,
    );
    const classOf = (name: string) => screen.getByRole('group', { name }).className;
    expect(classOf('rows')).not.toBe(classOf('padded'));
  });
});
