import { describe, expect, it } from 'vitest';
import { initialsOf } from './LogoTile';

describe('initialsOf', () => {
  it('keeps an acronym as the bank writes it', () => {
    expect(initialsOf('HDFC Bank')).toBe('HDFC');
    expect(initialsOf('BDO Unibank')).toBe('BDO');
    expect(initialsOf('SBI')).toBe('SBI');
  });

  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Union Bank of the Philippines')).toBe('UB');
    expect(initialsOf('axis bank')).toBe('AB');
  });

  it('takes the first two letters of a single word', () => {
    expect(initialsOf('Metrobank')).toBe('ME');
  });

  it('gives nothing for an empty name, never a crash', () => {
    expect(initialsOf('  ')).toBe('');
  });
});
