import type { BrandConfig, TrustFacts as TrustFactsData } from '@loan/core';
import { useId } from 'react';
import { Page } from '../../components/Page';
import { TrustFacts } from '../../components/TrustFacts';
import { useText } from '../../config';
import { Card } from '../../layout';
import * as styles from './AboutUsScreen.css';
import { aboutUsParagraphs } from './content';

type Company = BrandConfig['company'];

export interface AboutUsArticleProps {
  /** The company: its name fills the text, its e-mail is the customer-service contact. */
  company: Company;
  /** The lender's registration, licence and grievance officer (`brand.trust`). Default none: not shown. */
  trust?: TrustFactsData;
}

/** The About us text and the customer-service e-mail as a mailto link, for a page or a site section. */
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
      {aboutUsParagraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {t(paragraph, { company: company.name })}
        </p>
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
      <div className={styles.trust}>
        <TrustFacts trust={trust} />
      </div>
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
