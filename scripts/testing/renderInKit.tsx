// Unit tests render the kit as an app does, inside a ConfigProvider: the kit has no words of its own
// (issue 16). Each vitest project that renders kit components aliases '@testing-library/react' here;
// the provider's locale and money come from the project (`setKitForTests`).
import type { KitConfig } from '@loan/ui';
import { ConfigProvider } from '@loan/ui';
import * as pure from '@testing-library/react/pure';
import type { ReactNode } from 'react';

export * from '@testing-library/react/pure';

let kit: KitConfig | undefined;

/** The locale and money every rendered tree of this project gets. */
export function setKitForTests(config: KitConfig): void {
  kit = config;
}

function InKit({ children }: { children?: ReactNode }) {
  if (!kit) throw new Error('setKitForTests was not called in this project’s setup file');
  return (
    <ConfigProvider locale={kit.locale} money={kit.money}>
      {children}
    </ConfigProvider>
  );
}

/** A wrapper the test gives is rendered inside the kit's provider. */
function inKit(wrapper?: pure.RenderOptions['wrapper']) {
  const Outer = wrapper;
  return Outer
    ? ({ children }: { children?: ReactNode }) => (
        <InKit>
          <Outer>{children}</Outer>
        </InKit>
      )
    : InKit;
}

export const render: typeof pure.render = ((
  ui: Parameters<typeof pure.render>[0],
  options?: pure.RenderOptions,
) => pure.render(ui, { ...options, wrapper: inKit(options?.wrapper) })) as typeof pure.render;

export const renderHook: typeof pure.renderHook = ((
  callback: never,
  options?: pure.RenderHookOptions<never>,
) => pure.renderHook(callback, { ...options, wrapper: inKit(options?.wrapper) })) as typeof pure.renderHook;
