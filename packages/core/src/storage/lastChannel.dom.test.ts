// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastChannelIndex, lastChannelKey, readLastChannel, writeLastChannel } from './lastChannel';
import { clearStored } from './local';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the last payment channel (issue 24)', () => {
  it('remembers a channel number per brand, under a key naming the brand', () => {
    expect(writeLastChannel('india', 90011)).toBe(true);
    expect(localStorage.getItem(lastChannelKey('india'))).toBe('90011');
    expect(lastChannelKey('india')).toContain('india');
    expect(readLastChannel('india')).toBe('90011');
    expect(readLastChannel('masagana')).toBeUndefined();
  });
  it('stores the channel number and nothing else', () => {
    writeLastChannel('default', ' 90006 ');
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(lastChannelKey('default'))).toBe('90006');
  });
  it('refuses what is not a channel number, and reads a tampered value as none', () => {
    expect(writeLastChannel('default', '{"sessionId":"s"}')).toBe(false);
    expect(writeLastChannel('default', '')).toBe(false);
    expect(localStorage.length).toBe(0);
    localStorage.setItem(lastChannelKey('default'), 'a b <script>');
    expect(readLastChannel('default')).toBeUndefined();
  });
  it('gives none without throwing where storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(writeLastChannel('default', 90006)).toBe(false);
    expect(readLastChannel('default')).toBeUndefined();
  });
  it('survives clearing the spec keys (a sent complaint)', () => {
    writeLastChannel('default', 90006);
    clearStored();
    expect(readLastChannel('default')).toBe('90006');
  });
});

describe('lastChannelIndex', () => {
  const channels = [{ channelNumber: 90006 }, { channelNumber: '90011' }, { channelNumber: 90020 }];
  it('finds the remembered channel whether the server sends a number or a string', () => {
    expect(lastChannelIndex(channels, '90011')).toBe(1);
    expect(lastChannelIndex(channels, '90020')).toBe(2);
  });
  it('falls back to the first channel for an unknown or no remembered channel', () => {
    expect(lastChannelIndex(channels, '12345')).toBe(0);
    expect(lastChannelIndex(channels, undefined)).toBe(0);
    expect(lastChannelIndex([], '90006')).toBe(-1);
    expect(lastChannelIndex(channels, '12345', -1)).toBe(-1);
  });
});
