import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline } from './Timeline';

const markerOf = (name: string) =>
  screen.getByText(name).closest('li')?.querySelector('[aria-hidden="true"]');

describe('Timeline', () => {
  it('draws the current step of a critical one (overdue) apart from a current step on time', () => {
    render(
      <Timeline
        aria-label="Steps"
        current={1}
        items={[
          { label: 'On time', state: 'current' },
          { label: 'Overdue', state: 'current', tone: 'critical' },
        ]}
      />,
    );
    const onTime = markerOf('On time');
    const overdue = markerOf('Overdue');
    expect(overdue?.getAttribute('data-tone')).toBe('critical');
    expect(onTime?.getAttribute('data-tone')).toBeNull();
    expect(overdue?.className).not.toBe(onTime?.className);
  });
});
