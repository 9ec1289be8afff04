import { isProductEnabled } from '@loan/core';
import { useId } from 'react';
import { ActionBar } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import type { FailureWays } from '../../components/ErrorBlock';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { ProductList, type RecommendedProductItem } from '../../components/ProductList';
import { AsyncScreen } from '../../components/ScreenState';
import { StatusCard } from '../../components/StatusCard';
import { useText } from '../../config';
import { Stack } from '../../layout';
import * as styles from './JointLoginFailScreen.css';

export const jointLoginFailStates = ['loading', 'ready', 'failed'] as const;
export type JointLoginFailState = (typeof jointLoginFailStates)[number];

export interface JointLoginFailScreenProps {
  /** 'loading' while the products load, 'ready', or 'failed' when they could not be read. */
  state: JointLoginFailState;
  /** The notice: what happened (text, never HTML). */
  notice: string;
  /** The error message under the notice (text, never HTML). Default none. */
  errorMessage?: string;
  /** The recommended products, in the server's order. Default none. */
  products?: readonly RecommendedProductItem[];
  /** Called with the product and its position (0-based) on a tap of an enabled card. */
  onSelectProduct: (product: RecommendedProductItem, index: number) => void;
  /** Why the products could not be read (the server's message). Default the catalogue's `kit.tryAgainLater`. */
  failure?: string;
  /**
   * Try loading the products again, on a failure a retry may pass. Not on the empty list: the server
   * answered, and the list says to check back later. Default none (no retry button).
   */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /**
   * Opens customer service: the way on when no product can be applied for (none, none enabled, or none
   * read), so the page never ends without an action (docs/decisions/failure-ways.md).
   */
  onContact: () => void;
  /** Heading of the product list. Default the catalogue's `loan.recommendedProducts`. */
  productsTitle?: string;
  /** Page title. Default the catalogue's `title.jointLoginFail`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * The joint login failure page (spec 2): notice and error messages, then recommended product cards;
 * only the first two show their tags, a card whose enabled flag is '0' is gray and ignores taps.
 */
export function JointLoginFailScreen({
  state,
  notice,
  errorMessage,
  products = [],
  onSelectProduct,
  failure,
  onRetry,
  failureWays,
  onContact,
  productsTitle,
  title,
  onBack,
}: JointLoginFailScreenProps) {
  const t = useText();
  const listTitle = useId();
  // The one clear way on: the first product the borrower can still apply for, at the bottom of the screen.
  const first = state === 'ready' ? products.findIndex((product) => isProductEnabled(product.enabled)) : -1;
  const offer = first >= 0 ? products[first] : undefined;
  return (
    <Page
      navBar={<NavBar title={title ?? t('title.jointLoginFail')} onBack={onBack} />}
      actionBar={
        offer ? (
          <ActionBar>
            <Button block onClick={() => onSelectProduct(offer, first)}>
              {t('loan.applyFor', { name: offer.name })}
            </Button>
          </ActionBar>
        ) : state !== 'loading' ? (
          // No product to apply for (none, none enabled, or none read): a person is the way on.
          <ActionBar>
            <Button block variant="secondary" onClick={onContact}>
              {t('kit.contactService')}
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      <Stack>
        <section aria-label={t('loan.notice')}>
          {/* The refused icon says what happened; the notice is the heading, the error its line. */}
          <StatusCard status={151} statusText={notice} description={errorMessage} />
        </section>
        <Stack component="section" space="sm" aria-labelledby={listTitle}>
          <h2 id={listTitle} className={styles.sectionTitle}>
            {productsTitle ?? t('loan.recommendedProducts')}
          </h2>
          <AsyncScreen
            state={state === 'ready' && products.length === 0 ? 'empty' : state}
            layout="list"
            label={t('loan.loadingProducts')}
            failure={{
              level: 3,
              title: t('loan.productsFailed'),
              description: failure || t('kit.tryAgainLater'),
              ...(failureWays ?? { onRetry }),
            }}
            empty={{
              level: 3,
              title: t('loan.noProducts'),
              // Check back later, and the action bar's customer service: no Try again beside a line
              // that says the answer will not change now.
              description: t('loan.checkBackLater'),
            }}
          >
            <ProductList products={products} onSelectProduct={onSelectProduct} />
          </AsyncScreen>
        </Stack>
      </Stack>
    </Page>
  );
}
