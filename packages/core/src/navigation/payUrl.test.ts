import { describe, expect, it, vi } from 'vitest';
import { indiaBrand } from '../../../../brands/india/brand';
import { masaganaBrand } from '../../../../brands/masagana/brand';
import { defaultBrand } from '../brand/defaultBrand';
import { brandProblems, defineBrand } from '../brand/define';
import { isUnsafeUrlError } from './errors';
import { followPayUrl, payTarget } from './payUrl';
import { onUrlRefused, type UrlRefusal } from './report';
import { safeUrl } from './safeUrl';

const upi = 'upi://pay?pa=sahyog@icici&pn=Sahyog%20Finserv&am=5227.50&cu=INR&tr=o-174';
const upiIntent =
  'intent://pay?pa=sahyog@icici&am=5227.50&cu=INR#Intent;scheme=upi;package=com.phonepe.app;end';

const reason = (brand: Parameters<typeof payTarget>[0], raw: unknown): string => {
  try {
    return payTarget(brand, raw).kind;
  } catch (error) {
    return isUnsafeUrlError(error) ? error.reason : 'other error';
  }
};

const follow = (brand: Parameters<typeof followPayUrl>[0], raw: unknown) => {
  const location = { assign: vi.fn(), replace: vi.fn(), search: '?sessionId=s1' };
  const openPayApp = vi.fn();
  followPayUrl(brand, raw, { location, openPayApp });
  return {
    assigned: location.assign.mock.calls.map(([href]) => href),
    opened: openPayApp.mock.calls.map(([u]) => u),
  };
};

describe('payment app schemes a brand trusts', () => {
  it("opens India's UPI pay URL through the native shell, never by assigning the page", () => {
    expect(follow(indiaBrand, upi)).toEqual({ assigned: [], opened: [upi] });
  });
  it("opens a Philippine wallet's own link through the native shell", () => {
    expect(follow(masaganaBrand, 'gcash://pay?token=abc123')).toEqual({
      assigned: [],
      opened: ['gcash://pay?token=abc123'],
    });
    expect(payTarget(masaganaBrand, 'paymaya://checkout?id=9').kind).toBe('app');
  });
  it('still follows an https pay page in the page, as today', () => {
    expect(follow(indiaBrand, 'https://pay.gateway.example/checkout?o=1')).toEqual({
      assigned: ['https://pay.gateway.example/checkout?o=1'],
      opened: [],
    });
  });
  it('refuses the schemes in the default brand, which lists none (the spec)', () => {
    expect(defaultBrand.paySchemes ?? []).toEqual([]);
    expect(reason(defaultBrand, upi)).toBe('scheme');
    expect(reason(defaultBrand, 'gcash://pay?token=abc123')).toBe('scheme');
    expect(() => follow(defaultBrand, upi)).toThrow(/scheme/);
  });
  it("refuses another market's scheme: a brand gets only the schemes it lists", () => {
    expect(reason(indiaBrand, 'gcash://pay?token=abc123')).toBe('scheme');
    expect(reason(masaganaBrand, upi)).toBe('scheme');
  });
  it('never lets a listed scheme through any URL but a pay URL', () => {
    expect(() => safeUrl(indiaBrand, upi)).toThrow(/scheme/);
    expect(() => safeUrl(masaganaBrand, 'gcash://pay?token=abc123')).toThrow(/scheme/);
  });
  it('refuses what every URL is refused for, in a listed scheme too', () => {
    expect(reason(indiaBrand, 'upi://pay?pa=a@b&pn=A B')).toBe('control-or-whitespace');
    expect(reason(indiaBrand, 'upi://user:pw@pay?pa=a@b')).toBe('credentials');
    expect(reason(indiaBrand, 'upi:\\\\pay')).toBe('backslash');
    expect(reason(indiaBrand, 'javascript:alert(1)')).toBe('scheme');
    expect(reason(indiaBrand, 42)).toBe('not-a-string');
  });
  it('reports a refused pay URL with its reason, never its query', () => {
    const seen: UrlRefusal[] = [];
    const stop = onUrlRefused((refusal) => seen.push(refusal));
    expect(() => payTarget(defaultBrand, upi)).toThrow();
    expect(() => payTarget(indiaBrand, 'upi://user:pw@pay')).toThrow();
    stop();
    expect(seen).toEqual([
      { reason: 'scheme', host: '' },
      { reason: 'credentials', host: '' },
    ]);
  });
});

describe('intent: URLs (Android), where the brand lists intent', () => {
  it('opens one that names another listed scheme (a UPI app the borrower chose)', () => {
    expect(follow(indiaBrand, upiIntent)).toEqual({ assigned: [], opened: [upiIntent] });
  });
  it('refuses one that names no scheme, an unlisted one, or intent itself', () => {
    expect(reason(indiaBrand, 'intent://pay#Intent;package=com.phonepe.app;end')).toBe('scheme');
    expect(reason(indiaBrand, 'intent://pay#Intent;scheme=https;end')).toBe('scheme');
    expect(reason(indiaBrand, 'intent://pay#Intent;scheme=gcash;end')).toBe('scheme');
    expect(reason(indiaBrand, 'intent://x#Intent;scheme=intent;end')).toBe('scheme');
    expect(reason(indiaBrand, 'intent://pay?pa=a@b')).toBe('scheme');
  });
  it('refuses one that targets an app component or a selector: it could start any exported activity', () => {
    expect(reason(indiaBrand, 'intent://pay#Intent;scheme=upi;component=com.evil/.Steal;end')).toBe('scheme');
    expect(reason(indiaBrand, 'intent://pay#Intent;scheme=upi;SEL;component=com.evil/.Steal;end')).toBe(
      'scheme',
    );
  });
  it('is refused where the brand does not list intent', () => {
    const upiOnly = defineBrand({ id: 'upi-only', paySchemes: ['upi'] }, indiaBrand);
    expect(reason(upiOnly, upiIntent)).toBe('scheme');
    expect(reason(upiOnly, upi)).toBe('app');
  });
});

describe('paySchemes in the brand config', () => {
  it('lists UPI and its intent form for India, the wallets for Masagana', () => {
    expect(indiaBrand.paySchemes).toEqual(['upi', 'intent']);
    expect(masaganaBrand.paySchemes).toEqual(['gcash', 'paymaya']);
  });
  it('refuses a scheme that is a web, script or system scheme, the app scheme, or not lower case', () => {
    for (const scheme of [
      'https',
      'http',
      'javascript',
      'data',
      'tel',
      'mailto',
      'file',
      'UPI',
      'up i',
      '',
    ]) {
      expect(brandProblems({ ...defaultBrand, paySchemes: [scheme] }), scheme).toHaveLength(1);
    }
    expect(brandProblems({ ...defaultBrand, paySchemes: [defaultBrand.appScheme] })).toHaveLength(1);
    expect(brandProblems({ ...defaultBrand, paySchemes: ['upi', 'gcash'] })).toEqual([]);
  });
});
