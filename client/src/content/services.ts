export interface ServiceOffering {
  title: string;
  description: string;
  link?: { to: string; label: string };
}

/** What the business offers; shown on the home page and, in full, on /service. */
export function serviceOfferings(city: string): ServiceOffering[] {
  return [
    {
      title: 'Self-drive rentals',
      description: `Hatchbacks, sedans, SUVs and 7-seaters you drive yourself, for 12 hours, a day, a week or a month, anywhere in and around ${city}.`,
      link: { to: '/services/bookcar', label: 'Book your car' },
    },
    {
      title: 'Taxi with driver',
      description: 'A clean car with a courteous, verified driver for city errands, weddings, meetings and outstation trips.',
      link: { to: '/services/bookcar', label: 'Book a ride' },
    },
    {
      title: 'Airport & home delivery',
      description:
        'We bring the car to your door or the airport 0-5 minutes before your booking starts, and collect it within 30 minutes after it ends.',
    },
    {
      title: 'Outstation trips',
      description:
        'Weekend getaways to Ujjain, Omkareshwar, Mandu or Maheshwar. Book for more than 72 hours (without fuel) and the kilometres are unlimited.',
    },
    {
      title: 'Monthly rentals',
      description:
        'A car for up to 90 days at a monthly price, with servicing and insurance taken care of. Ideal for new jobs and long projects.',
    },
    {
      title: 'Register & Earn',
      description: 'Own a car that sits idle? Register it with us and earn from verified rentals while we handle bookings and customers.',
      link: { to: '/services/registercar', label: 'Register your car' },
    },
  ];
}
