import {
  type BrandConfig,
  type ContactForm,
  type MessageKey,
  type TrustFacts as TrustFactsData,
  validateContactForm,
} from '@loan/core';
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { PhoneInput } from '../../components/PhoneInput';
import { PhoneLink } from '../../components/PhoneLink';
import { TextArea } from '../../components/TextArea';
import { TextInput } from '../../components/TextInput';
import { TrustFacts } from '../../components/TrustFacts';
import { useText } from '../../config';
import { AboutUsArticle } from '../AboutUsScreen';
import { LoanTermsDocument } from '../LoanTermsScreen';
import { PrivacyPolicyDocument } from '../PrivacyPolicyScreen';
import * as styles from './CompanySiteScreen.css';
import { homeHighlights } from './content';

type Company = BrandConfig['company'];

/** The sections of the public site, in navigation order (spec 2, Public company site). */
export const siteSections = ['home', 'about', 'contact', 'privacy', 'terms'] as const;
export type SiteSection = (typeof siteSections)[number];

const sectionLabels: Record<SiteSection, MessageKey> = {
  home: 'site.home',
  about: 'site.aboutUs',
  contact: 'site.contactUs',
  privacy: 'site.privacyPolicy',
  terms: 'site.loanTerms',
};

/** Each section's own page title (the document title): the site is five pages, not five views of Home. */
export const siteSectionTitles: Readonly<Record<SiteSection, MessageKey>> = {
  home: 'title.home',
  about: 'title.aboutUs',
  contact: 'title.contactUs',
  privacy: 'title.privacyPolicy',
  terms: 'title.loanTerms',
};

/** A section name from untrusted input (a query parameter), or `undefined`. */
export function parseSiteSection(value: string | null | undefined): SiteSection | undefined {
  return siteSections.find((section) => section === value);
}

export interface CompanySiteScreenProps {
  /** The company: name, phone, e-mail and address for the text and the footer. */
  company: Company;
  /** The section shown. Default: uncontrolled, starting at `'home'`. */
  section?: SiteSection;
  /** Called with the section a visitor picks in the navigation. Default none. */
  onSectionChange?: (section: SiteSection) => void;
  /** Address of each navigation link, so a link can be opened in a new tab. Default `?section={section}`. */
  sectionHref?: (section: SiteSection) => string;
  /**
   * Address of the privacy page to show in a sandboxed iframe. Default none: the policy is
   * rendered in the page (docs/decisions/ui-company-site-privacy-iframe.md).
   */
  privacySrc?: string;
  /** Year of the copyright line. Default the current year. */
  year?: number;
  /** The lender's registration, licence and grievance officer for the footer (`brand.trust`). Default none: not shown. */
  trust?: TrustFactsData;
}

const emptyForm: ContactForm = { name: '', telephone: '', email: '', remark: '' };

type ContactState = 'idle' | 'incomplete' | 'success';

function ContactSection() {
  const t = useText();
  const [form, setForm] = useState<ContactForm>(emptyForm);
  const [state, setState] = useState<ContactState>('idle');
  const titleId = useId();

  const update = (field: keyof ContactForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
  };

  // Spec 2: the form is only checked, never sent; what was typed stays in the fields.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState(validateContactForm(form).ok ? 'success' : 'incomplete');
  };

  const status =
    state === 'incomplete' ? t('contact.incomplete') : state === 'success' ? t('contact.success') : '';

  return (
    <section className={styles.content} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('site.contactUs')}
      </h1>
      <p className={styles.lead}>{t('site.contactLead')}</p>
      <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={titleId}>
        <TextInput
          label={t('site.name')}
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={(value) => update('name', value)}
        />
        <PhoneInput
          label={t('site.telephone')}
          name="telephone"
          autoComplete="tel"
          value={form.telephone}
          onChange={(value) => update('telephone', value)}
        />
        <TextInput
          label={t('service.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(value) => update('email', value)}
        />
        <div className={styles.fieldWide}>
          <TextArea
            label={t('site.remark')}
            name="remark"
            rows={4}
            value={form.remark}
            onChange={(value) => update('remark', value)}
          />
        </div>
        <p className={styles.status} role="status" data-state={state}>
          {status}
        </p>
        <div className={styles.fieldWide}>
          <Button type="submit" block>
            {t('kit.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function ContactList({ company }: { company: Company }) {
  const t = useText();
  return (
    <dl className={styles.contactList}>
      <div className={styles.contactRow}>
        <dt className={styles.contactTerm}>{t('site.phone')}</dt>
        <dd className={styles.contactValue}>
          <PhoneLink className={styles.phone} data-nowrap="phone" phone={company.phone} />
        </dd>
      </div>
      <div className={styles.contactRow}>
        <dt className={styles.contactTerm}>{t('service.email')}</dt>
        <dd className={styles.contactValue}>
          <a className={styles.link} href={`mailto:${company.email}`}>
            {company.email}
          </a>
        </dd>
      </div>
      <div className={styles.contactRow}>
        <dt className={styles.contactTerm}>{t('site.address')}</dt>
        <dd className={styles.contactValue}>{company.address}</dd>
      </div>
    </dl>
  );
}

function HomeSection({
  company,
  linkProps,
}: {
  company: Company;
  linkProps: (section: SiteSection) => {
    href: string;
    onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  };
}) {
  const t = useText();
  const titleId = useId();
  return (
    <section className={`${styles.content} ${styles.homeContent}`} aria-labelledby={titleId}>
      <div className={styles.hero}>
        <p className={styles.heroCompany}>{company.name}</p>
        <h1 id={titleId} className={styles.heroTitle}>
          {t('site.homeTitle')}
        </h1>
        <p className={styles.heroLead}>{t('site.homeLead', { company: company.name })}</p>
        <div className={styles.heroActions}>
          <a className={styles.primaryLink} {...linkProps('terms')}>
            {t('site.termsLink')}
          </a>
          <a className={styles.secondaryLink} {...linkProps('contact')}>
            {t('service.contactUs')}
          </a>
        </div>
      </div>
      <ul className={styles.highlights}>
        {homeHighlights.map((item) => (
          <li key={item.title} className={styles.highlight}>
            <h2 className={styles.highlightTitle}>{t(item.title)}</h2>
            <p className={styles.highlightText}>{t(item.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PrivacySection({ company, trust, src }: { company: Company; trust?: TrustFactsData; src?: string }) {
  const t = useText();
  const titleId = useId();
  if (src === undefined) {
    return (
      <div className={styles.content}>
        <PrivacyPolicyDocument company={company} trust={trust} />
      </div>
    );
  }
  return (
    <section className={styles.content} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('title.privacyPolicy')}
      </h1>
      {/* DESIGN.md safety: never allow-scripts together with allow-same-origin; no Referer. */}
      <iframe
        className={styles.frame}
        src={src}
        title={t('site.privacyFrameTitle', { company: company.name })}
        sandbox=""
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </section>
  );
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The public company site at `/` (spec 2): navigation Home, About Us, Contact Us, PrivacyPolicy
 * and Loan Terms And Conditions; the contact form; the footer with the company's contact and, where
 * the brand has them, its registration, licence and grievance officer.
 */
export function CompanySiteScreen({
  company,
  section: sectionProp,
  onSectionChange,
  sectionHref = (section) => `?section=${section}`,
  privacySrc,
  year = new Date().getFullYear(),
  trust,
}: CompanySiteScreenProps) {
  const t = useText();
  const [ownSection, setOwnSection] = useState<SiteSection>('home');
  const section = sectionProp ?? ownSection;
  const mainRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const shownSection = useRef(section);

  // The nav is one row that scrolls sideways on a phone: the current section's link is kept in view
  // (sideways only; the page itself never scrolls for it).
  useEffect(() => {
    const scroller = navRef.current;
    const current = scroller?.querySelectorAll<HTMLElement>('a')[siteSections.indexOf(section)];
    if (!scroller || !current || scroller.scrollWidth <= scroller.clientWidth) return;
    const start =
      current.getBoundingClientRect().left - scroller.getBoundingClientRect().left + scroller.scrollLeft;
    const end = start + current.offsetWidth;
    if (start < scroller.scrollLeft || end > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = start - (scroller.clientWidth - current.offsetWidth) / 2;
    }
  }, [section]);

  // A new section is a new page to a screen reader: move focus to its start.
  useEffect(() => {
    if (shownSection.current === section) return;
    shownSection.current = section;
    mainRef.current?.focus();
  }, [section]);

  const linkProps = (target: SiteSection) => ({
    href: sectionHref(target),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (sectionProp === undefined) setOwnSection(target);
      onSectionChange?.(target);
    },
  });

  return (
    <div className={styles.site}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.brand}>{company.name}</p>
          <nav aria-label={t('site.navigation')} className={styles.navScroller} ref={navRef}>
            <ul className={styles.navList}>
              {siteSections.map((target) => (
                <li key={target} className={styles.navItem}>
                  <a
                    className={styles.navLink}
                    aria-current={target === section ? 'page' : undefined}
                    {...linkProps(target)}
                  >
                    {t(sectionLabels[target])}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main ref={mainRef} className={styles.main} tabIndex={-1} data-section={section}>
        {section === 'home' ? <HomeSection company={company} linkProps={linkProps} /> : null}
        {section === 'about' ? (
          <div className={styles.content}>
            <AboutUsArticle company={company} />
          </div>
        ) : null}
        {section === 'contact' ? <ContactSection /> : null}
        {section === 'privacy' ? <PrivacySection company={company} trust={trust} src={privacySrc} /> : null}
        {section === 'terms' ? (
          <div className={styles.content}>
            <LoanTermsDocument company={company} />
          </div>
        ) : null}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div className={styles.footerTop}>
            <p className={styles.footerCompany}>{company.name}</p>
            <p className={styles.copyright}>{t('site.copyright', { year, company: company.name })}</p>
          </div>
          <ContactList company={company} />
          <div className={styles.footerTrust}>
            <TrustFacts trust={trust} variant="plain" />
          </div>
        </div>
      </footer>
    </div>
  );
}
