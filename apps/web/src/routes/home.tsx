import { CompanySiteScreen, parseSiteSection, type SiteSection, siteSectionTitles, useText } from '@loan/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { brand } from '../app/brand';
import { useScreenTitle } from '../app/Shell';

/** The query with `section` set to `section` (dropped for home), other parameters kept. */
function withSection(params: URLSearchParams, section: SiteSection): URLSearchParams {
  const next = new URLSearchParams(params);
  if (section === 'home') next.delete('section');
  else next.set('section', section);
  return next;
}

/**
 * The public company site at `/` (spec 2). The section lives in the URL (`?section=contact`),
 * so the back button and a shared link work. The privacy policy is rendered in the page, not
 * framed: docs/decisions/ui-company-site-privacy-iframe.md. Each section is its own page title.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const t = useText();
  const section = parseSiteSection(params.get('section')) ?? 'home';
  useScreenTitle(t(siteSectionTitles[section]));

  return (
    <CompanySiteScreen
      company={brand.company}
      trust={brand.trust}
      section={section}
      onSectionChange={(next) => setParams((current) => withSection(current, next))}
      sectionHref={(target) => {
        const query = withSection(params, target).toString();
        return query ? `${pathname}?${query}` : pathname;
      }}
    />
  );
}
