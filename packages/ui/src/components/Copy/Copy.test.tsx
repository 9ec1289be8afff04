import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport, toast } from '../Toast';
import { CopyButton } from './CopyButton';
import { copyText } from './copyText';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function stubExecCommand(result: boolean) {
  const execCommand = vi.fn(() => result);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  act(() => toast.clear());
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const execCommand = stubExecCommand(true);
    await expect(copyText('PAY-1234')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('PAY-1234');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea and execCommand when writeText is rejected (Android webview)', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    let copiedValue = '';
    const execCommand = vi.fn(() => {
      copiedValue = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await expect(copyText('PAY-1234')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedValue).toBe('PAY-1234');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no Clipboard API at all', async () => {
    const execCommand = stubExecCommand(true);
    await expect(copyText('PAY-1234')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('reports failure when neither way works', async () => {
    stubExecCommand(false);
    await expect(copyText('PAY-1234')).resolves.toBe(false);
  });
});

describe('CopyButton', () => {
  it("toasts 'copy success' after copying", async () => {
    stubClipboard(() => Promise.resolve());
    render(
      <>
        <CopyButton text="PAY-1234" />
        <ToastViewport />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('copy success'));
  });

  it('toasts a failure when nothing could be copied', async () => {
    stubExecCommand(false);
    const onCopied = vi.fn();
    render(
      <>
        <CopyButton text="PAY-1234" onCopied={onCopied} />
        <ToastViewport />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('copy failed'));
    expect(onCopied).toHaveBeenCalledWith(false);
  });
});
