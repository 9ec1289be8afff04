import { type FieldReport, setReportSink } from '@loan/core';
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootErrorOptions } from './rootErrors';

function Broken(): ReactNode {
  throw new TypeError("Cannot read properties of undefined (reading 'repayAmount')");
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? 'failed' : this.props.children;
  }
}

describe("React's root error callbacks", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  // Outside act(): act() would rethrow an uncaught error instead of handing it to the root's callback.
  async function renderReporting(node: ReactNode) {
    setReportSink(() => {})();
    const seen: FieldReport[] = [];
    cleanups.push(setReportSink((r) => seen.push(r)));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(() => consoleError.mockRestore());
    const container = document.createElement('div');
    const root = createRoot(container, rootErrorOptions);
    root.render(node);
    cleanups.push(() => root.unmount());
    await vi.waitFor(() => expect(seen).not.toHaveLength(0));
    return { seen, consoleError };
  }

  it('report a render error no boundary caught, and still log it', async () => {
    const { seen, consoleError } = await renderReporting(<Broken />);
    expect(seen).toEqual([
      {
        kind: 'react',
        detail: expect.objectContaining({
          phase: 'uncaught',
          name: 'TypeError',
          message: "Cannot read properties of undefined (reading 'repayAmount')",
          componentStack: expect.stringContaining('Broken'),
        }),
      },
    ]);
    expect(consoleError).toHaveBeenCalled();
  });

  it("report a render error a boundary caught (a route's error element)", async () => {
    const { seen } = await renderReporting(
      <Boundary>
        <Broken />
      </Boundary>,
    );
    expect(seen.map((r) => r.detail.phase)).toEqual(['caught']);
  });
});
