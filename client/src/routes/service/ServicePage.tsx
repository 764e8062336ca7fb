import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { serviceOfferings } from '../../content/services';
import { useSite } from '../../site/SiteContext';

export function ServicePage() {
  const { siteName, city } = useSite();
  return (
    <ContentPage title="Our Services" intro={`Whatever the trip, ${siteName} has a car for it, in and around ${city}.`}>
      <div className="card-grid card-grid--two">
        {serviceOfferings(city).map((service) => (
          <section key={service.title} className="info-card">
            <h2>{service.title}</h2>
            <p>{service.description}</p>
            {service.link && (
              <Link className="text-link" to={service.link.to}>
                {service.link.label} →
              </Link>
            )}
          </section>
        ))}
      </div>
      <h2>Durations that fit</h2>
      <p>
        Book for 12 hours, a day, a week or a month. Bookings run from a minimum of 12 hours to a maximum of 90 days; bookings longer than
        72 hours taken without fuel come with unlimited kilometres.
      </p>
      <h2>What you need</h2>
      <p>
        The driver must be at least 21 years old with a driving licence issued at least 1 year ago. Bring the original licence and your
        Aadhar card at pick-up.
      </p>
      <p className="center-row">
        <Link className="btn btn--primary btn--large" to="/services/bookcar">
          Book your car
        </Link>
      </p>
    </ContentPage>
  );
}
