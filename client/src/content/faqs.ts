export interface Faq {
  question: string;
  answer: string;
}

/** The questions customers ask most. Policy figures follow SPEC.md section 9. */
export function faqs(siteName: string, city: string): Faq[] {
  return [
    {
      question: `How do I book a car with ${siteName}?`,
      answer:
        'Open Book your car, choose a car, and press Book Now. Log in with your e-mail and a one-time code, pick your dates and times, and send the booking. It is confirmed as soon as our team accepts it, and you are notified straight away.',
    },
    {
      question: 'What is the minimum booking duration?',
      answer:
        'Self-drive cars are booked for a minimum of 12 hours. A chauffeur-driven city ride can be booked for 8 hours, and on festival and long weekends self-drive bookings start at 48 hours.',
    },
    {
      question: 'What is the longest I can rent a car for?',
      answer: 'Up to 90 days in one booking. For longer needs, call us and we will arrange a renewal.',
    },
    {
      question: 'What documents do I need?',
      answer: 'Your original driving licence (issued at least 1 year ago) and your Aadhar card. The driver must be at least 21 years old.',
    },
    {
      question: 'What happens if I cancel?',
      answer:
        'A cancellation within 24 hours of the start of your booking forfeits the advance rental, wholly or in part: 0 to 6 hours before the start, 100% of the advance lease rental is deducted; 6 to 24 hours before, a flat 50% fee applies and the rest is refunded after the platform fee. After the start there is no refund. See Cancellation & Refund for details.',
    },
    {
      question: 'Are kilometres unlimited?',
      answer:
        'Kilometres are unlimited only on bookings longer than 72 hours taken without fuel. Otherwise each car shows its Extra km fare per kilometre.',
    },
    { question: 'Is there a speed limit?', answer: 'Yes, 110 km/h. Over-speeding is fined INR 1000 per instance.' },
    {
      question: 'Can you deliver the car to my home or the airport?',
      answer: `Yes, anywhere in ${city}. The car arrives 0-5 minutes before your booking starts and is collected within 30 minutes after it ends.`,
    },
    {
      question: 'Can I reschedule my booking?',
      answer:
        'Yes, up to 4 hours before the start. Within 4 hours of the start a booking cannot be rescheduled, and if you have not collected the car 4 hours after the start it is cancelled without a refund.',
    },
    {
      question: 'When will I get my refund?',
      answer: 'Refunds go to the original payment mode. We start them immediately and they appear in your account in 5 to 15 days.',
    },
  ];
}
