import { describe, expect, it } from 'vitest';
import { parseFault } from './faults';

describe('parseFault', () => {
  it.each([
    ['delay:250', { kind: 'delay', ms: 250 }],
    ['500', { kind: 'status', status: 500 }],
    ['503', { kind: 'status', status: 503 }],
    ['malformed', { kind: 'malformed' }],
    ['timeout', { kind: 'timeout' }],
    ['reset', { kind: 'reset' }],
    ['code:800006:验证码错误', { kind: 'code', code: '800006', message: '验证码错误' }],
    ['code:-1', { kind: 'code', code: '-1', message: 'Request failed' }],
  ])('reads %s', (raw, fault) => {
    expect(parseFault(raw)).toEqual(fault);
  });

  it('ignores what it does not know, and caps a delay at two minutes', () => {
    expect(parseFault('explode')).toBeUndefined();
    expect(parseFault(undefined)).toBeUndefined();
    expect(parseFault('delay:99999999')).toEqual({ kind: 'delay', ms: 120_000 });
  });
});
