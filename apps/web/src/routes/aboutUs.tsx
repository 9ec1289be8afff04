import { AboutUsScreen } from '@loan/ui';
import { brand } from '../app/brand';

/** About us (spec 2): the brand's company text and customer-service e-mail, and its trust facts where it has them. */
export function Component() {
  return <AboutUsScreen company={brand.company} trust={brand.trust} />;
}
