import { type BrandConfig, fillPlaceholders, type MessageVars } from '@loan/core';
import { useId } from 'react';
import { useText } from '../../config';
import { Card } from '../../layout';
import * as styles from './LegalDocument.css';

/** One block of a section: a paragraph, or a list of items. Text may hold `{placeholders}`. */
export type LegalBlock = string | { readonly list: readonly string[]; readonly ordered?: boolean };

/** One section of a legal document: its anchor id (without prefix), heading and blocks. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

/** A whole document as data, so the text is reviewed as text and rendered as text. */
export interface LegalText {
  readonly title: string;
  readonly updated: string;
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
}

export interface LegalDocumentProps {
  /** The document as data. */
  text: LegalText;
  /** Values for `{placeholders}` in the text (the brand's name and contact). Default none. */
  vars?: MessageVars;
  /** Prefix of each section's anchor id, so two documents on one page cannot clash. */
  idPrefix: string;
  /** Label of the table of contents. Default the catalogue's `legal.contents`. */
  contentsLabel?: string;
}

/** The placeholders every legal text uses, from the brand's company. */
export function companyVars(company: BrandConfig['company']): MessageVars {
  return {
    company: company.name,
    email: company.email,
    phone: company.servicePhone || company.phone,
    address: company.address,
    nationality: company.nationality ?? 'Filipino',
  };
}

function Block({ block, vars }: { block: LegalBlock; vars?: MessageVars }) {
  if (typeof block === 'string') return <p className={styles.paragraph}>{fillPlaceholders(block, vars)}</p>;
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {block.list.map((item) => (
        <li key={item}>{fillPlaceholders(item, vars)}</li>
      ))}
    </List>
  );
}

/**
 * A long static document (privacy policy, loan terms): h1 title, the introduction's first paragraph,
 * a table of contents with in-page links, the rest of the introduction, one h2 per section. Every string is rendered as text, never as HTML.
 */
export function LegalDocument({ text, vars, idPrefix, contentsLabel }: LegalDocumentProps) {
  const t = useText();
  const titleId = useId();
  const contentsId = useId();
  const [lead, ...rest] = text.intro;
  return (
    <article className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {fillPlaceholders(text.title, vars)}
      </h1>
      <p className={styles.updated}>{fillPlaceholders(text.updated, vars)}</p>
      {/* The first paragraph says what the document is; the contents follow it on the first screen, so a
          reader reaches any section without scrolling through the rest of the introduction. */}
      {lead ? <p className={styles.paragraph}>{fillPlaceholders(lead, vars)}</p> : null}
      <Card component="nav" className={styles.contents} aria-labelledby={contentsId}>
        <p id={contentsId} className={styles.contentsLabel}>
          {contentsLabel ?? t('legal.contents')}
        </p>
        <ol className={styles.contentsList}>
          {text.sections.map((section) => (
            <li key={section.id}>
              <a className={styles.link} href={`#${idPrefix}${section.id}`}>
                {fillPlaceholders(section.title, vars)}
              </a>
            </li>
          ))}
        </ol>
      </Card>
      {rest.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {fillPlaceholders(paragraph, vars)}
        </p>
      ))}
      {text.sections.map((section) => (
        <section key={section.id} className={styles.section}>
          <h2 id={`${idPrefix}${section.id}`} className={styles.heading}>
            {fillPlaceholders(section.title, vars)}
          </h2>
          {section.blocks.map((block) => (
            <Block
              key={typeof block === 'string' ? block : block.list.join('\n')}
              block={block}
              vars={vars}
            />
          ))}
        </section>
      ))}
    </article>
  );
}
