import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom has no showModal/close: a test file that opens dialogs calls this at its top to stub them on
 * the prototype for the file (and scrollTo, which the dialogs call); their layout is proven in stories.
 */
export function stubDialogs(): void {
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  const original = { showModal: proto.showModal, close: proto.close };
  beforeAll(() => {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterAll(() => {
    proto.showModal = original.showModal;
    proto.close = original.close;
  });
}
