import type { BrandConfig, TrustFacts as TrustFactsData } from '@loan/core';
import { useId } from 'react';
import { Page } from '../../components/Page';
import { TrustFacts } from '../../components/TrustFacts';
import { useText } from '../../config';
import { Card } from '../../layout';
import * as styles from './AboutUsScreen.css';
import { aboutUsFacts, aboutUsSections } from './content';

type Company = BrandConfig['company'];

export interface AboutUsArticleProps {
  /** The company: its name fills the text, its e-mail is the customer-service contact. */
  company: Company;
  /** The lender's registration, licence and grievance officer (`brand.trust`). Default none: not shown. */
  trust?: TrustFactsData;
}

/** Whether TrustFacts has anything to show (it renders nothing otherwise): no empty card is drawn for it. */
function hasTrustFacts(trust: TrustFactsData | undefined): trust is TrustFactsData {
  return Boolean(trust && (trust.registration || trust.licence || trust.grievanceOfficer));
}

/**
 * The About us page's article, for a page or a site section: the key facts first, the company text
 * under headings, then the customer-service e-mail as a mailto link and the trust facts, both in the
 * same card (issue 24 review: one card style on the page).
 */
export function AboutUsArticle({ company, trust }: AboutUsArticleProps) {
  const t = useText();
  const titleId = useId();
  // The catalogue's sentence holds `{email}`; the link takes its place, so the sentence stays one.
  const [before = '', after = ''] = t('about.email').split('{email}');
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('site.aboutUs')}
      </h1>
      <p className={styles.company}>{company.name}</p>
      <ul className={styles.facts} aria-label={t('about.factsTitle')}>
        {aboutUsFacts.map((fact) => (
          <li key={fact} className={styles.fact}>
            <svg
              className={styles.factIcon}
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 12-12-1.4-1.4z" />
            </svg>
            {t(fact)}
          </li>
        ))}
      </ul>
      {aboutUsSections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{t(section.heading)}</h2>
          <p className={styles.paragraph}>{t(section.paragraph, { company: company.name })}</p>
        </section>
      ))}
      <Card className={styles.contact}>
        <p className={styles.contactText}>
          {before}
          <a className={styles.link} href={`mailto:${company.email}`}>
            {company.email}
          </a>
          {after}
        </p>
      </Card>
      {hasTrustFacts(trust) ? (
        <Card className={styles.trust}>
          <TrustFacts trust={trust} variant="plain" />
        </Card>
      ) : null}
    </article>
  );
}

export interface AboutUsScreenProps {
  /** The company: its name fills the text, its e-mail is the customer-service contact. */
  company: Company;
  /** The lender's registration, licence and grievance officer (`brand.trust`). Default none: not shown. */
  trust?: TrustFactsData;
}

/** The About us page (spec 2, /thePublic): company text plus the customer-service e-mail. */
export function AboutUsScreen({ company, trust }: AboutUsScreenProps) {
  return (
    <Page>
      <AboutUsArticle company={company} trust={trust} />
    </Page>
  );
}
