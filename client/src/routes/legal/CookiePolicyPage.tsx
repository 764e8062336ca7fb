import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSite } from '../../site/SiteContext';

const COOKIES = [
  { kind: 'Preferences', purpose: 'Remembers choices such as your city and recent searches.', lifetime: 'About 1 year' },
  { kind: 'Security', purpose: 'Protects forms and sign-in against abuse and keeps your visit on a healthy server.', lifetime: '7 days' },
  {
    kind: 'Analytics',
    purpose: 'Counts visits and pages viewed, without identifying you, so we can improve the site.',
    lifetime: '30 days',
  },
];

export function CookiePolicyPage() {
  const { siteName, contactEmail } = useSite();
  return (
    <ContentPage title="Cookie Policy" intro={`What cookies and similar storage ${siteName} uses, and why.`}>
      <h2>What cookies are</h2>
      <p>
        Cookies are small text files a website stores in your browser. Similar technologies, such as the browser's session storage, keep
        information only for as long as your tab is open.
      </p>
      <h2>What we use</h2>
      <p>
        Signing in uses session storage, not cookies: your sign-in is forgotten when you log out or close the tab. The cookies below may be
        set while you browse:
      </p>
      <table className="policy-table">
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lifetime</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie.kind}>
              <td>{cookie.kind}</td>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Third parties</h2>
      <p>
        The map on our home and contact pages is provided by Google Maps, which may set its own cookies under Google's policy. Links to
        social networks open their sites, which have their own policies.
      </p>
      <h2>Your choices</h2>
      <p>
        You can block or delete cookies in your browser settings; booking still works without them. Questions? Write to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or read our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </ContentPage>
  );
}
