import type { BrandFolder } from '../types';
import { indiaBrand } from './brand';
import { tokens } from './tokens';

export default {
  config: indiaBrand,
  tokens,
  market: 'india',
  title: 'India (rupee, en)',
} satisfies BrandFolder;
