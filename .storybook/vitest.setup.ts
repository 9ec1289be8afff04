import { brandIds } from '@loan/brands';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { setStoryBrand } from './brand';

// Storybook's Vitest addon applies the preview annotations itself (since 10.3).
// Screenshots must not depend on where an animation or a caret blink happens to be.
beforeAll(() => {
  const still = document.createElement('style');
  still.textContent =
    '*,*::before,*::after{animation-play-state:paused!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(still);
});

// Every story is also a visual test (the local stand-in for Chromatic): one baseline per brand of the
// registry, each in the brand's theme, catalogue and money.
// VITE_STORY_BRANDS=default checks one brand's baselines only (a quick local run while working).
const shotBrands = import.meta.env.VITE_STORY_BRANDS
  ? brandIds.filter((id) => import.meta.env.VITE_STORY_BRANDS.split(',').includes(id))
  : brandIds;

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const story = context.task.name.replace(/[^\w-]+/g, '-');
  const { innerWidth: width, innerHeight: height } = window;
  try {
    for (const id of shotBrands) {
      setStoryBrand(id);
      // Two frames: React commits the brand's text, then the browser paints it.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      // Chromium paints only the viewport: grow it to the page's height so a long screen is captured whole.
      const full = Math.ceil(document.documentElement.scrollHeight);
      if (full > height) await page.viewport(width, full);
      await expect(page.elementLocator(document.body)).toMatchScreenshot(`${story}-${id}`);
      if (full > height) await page.viewport(width, height);
    }
  } finally {
    setStoryBrand(undefined);
  }
});
