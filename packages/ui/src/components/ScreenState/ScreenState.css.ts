import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The scaffold adds no box of its own: its blocks sit in the screen's layout as if written there.
export const root = style({ display: 'contents' });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const skeletonLayouts = ['summary', 'form', 'list', 'detail', 'document'] as const;
type Layout = (typeof skeletonLayouts)[number];

interface Bars {
  /** Names the block (its React key). */
  part: string;
  width?: string;
  height: number;
  rows?: number;
  gap?: number;
  lastRowWidth?: string;
  shape?: 'text' | 'rect' | 'circle';
}

// Sizes match the blocks that replace them (CLS budget): a header or card, then rows.
const layouts: Record<Layout, readonly Bars[]> = {
  summary: [
    { part: 'header', shape: 'rect', height: 120 },
    { part: 'rows', rows: 2, height: 20, gap: 12 },
  ],
  form: [
    { part: 'header', height: 44 },
    { part: 'fields', rows: 4, height: 68, gap: 16 },
  ],
  list: [
    { part: 'header', height: 44 },
    { part: 'items', rows: 3, height: 88, gap: 12, shape: 'rect' },
  ],
  detail: [
    { part: 'logo', shape: 'circle', width: '64px', height: 64 },
    { part: 'title', width: '160px', height: 24 },
    { part: 'text', rows: 4, height: 16, gap: 8, lastRowWidth: '60%' },
  ],
  document: [
    { part: 'title', width: '60%', height: 28 },
    { part: 'text', rows: 6, height: 16, gap: 8, lastRowWidth: '40%' },
  ],
};

export interface SkeletonBlock {
  part: string;
  rows: number;
  shape: 'text' | 'rect' | 'circle';
  /** The block's class: its width and the gap between its bars. */
  block: string;
  /** Each bar's class, and the last bar's (a paragraph's short last line). */
  bar: string;
  last: string;
}

const column = { display: 'flex', flexDirection: 'column', maxWidth: '100%' } as const;

// Classes, not style attributes: the first frame is also prerendered HTML, where the CSP refuses inline styles.
const blocksOf = (layout: Layout): readonly SkeletonBlock[] =>
  layouts[layout].map(
    ({ part, width = '100%', height, rows = 1, gap = 8, lastRowWidth, shape = 'text' }) => ({
      part,
      rows,
      shape,
      block: style({ ...column, width, gap: `${gap}px` }),
      bar: style({ width: '100%', height: `${height}px` }),
      last: style({ width: rows > 1 && lastRowWidth ? lastRowWidth : '100%', height: `${height}px` }),
    }),
  );

export const skeletonBlocks: Record<Layout, readonly SkeletonBlock[]> = {
  summary: blocksOf('summary'),
  form: blocksOf('form'),
  list: blocksOf('list'),
  detail: blocksOf('detail'),
  document: blocksOf('document'),
};
