import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLAINT_DRAFTS_KEPT, complaintDraft } from './complaintDraft';

const orderA = { orderNo: 'o-174', problemType: '1', problemSonType: '13' };
const orderB = { orderNo: 'o-170', problemType: '1', problemSonType: '13' };

describe('complaint drafts', () => {
  beforeEach(() => localStorage.clear());

  it('a draft written about order A is not read on a complaint about order B', () => {
    complaintDraft(orderA).write({ text: 'About order A', images: ['https://cdn.example.com/a.jpg'] });
    expect(complaintDraft(orderB).read()).toEqual({ text: '', images: [] });
    expect(complaintDraft(orderA).read()).toEqual({
      text: 'About order A',
      images: ['https://cdn.example.com/a.jpg'],
    });
  });

  it('the same order under another type or sub-type has its own draft', () => {
    complaintDraft(orderA).write({ text: 'Too many calls', images: [] });
    expect(complaintDraft({ ...orderA, problemSonType: '14' }).read().text).toBe('');
    expect(complaintDraft({ ...orderA, problemType: '4', problemSonType: '' }).read().text).toBe('');
    complaintDraft({ ...orderA, problemType: '4', problemSonType: '' }).write({ text: 'Other', images: [] });
    expect(complaintDraft(orderA).read().text).toBe('Too many calls');
  });

  it('keys cannot collide through a separator inside a value', () => {
    complaintDraft({ orderNo: 'a:b', problemType: '1', problemSonType: '' }).write({
      text: 'first',
      images: [],
    });
    expect(complaintDraft({ orderNo: 'a', problemType: 'b:1', problemSonType: '' }).read().text).toBe('');
  });

  it('finish() clears the draft and ignores every later write (an upload ending during the sent modal)', () => {
    const draft = complaintDraft(orderA);
    complaintDraft(orderB).write({ text: 'Still about B', images: [] });
    draft.write({ text: 'Sent soon', images: [] });
    draft.finish();
    draft.write({ text: 'Sent soon', images: ['https://cdn.example.com/late.jpg'] });
    expect(complaintDraft(orderA).read()).toEqual({ text: '', images: [] });
    expect(complaintDraft(orderB).read().text).toBe('Still about B');
  });

  it('an emptied draft leaves nothing stored', () => {
    const draft = complaintDraft(orderA);
    draft.write({ text: 'x', images: [] });
    draft.write({ text: '', images: [] });
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('keeps only the text and image URLs, and only the most recent drafts', () => {
    for (let n = 0; n <= COMPLAINT_DRAFTS_KEPT; n++)
      complaintDraft({ ...orderA, orderNo: `o-${n}` }).write({ text: `draft ${n}`, images: [] });
    expect(complaintDraft({ ...orderA, orderNo: 'o-0' }).read().text).toBe('');
    expect(complaintDraft({ ...orderA, orderNo: `o-${COMPLAINT_DRAFTS_KEPT}` }).read().text).toBe(
      `draft ${COMPLAINT_DRAFTS_KEPT}`,
    );
    const stored = JSON.parse(localStorage.getItem('complaintDrafts') ?? '[]') as Record<string, unknown>[];
    expect(stored).toHaveLength(COMPLAINT_DRAFTS_KEPT);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['images', 'key', 'text']);
  });

  it('the old single global draft is never shown on any complaint, and is dropped on the next write', () => {
    localStorage.setItem('complaintDraft', JSON.stringify({ text: 'Whose order?', images: [] }));
    expect(complaintDraft(orderA).read().text).toBe('');
    complaintDraft(orderA).write({ text: 'New', images: [] });
    expect(localStorage.getItem('complaintDraft')).toBeNull();
  });

  it('a card number typed into the text is stored masked to its last four digits; other numbers stay', () => {
    complaintDraft(orderA).write({
      text: 'Charged on 4111 1111 1111 1111 and 5500-0000-0000-0004, order 20240115123456, call 09171234567',
      images: [],
    });
    const stored = localStorage.getItem('complaintDrafts') ?? '';
    expect(stored).not.toMatch(/4111 1111 1111 1111|5500-0000-0000-0004/);
    expect(complaintDraft(orderA).read().text).toBe(
      'Charged on •••• 1111 and •••• 0004, order 20240115123456, call 09171234567',
    );
  });

  it('a card number typed in Devanagari digits is masked too', () => {
    complaintDraft(orderA).write({ text: 'कार्ड ४१११ ११११ १११११ १११, फ़ोन ९८७६५४३२१०', images: [] });
    expect(localStorage.getItem('complaintDrafts') ?? '').not.toContain('४१११ १११');
    expect(complaintDraft(orderA).read().text).toBe('कार्ड •••• 1111, फ़ोन ९८७६५४३२१०');
  });

  it('corrupt or foreign storage reads as no draft', () => {
    localStorage.setItem('complaintDrafts', '{corrupt');
    expect(complaintDraft(orderA).read()).toEqual({ text: '', images: [] });
    localStorage.setItem(
      'complaintDrafts',
      JSON.stringify([{ key: ['o-174', '1', '13'], text: 5, images: 'no' }, 'junk']),
    );
    expect(complaintDraft(orderA).read()).toEqual({ text: '', images: [] });
  });
});
