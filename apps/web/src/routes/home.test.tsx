import { Page } from '@loan/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Shell } from '../app/Shell';
import { renderRoute } from '../test/route';
import * as module from './home';

/** The site inside the kit's Page as an in-app screen is, with a link to another screen. */
function SiteInPage() {
  return (
    <Page>
      <Link to="/aboutUs">Leave the site</Link>
      <module.Component />
    </Page>
  );
}

/** Another screen of the app, with Page's nav bar. */
function AboutInPage() {
  return <Page>About</Page>;
}

/**
 * The site under the app's Shell in a Page (the site itself draws no nav bar, so Page's bar shows
 * what the Shell gives every nav bar).
 */
function renderSiteInPage(url: string) {
  const Stub = createRoutesStub([
    {
      Component: Shell,
      children: [
        {
          path: '/',
          handle: { screen: 'home' },
          Component: SiteInPage,
        },
        { path: '/aboutUs', handle: { screen: 'aboutUs' }, Component: AboutInPage },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('company site route', () => {
  it('opens the section the address names', async () => {
    renderRoute(module, '/?section=contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
  });

  it('an unknown section opens the home section', async () => {
    renderRoute(module, '/?section=nonsense');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).not.toBe('Contact Us');
  });

  it('names the page after its section, not Home on every section', async () => {
    renderRoute(module, '/?section=contact', 'home');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(document.title).toBe('Contact Us'));
    fireEvent.click(screen.getByRole('link', { name: 'Loan Terms And Conditions' }));
    await waitFor(() => expect(document.title).toBe('Loan Terms And Conditions'));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe('Home'));
  });

  it("gives the Shell the section's title: the document's and the nav bar's, from the first paint", async () => {
    renderSiteInPage('/?section=contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    // Set before paint in the same commit as the section: no later task writes it over 'Home'.
    expect(document.title).toBe('Contact Us');
    // The nav bar's title (text, as the section keeps the page's one h1), with its full text in title.
    expect(screen.getByTitle('Contact Us').closest('header')?.textContent).toBe('Contact Us');
    fireEvent.click(screen.getByRole('link', { name: 'Loan Terms And Conditions' }));
    await screen.findByRole('heading', { level: 1, name: 'Loan Terms And Conditions' });
    expect(document.title).toBe('Loan Terms And Conditions');
    expect(screen.getByTitle('Loan Terms And Conditions').closest('header')?.textContent).toBe(
      'Loan Terms And Conditions',
    );
  });

  it('leaving the site drops its title: the next screen has its own, in the document and the nav bar', async () => {
    renderSiteInPage('/?section=contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    fireEvent.click(screen.getByRole('link', { name: 'Leave the site' }));
    await screen.findByText('About');
    expect(document.title).toBe('About Us');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Us');
  });

  it('shows no registration block in the footer for the spec product, which names none', async () => {
    renderRoute(module, '/');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('region', { name: 'Registration and licence' })).toBeNull();
  });
});
