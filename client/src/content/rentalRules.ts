/** SPEC.md section 9: the rules every renter agrees to, as the important-points block states them. */
export function importantPoints(city: string): { title: string; text: string }[] {
  return [
    { title: 'Minimum age 21', text: 'The person driving must be at least 21 years old.' },
    { title: 'Licence at least 1 year old', text: 'Your driving licence must have been issued at least 1 year before the booking.' },
    { title: 'Documents', text: 'Carry your original driving licence and Aadhar card; we check both at pick-up.' },
    { title: 'Booking length', text: 'Book for a minimum of 12 hours and a maximum of 90 days.' },
    { title: 'Unlimited kilometres', text: 'Unlimited km applies only to bookings longer than 72 hours without fuel.' },
    { title: 'Speed limit 110 km/h', text: 'Cars are tracked. Over-speeding above 110 km/h is fined INR 1000.' },
    { title: 'No smoking', text: 'Smoking in the car carries a cleaning fee of INR 500. Removable mats that need cleaning: INR 500.' },
    { title: 'Keys', text: 'If the key is not returned within 3 days of the booking end, a charge of INR 2000 applies.' },
    {
      title: 'Delivery & pick-up',
      text: 'Home or airport delivery arrives 0-5 minutes before your start; we collect the car within 30 minutes after the end.',
    },
    { title: `Service area: ${city}`, text: `We deliver and collect within ${city}. Support is available 24/7.` },
  ];
}
