import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what the bookings module says to customers: notifications, refusals, delivery (issue 32). */
export const bookingTexts: ModuleTexts = {
  hi: {
    // Notifications (statusMessage, booking-rules.ts) and the answers of a booking's changes.
    'Your booking for {{car}} on {{date}} is Pending approval.': '{{date}} के लिए {{car}} की आपकी बुकिंग हमारी टीम की मंज़ूरी के इंतज़ार में है।',
    'Your booking for {{car}} on {{date}} has been {{status}}.': '{{date}} के लिए {{car}} की आपकी बुकिंग {{status}} हो गई है।',
    'It was made in your name by {{partner}}.': 'यह बुकिंग {{partner}} ने आपके नाम से की है।',
    'Not yours?': 'आपकी नहीं है?',
    'It is Pending until our staff confirm the new dates.': 'नई तारीख़ों की पुष्टि हमारी टीम करेगी, तब तक यह लंबित है।',
    'Booking submitted. Waiting for admin approval.': 'बुकिंग का अनुरोध भेज दिया गया। हमारी टीम की मंज़ूरी का इंतज़ार है।',
    'Booking rescheduled.': 'बुकिंग की तारीख़ें बदल दी गईं।',
    'Booking {{status}}.': 'बुकिंग {{status}}।',
    // Refusals.
    'This Idempotency-Key was used before an upgrade; send the booking with a new key.':
      'यह Idempotency-Key पिछले संस्करण में इस्तेमाल हुई थी; बुकिंग नई कुंजी के साथ भेजें।',
    'This car is already booked for those dates.': 'यह कार उन तारीख़ों के लिए पहले से बुक है।',
    'This car is already occupied in that period.': 'यह कार उस समय में पहले से व्यस्त है।',
    'The pick-up date and time cannot be in the past.': 'पिक-अप की तारीख़ और समय बीते हुए नहीं हो सकते।',
    'The drop-off must be after the pick-up.': 'ड्रॉप-ऑफ़ पिक-अप के बाद होना चाहिए।',
    'A booking can last at most {{days}} days.': 'एक बुकिंग ज़्यादा से ज़्यादा {{days}} दिन की हो सकती है।',
    'Please choose a car.': 'कृपया एक कार चुनें।',
    'Please choose a car from the list.': 'कृपया सूची में से एक कार चुनें।',
    'Car not found.': 'कार नहीं मिली।',
    'Booking not found.': 'बुकिंग नहीं मिली।',
    'Book for must be 12 Hours, Daily, Weekly or Monthly.': 'अवधि 12 घंटे, रोज़ाना, साप्ताहिक या मासिक होनी चाहिए।',
    'You can only cancel your own bookings.': 'आप सिर्फ़ अपनी बुकिंग रद्द कर सकते हैं।',
    'You can only reschedule your own bookings.': 'आप सिर्फ़ अपनी बुकिंग की तारीख़ें बदल सकते हैं।',
    'Only a Pending or Accepted booking can be cancelled; this one is {{status}}.':
      'सिर्फ़ लंबित या स्वीकृत बुकिंग रद्द हो सकती है; यह बुकिंग {{status}} है।',
    'Only a Pending or Accepted booking can be rescheduled; this one is {{status}}.':
      'सिर्फ़ लंबित या स्वीकृत बुकिंग की तारीख़ें बदली जा सकती हैं; यह बुकिंग {{status}} है।',
    'A booking can no longer be rescheduled within 4 hours of its pick-up.': 'पिक-अप से 4 घंटे के भीतर बुकिंग की तारीख़ें नहीं बदली जा सकतीं।',
    'This car was changed while you were booking it. Please try again.': 'आपके बुक करते समय इस कार की जानकारी बदल गई। कृपया फिर से कोशिश करें।',
    'Your licence was changed while you were booking. Please try again.': 'आपके बुक करते समय आपका लाइसेंस बदल गया। कृपया फिर से कोशिश करें।',
    'You have made many bookings today. Please try again tomorrow, or call us.':
      'आज आप बहुत सारी बुकिंग कर चुके हैं। कृपया कल फिर कोशिश करें, या हमें फ़ोन करें।',
    'You have cancelled many bookings today. Please try again tomorrow, or call us.':
      'आज आप बहुत सारी बुकिंग रद्द कर चुके हैं। कृपया कल फिर कोशिश करें, या हमें फ़ोन करें।',
    'This booking is on a trip: record its return and settle its bill on the Trips screen.':
      'यह बुकिंग सफ़र पर है: इसकी वापसी दर्ज करें और बिल चुकता करें।',
    'This trip is settled; the booking can no longer change.': 'इस सफ़र का बिल चुकता हो चुका है; बुकिंग अब नहीं बदल सकती।',
    'Please provide a reason for cancellation.': 'कृपया रद्द करने का कारण लिखें।',
    'Status must be Accepted, Rejected or Completed.': 'स्थिति स्वीकृत, अस्वीकृत या पूरी होनी चाहिए।',
    'The drop-off date cannot be before the pick-up date.': 'ड्रॉप-ऑफ़ की तारीख़ पिक-अप की तारीख़ से पहले नहीं हो सकती।',
    'The drop-off time must be after the pick-up time.': 'ड्रॉप-ऑफ़ का समय पिक-अप के समय के बाद होना चाहिए।',
    'Booking cancelled.': 'बुकिंग रद्द कर दी गई।',
    'Unknown booking status.': 'बुकिंग की यह स्थिति मौजूद नहीं है।',
    'Days must be a whole number from 1 to {{max}}.': 'दिन 1 से {{max}} के बीच की पूरी संख्या होने चाहिए।',
    'The pick-up must be at least {{lead}} from now: the earliest is {{when}}.':
      'पिक-अप अभी से कम से कम {{lead}} बाद का होना चाहिए: सबसे जल्दी {{when}}।',
    '{{count}} hour': '{{count}} घंटे',
    '{{count}} hours': '{{count}} घंटे',
    '{{count}} minute': '{{count}} मिनट',
    '{{count}} minutes': '{{count}} मिनट',
    'Give all four of pickupDate, pickupTime, dropDate and dropTime (yyyy-MM-dd and HH:mm), or none.':
      'पिक-अप और ड्रॉप-ऑफ़ की तारीख़ और समय, चारों लिखें, या कोई भी नहीं।',
    'That period has already ended: choose a drop-off in the future.': 'यह समय बीत चुका है: आगे का कोई ड्रॉप-ऑफ़ चुनें।',
    '{{label}} must be an ISO 8601 date and time, e.g. 2026-12-01T10:00+05:30.': '{{label}} सही तारीख़ और समय होना चाहिए।',
    '{{label}} is not a real date and time.': '{{label}} असली तारीख़ और समय नहीं है।',
    '{{label}} must be a point { lat, lng } in degrees.': '{{label}} नक़्शे पर सही जगह होनी चाहिए।',
    'Delivery must be { pickupAddress, returnAddress }, each with an optional landmark.':
      'डिलीवरी के लिए पिक-अप और वापसी का पता भेजें, चाहें तो हर एक के साथ लैंडमार्क भी।',
    // The home page's quick booking form (booking.schemas.ts, quick-booking.service.ts); its SPEC.md messages too.
    'Book for must be hour, daily, weekly or monthly.': 'अवधि घंटे, रोज़ाना, साप्ताहिक या मासिक होनी चाहिए।',
    'Please choose a time slot from the list (such as 06:00 AM).': 'कृपया सूची में से एक समय चुनें (जैसे 06:00 AM)।',
    'Dates must be written yyyy-MM-dd.': 'तारीख़ें सही लिखें (साल-महीना-दिन)।',
    '⚠️ Enter a valid 10-digit mobile number': '⚠️ सही 10 अंकों का मोबाइल नंबर लिखें',
    '❌ Please fill in all fields': '❌ कृपया सारी जानकारी भरें',
    'Quick bookings start from {{city}}.': 'जल्दी बुकिंग {{city}} से ही शुरू होती है।',
    'The pick-up date cannot be before today.': 'पिक-अप की तारीख़ आज से पहले की नहीं हो सकती।',
    'Your account was not found. Please log in again.': 'आपका खाता नहीं मिला। कृपया फिर से लॉग इन करें।',
    // The booking form's fields, as its refusals name them.
    Car: 'कार',
    carId: 'कार',
    carName: 'कार',
    bookFor: 'अवधि',
    bookAt: 'अवधि',
    fromCity: 'कहाँ से',
    toCity: 'कहाँ तक',
    pickDate: 'पिक-अप की तारीख़',
    pickTime: 'पिक-अप का समय',
    delivery: 'डिलीवरी',
    'Pick-up address': 'पिक-अप का पता',
    'Return address': 'वापसी का पता',
    'Pick-up landmark': 'पिक-अप का लैंडमार्क',
    'Return landmark': 'वापसी का लैंडमार्क',
    'Pick-up pin': 'पिक-अप की जगह',
    'Return pin': 'वापसी की जगह',
    'delivery.pickupAddress': 'पिक-अप का पता',
    'delivery.returnAddress': 'वापसी का पता',
    'delivery.pickupLandmark': 'पिक-अप का लैंडमार्क',
    'delivery.returnLandmark': 'वापसी का लैंडमार्क',
    'delivery.pickupPin': 'पिक-अप की जगह',
    'delivery.returnPin': 'वापसी की जगह',
    'delivery.pickupPin.lat': 'पिक-अप की जगह',
    'delivery.pickupPin.lng': 'पिक-अप की जगह',
    'delivery.returnPin.lat': 'वापसी की जगह',
    'delivery.returnPin.lng': 'वापसी की जगह',
    deliveryPickup: 'पिक-अप पर डिलीवरी',
    deliveryReturn: 'वापसी पर कार ले जाना',
    // Delivery (delivery.ts).
    'The {{leg}} address is {{km}} km from the city centre: we deliver within {{radius}} km.':
      '{{leg}} का पता शहर के केंद्र से {{km}} किमी दूर है: हम {{radius}} किमी के भीतर डिलीवरी करते हैं।',
    'Please type the {{leg}} address too.': 'कृपया {{leg}} का पता भी लिखें।',
    'The {{leg}} address names {{place}}: we deliver only in Indore, within {{radius}} km of the city centre.':
      '{{leg}} का पता {{place}} का है: हम सिर्फ़ इंदौर में, शहर के केंद्र से {{radius}} किमी के भीतर डिलीवरी करते हैं।',
    'We do not know the area of the {{leg}} address: name your locality (e.g. Vijay Nagar) or add a landmark near it.':
      'हमें {{leg}} के पते का इलाक़ा नहीं पता: अपनी कॉलोनी का नाम (जैसे विजय नगर) लिखें या पास का कोई लैंडमार्क जोड़ें।',
    'pick-up': 'पिक-अप',
    return: 'वापसी',
  },
};
