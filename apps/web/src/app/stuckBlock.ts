import { messagesFor } from '@loan/core';
import { brand } from './brand';
import { describeError } from './errors';

const t = messagesFor(brand);

/** Why a page has no screen to show: its app could not be downloaded, or it is still not there after the limit. */
export type StuckReason = 'failed' | 'slow';

/** The id of the template that holds the kit's failure block as the build rendered it (src/prerender.tsx). */
export const stuckTemplateId = 'loan-stuck';

/** The words of each reason, from the brand's catalogue (its shell words are in the entry). */
function wordsFor(reason: StuckReason, error: unknown) {
  if (reason === 'slow') return { title: t('app.slowTitle'), description: t('app.slow') };
  return describeError(error);
}

/** Without a prerendered template (the dev server): the same block, unstyled. */
function plainBlock(doc: Document) {
  const section = doc.createElement('section');
  section.append(doc.createElement('h2'), doc.createElement('p'), doc.createElement('button'));
  return section;
}

/**
 * Puts the failure block where the skeleton was, without React (the app is what did not come): the
 * kit's ErrorBlock from the prerendered template, so the page's style sheet styles it (no inline
 * style under the CSP), its words set with textContent. Retry loads the page afresh. Once React has
 * mounted it owns #root, and its route fallback says the same (routeFallback.tsx).
 */
export function showStuck(reason: StuckReason, error?: unknown, root = document.getElementById('root')) {
  if (!root) return;
  const doc = root.ownerDocument;
  const template = doc.getElementById(stuckTemplateId);
  const prerendered =
    template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : null;
  const block = prerendered instanceof HTMLElement ? prerendered : plainBlock(doc);
  const words = wordsFor(reason, error);
  const heading = block.querySelector('h1, h2, h3');
  const line = block.querySelector('p');
  const retry = block.querySelector('button');
  if (heading) heading.textContent = words.title;
  if (line) line.textContent = words.description;
  if (retry) {
    retry.type = 'button';
    retry.textContent = t('common.retry');
    retry.addEventListener('click', () => doc.defaultView?.location.reload());
  }
  // The skeleton's scaffold takes the failed state, as AsyncScreen's would; the bar and title stay.
  const scaffold = root.querySelector<HTMLElement>('[data-state="loading"], [data-state="failed"]');
  if (scaffold) {
    scaffold.dataset.state = 'failed';
    scaffold.removeAttribute('aria-busy');
    scaffold.replaceChildren(block);
  } else {
    const main = doc.createElement('main');
    main.dataset.state = 'failed';
    main.append(block);
    root.replaceChildren(main);
  }
}
