import type { BrandFolder } from '../types';
import { masaganaBrand } from './brand';
import { tokens } from './tokens';

export default {
  config: masaganaBrand,
  tokens,
  market: 'philippines',
  title: 'Masagana (Philippines, en)',
} satisfies BrandFolder;
