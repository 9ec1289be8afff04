import { type BrandConfig, fillPlaceholders, isEmail, isPhone, type MessageVars } from '@loan/core';
import { type ReactNode, useId } from 'react';
import { PhoneLink } from '../../components/PhoneLink';
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

/** The placeholders that become links: the brand's phone (tel:) and e-mail (mailto:). */
const CONTACT = /\{(phone|email)\}/g;

/**
 * A text with its placeholders filled, where `{phone}` and `{email}` become the kit's links (issue 24
 * review): a tel: link through PhoneLink (the shell's callPhone where given) and a mailto: link, the number
 * on one line. Only a well-formed number and address become links; anything else stays text,
 * so no other scheme can come from the data. The rest is text, never HTML.
 */
export function legalText(template: string, vars?: MessageVars): ReactNode {
  const parts = template.split(CONTACT);
  if (parts.length === 1) return fillPlaceholders(template, vars);
  return parts.map((part, index) => {
    // split with one capture group: the odd entries are the placeholder names.
    const key = `${part}-${index}`;
    if (index % 2 === 0) return part ? fillPlaceholders(part, vars) : null;
    const value = vars?.[part];
    if (typeof value !== 'string' || value.trim() === '') return `{${part}}`;
    if (part === 'phone' && isPhone(value)) {
      return <PhoneLink key={key} className={`${styles.link} ${styles.contact}`} phone={value} />;
    }
    if (part === 'email' && isEmail(value)) {
      return (
        <a key={key} className={styles.link} href={`mailto:${value}`}>
          {value}
        </a>
      );
    }
    return value;
  });
}

function Block({ block, vars }: { block: LegalBlock; vars?: MessageVars }) {
  if (typeof block === 'string') return <p className={styles.paragraph}>{legalText(block, vars)}</p>;
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {block.list.map((item) => (
        <li key={item}>{legalText(item, vars)}</li>
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
      {lead ? <p className={styles.paragraph}>{legalText(lead, vars)}</p> : null}
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
          {legalText(paragraph, vars)}
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
