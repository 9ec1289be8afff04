import { AboutUsScreen } from '@loan/ui';
import { brand } from '../app/brand';

/** About us (spec 2): the brand's company text and customer-service e-mail. */
export function Component() {
  return <AboutUsScreen company={brand.company} />;
}
