import type { TrustFacts as TrustFactsData } from '@loan/core';
import { Fragment, useId } from 'react';
import { useText } from '../../config';
import { PhoneLink } from '../PhoneLink';
import * as styles from './TrustFacts.css';

export interface TrustFactsProps {
  /** The brand's regulatory facts (`brand.trust`). Default none: nothing is shown. */
  trust?: TrustFactsData;
  /** Level of the block's heading. Default `2`. */
  level?: 2 | 3;
  /** `'card'` on a page, `'plain'` in a footer or an existing card. Default `'card'`. */
  variant?: 'card' | 'plain';
}

/** A regulator's number (N-13.02468) never breaks at its hyphen: the fact wraps between words only. */
function Words({ text }: { text: string }) {
  const seen = new Map<string, number>();
  // A word's key is the word and how often it came before: stable for one fixed fact.
  const words = text.split(' ').map((word) => {
    const count = (seen.get(word) ?? 0) + 1;
    seen.set(word, count);
    return { word, key: `${word}#${count}` };
  });
  return (
    <>
      {words.map(({ word, key }, index) => (
        // The space stays outside the word's span: the place where the fact may wrap.
        <Fragment key={key}>
          <span className={styles.word}>{word}</span>
          {index < words.length - 1 ? ' ' : null}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The lender's registration, licence and grievance officer, as its regulator requires them shown
 * (RBI's digital lending directions, the SEC's rules); renders nothing for a brand without them.
 */
export function TrustFacts({ trust, level = 2, variant = 'card' }: TrustFactsProps) {
  const t = useText();
  const titleId = useId();
  if (!trust || (!trust.registration && !trust.licence && !trust.grievanceOfficer)) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const officer = trust.grievanceOfficer;
  return (
    <section className={styles.root({ variant })} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t('kit.trustTitle')}
      </Heading>
      <dl className={styles.list}>
        {trust.registration ? (
          <div className={styles.row}>
            <dt className={styles.term}>{t('kit.trustRegistration')}</dt>
            <dd className={styles.value}>
              <Words text={trust.registration} />
            </dd>
          </div>
        ) : null}
        {trust.licence ? (
          <div className={styles.row}>
            <dt className={styles.term}>{t('kit.trustLicence')}</dt>
            <dd className={styles.value}>
              <Words text={trust.licence} />
            </dd>
          </div>
        ) : null}
        {officer ? (
          <div className={styles.row}>
            {/* What the market's law calls the officer: the Philippines' Data Privacy Act, a data protection officer. */}
            <dt className={styles.term}>
              {officer.role === 'dataProtection' ? t('kit.dataProtectionOfficer') : t('kit.grievanceOfficer')}
            </dt>
            <dd className={styles.value}>
              <span className={styles.line}>{officer.name}</span>
              <a className={`${styles.line} ${styles.link}`} href={`mailto:${officer.email}`}>
                {officer.email}
              </a>
              {officer.phone ? (
                <PhoneLink
                  className={`${styles.line} ${styles.link}`}
                  data-nowrap="phone"
                  phone={officer.phone}
                />
              ) : null}
              {officer.address ? <span className={styles.line}>{officer.address}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
