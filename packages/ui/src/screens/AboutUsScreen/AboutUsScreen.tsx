import { type BrandConfig, type CatalogueName, fillPlaceholders, message } from '@loan/core';
import { useId } from 'react';
import { Page } from '../../components/Page';
import * as styles from './AboutUsScreen.css';
import { aboutUsParagraphs } from './content';

type Company = BrandConfig['company'];

export interface AboutUsArticleProps {
  /** The company: its name fills the text, its e-mail is the customer-service contact. */
  company: Company;
  /** Message catalogue of the brand. Default `'spec'`. */
  catalogue?: CatalogueName;
}

/** The About us text and the customer-service e-mail as a mailto link, for a page or a site section. */
export function AboutUsArticle({ company, catalogue = 'spec' }: AboutUsArticleProps) {
  const titleId = useId();
  // The catalogue's sentence holds `{email}`; the link takes its place, so the sentence stays one.
  const [before = '', after = ''] = message(catalogue, 'about.email').split('{email}');
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {message(catalogue, 'site.aboutUs')}
      </h1>
      <p className={styles.company}>{company.name}</p>
      {aboutUsParagraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {fillPlaceholders(paragraph, { company: company.name })}
        </p>
      ))}
      <p className={styles.contact}>
        {before}
        <a className={styles.link} href={`mailto:${company.email}`}>
          {company.email}
        </a>
        {after}
      </p>
    </article>
  );
}

export interface AboutUsScreenProps {
  /** The company: its name fills the text, its e-mail is the customer-service contact. */
  company: Company;
  /** Message catalogue of the brand. Default `'spec'`. */
  catalogue?: CatalogueName;
}

/** The About us page (spec 2, /thePublic): company text plus the customer-service e-mail. */
export function AboutUsScreen({ company, catalogue }: AboutUsScreenProps) {
  return (
    <Page>
      <AboutUsArticle company={company} catalogue={catalogue} />
    </Page>
  );
}
