import type { PromotionParams } from './launch';

/**
 * Which template the download page shows (spec 4 leaves the rule open; docs/decisions/promotion.md):
 * `down_id` names a download template, so it wins; else `links_id`, the channel link's template; else
 * `id`, the landing's own template. `undefined` when the link carries none of them.
 */
export function downloadTemplateId(params: PromotionParams): string | undefined {
  return params.down_id || params.links_id || params.id || undefined;
}
