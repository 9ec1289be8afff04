import { describe, expect, it } from 'vitest';
import { parsePromotionParams } from './launch';
import { downloadTemplateId } from './promotion';

describe('the download template of a promotion link (docs/decisions/promotion.md)', () => {
  it('takes down_id first', () => {
    expect(downloadTemplateId(parsePromotionParams('?id=t-1&links_id=l-1&down_id=d-1'))).toBe('d-1');
  });
  it('takes links_id without a down_id', () => {
    expect(downloadTemplateId(parsePromotionParams('?id=t-1&links_id=l-1'))).toBe('l-1');
  });
  it("falls back to the landing's own template id", () => {
    expect(downloadTemplateId(parsePromotionParams('?id=t-1'))).toBe('t-1');
  });
  it('skips empty values', () => {
    expect(downloadTemplateId(parsePromotionParams('?down_id=&links_id=&id=t-1'))).toBe('t-1');
  });
  it('is undefined when the link carries none', () => {
    expect(downloadTemplateId(parsePromotionParams('?user_from=fb'))).toBeUndefined();
  });
});
