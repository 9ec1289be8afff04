import { MODULE_ID_FAILURE_PAGE, messagesFor } from '@loan/core';
import { JointLoginFailScreen } from '@loan/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { useContactService } from '../app/contact';
import { openProduct, toProductItem } from '../app/product';
import type { loader } from './jointLoginFail.data';

const t = messagesFor(brand);

/** Joint login failure (spec 2): notice, error message and recommended products; a tap logs moduleId 18 then opens the product. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const products = data.products;

  return (
    <JointLoginFailScreen
      state={revalidator.state === 'loading' ? 'loading' : products.ok ? 'ready' : 'failed'}
      // The link may carry no notice or error text of its own (the spec gives none): the catalogue's then.
      notice={data.notice ?? t('loan.signInFailed')}
      errorMessage={data.errorMessage ?? t('loan.applyBelow')}
      products={products.ok ? products.products.map(toProductItem) : []}
      failure={products.ok ? undefined : products.failure}
      onRetry={() => revalidator.revalidate()}
      // The server refused the list (a business code): no retry that cannot change it; the screen's
      // action bar offers customer service.
      failureWays={products.ok ? undefined : {}}
      onContact={contact}
      onSelectProduct={(product, index) => openProduct(product, MODULE_ID_FAILURE_PAGE, index)}
    />
  );
}
