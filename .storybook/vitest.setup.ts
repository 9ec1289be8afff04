import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { themes } from '../packages/ui/src/theme';

// Storybook's Vitest addon applies the preview annotations itself (since 10.3).
// Screenshots must not depend on where an animation or a caret blink happens to be.
beforeAll(() => {
  const still = document.createElement('style');
  still.textContent =
    '*,*::before,*::after{animation-play-state:paused!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(still);
});

// Every story is also a visual test (the local stand-in for Chromatic): one baseline per theme.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const story = context.task.name.replace(/[^\w-]+/g, '-');
  // Chromium paints only the viewport: grow it to the page's height so a long screen is captured whole.
  const { innerWidth: width, innerHeight: height } = window;
  const full = Math.ceil(document.documentElement.scrollHeight);
  if (full > height) await page.viewport(width, full);
  try {
    for (const [name, theme] of Object.entries(themes)) {
      document.body.classList.remove(...Object.values(themes));
      document.body.classList.add(theme);
      await expect(page.elementLocator(document.body)).toMatchScreenshot(`${story}-${name}`);
    }
  } finally {
    if (full > height) await page.viewport(width, height);
  }
});
