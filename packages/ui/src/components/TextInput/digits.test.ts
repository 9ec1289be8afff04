import { describe, expect, it } from 'vitest';
import { caretAfterDigits, groupDigits, onlyDigits, reformatDigits } from './digits';

describe('onlyDigits', () => {
  it('keeps the digits and drops everything else', () => {
    expect(onlyDigits('09a1-7 2.3')).toBe('091723');
  });
  it("keeps a digit of any script, as ASCII (a borrower's Devanagari keyboard)", () => {
    expect(onlyDigits('९८७६५४३२१०')).toBe('9876543210');
    expect(reformatDigits('६२१४८३०१', 4, 19, 4)).toEqual({
      value: '62148301',
      display: '6214 8301',
      caret: 4,
    });
  });
});

describe('groupDigits', () => {
  it('groups in fours with a space and no trailing space', () => {
    expect(groupDigits('6214830112345678', 4)).toBe('6214 8301 1234 5678');
    expect(groupDigits('62148', 4)).toBe('6214 8');
    expect(groupDigits('6214', 4)).toBe('6214');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the n-th digit, skipping spaces', () => {
    expect(caretAfterDigits('6214 8301', 0)).toBe(0);
    expect(caretAfterDigits('6214 8301', 4)).toBe(4);
    expect(caretAfterDigits('6214 8301', 5)).toBe(6);
    expect(caretAfterDigits('6214 8301', 99)).toBe(9);
  });
});

describe('reformatDigits (bank card caret mapping)', () => {
  it('moves the caret past the new space when a fifth digit is typed at the end', () => {
    expect(reformatDigits('62148', 5, 19, 4)).toEqual({ value: '62148', display: '6214 8', caret: 6 });
  });

  it('keeps the caret after a digit typed in the middle', () => {
    // '6214 8301' with '9' typed after '62' (caret 2 -> 3).
    expect(reformatDigits('62914 8301', 3, 19, 4)).toEqual({
      value: '629148301',
      display: '6291 4830 1',
      caret: 3,
    });
  });

  it('keeps the caret in place when a digit is deleted in the middle', () => {
    // '6214 8301' with the '4' deleted (caret after '621').
    expect(reformatDigits('621 8301', 3, 19, 4)).toEqual({ value: '6218301', display: '6218 301', caret: 3 });
  });

  it('ignores a typed letter and leaves the caret where it was', () => {
    expect(reformatDigits('62a14', 3, 19, 4)).toEqual({ value: '6214', display: '6214', caret: 2 });
  });

  it('cuts a pasted number at the most digits and puts the caret at the end', () => {
    const pasted = reformatDigits('6214 8301 1234 5678 9012 3', 26, 19, 4);
    expect(pasted.value).toBe('6214830112345678901');
    expect(pasted.display).toBe('6214 8301 1234 5678 901');
    expect(pasted.caret).toBe(23);
  });

  it('works ungrouped for phone numbers, capped at 11 digits', () => {
    expect(reformatDigits('0917-123-45678', 14, 11)).toEqual({
      value: '09171234567',
      display: '09171234567',
      caret: 11,
    });
  });
});
