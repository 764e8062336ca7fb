import type en from '../en/shell';
import type { Translation } from '../../catalogue';

// हिन्दी: en/shell.ts का अनुवाद, वही कुंजियाँ (keys)। {{…}} के नाम नहीं बदलते।
const shell: Translation<typeof en> = {
  language: {
    switchLabel: 'भाषा',
    english: 'English',
    hindi: 'हिन्दी',
  },
  toasts: {
    region: 'सूचनाएँ Alt+T',
    close: 'बंद करें',
  },
  nav: {
    home: 'होम',
    about: 'हमारे बारे में',
    bookCar: 'कार बुक करें',
    registerCar: 'रजिस्टर करें और कमाएँ',
    faqs: 'सवाल-जवाब',
    blogs: 'ब्लॉग',
    contact: 'संपर्क',
    downloadApp: 'ऐप डाउनलोड करें',
    login: 'लॉग इन',
    bookings: 'मेरी बुकिंग',
    profile: 'खाता सेटिंग',
  },
  header: {
    home: '{{siteName}} होम',
    searchPlaceholder: 'कार या जगह खोजें',
    searchLabel: 'नाम या जगह से कार खोजें',
    search: 'खोजें',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    menu: 'मेन्यू',
    mainNav: 'मुख्य',
    mobileNav: 'मोबाइल',
    openProfileMenu: 'प्रोफ़ाइल मेन्यू खोलें',
    myBookings: 'मेरी बुकिंग',
    logout: 'लॉग आउट',
    profilePicture: 'प्रोफ़ाइल',
  },
  footer: {
    about: '{{city}} में सेल्फ़-ड्राइव कारें और टैक्सी, 24/7 उपलब्ध। साफ़ कारें, साफ़ दाम, जल्दी मंज़ूरी।',
    contact: 'संपर्क',
    explore: 'देखें',
    policies: 'नीतियाँ',
    ourServices: 'हमारी सेवाएँ',
    carRental: 'शहर में कार किराये पर',
    privacy: 'गोपनीयता नीति',
    cookies: 'कुकी नीति',
    terms: 'नियम और शर्तें',
    refunds: 'रद्द करना और रिफ़ंड',
    copyright: '© {{year}} {{siteName}}। सर्वाधिकार सुरक्षित।',
    contactUs: 'हमसे संपर्क करें',
    whatsapp: 'हमें WhatsApp पर संदेश भेजें',
    call: 'हमें {{phone}} पर कॉल करें',
    sms: 'हमें {{phone}} पर SMS भेजें',
    callTitle: 'कॉल',
    address: '{{city}}, मध्य प्रदेश, भारत',
  },
  cityName: {
    indore: 'इंदौर',
    bhopal: 'भोपाल',
    ujjain: 'उज्जैन',
    dewas: 'देवास',
    jabalpur: 'जबलपुर',
    gwalior: 'ग्वालियर',
    ratlam: 'रतलाम',
    sagar: 'सागर',
    satna: 'सतना',
    rewa: 'रीवा',
    khandwa: 'खंडवा',
    burhanpur: 'बुरहानपुर',
  },
  home: {
    title: '{{siteName}}: {{city}} में सेल्फ़-ड्राइव कार किराये पर और टैक्सी',
    highlights: 'ख़ास बातें',
    carousel: 'स्लाइड शो',
    slide: 'स्लाइड',
    slideOf: '{{total}} में से {{n}}',
    bookNow: 'अभी बुक करें',
    previousSlide: 'पिछली स्लाइड',
    nextSlide: 'अगली स्लाइड',
    play: 'स्लाइडशो चलाएँ',
    pause: 'स्लाइडशो रोकें',
    showSlide: 'स्लाइड {{n}} दिखाएँ: {{heading}}',
    slides: {
      ride: {
        heading: 'आपकी सवारी, आपका अंदाज़',
        description: 'सेल्फ़-ड्राइव हैचबैक, सेडान और SUV, 12 घंटे, दिन, हफ़्ते या महीने के लिए। जहाँ चाहें वहाँ से लें, जहाँ चाहें वहाँ चलाएँ।',
      },
      affordable: {
        heading: 'किफ़ायती और भरोसेमंद',
        description: 'रोज़ के साफ़ दाम, अच्छी सर्विस वाली कारें और चौबीसों घंटे मदद, ताकि हैरानी बस इस बात की हो कि सब कितना आसान था।',
      },
      explore: {
        heading: 'बिना रोक-टोक घूमें',
        description: 'वीकेंड की सैर, तीर्थ नगरी और पहाड़ी रास्ते: 72 घंटे से ज़्यादा के लिए कार लें और किलोमीटर असीमित।',
      },
    },
  },
  common: {
    loading: 'लोड हो रहा है...',
  },
  meta: {
    home: {
      title: '{{city}} में सेल्फ़-ड्राइव कार किराये पर और टैक्सी',
      description:
        '{{city}} में सेल्फ़-ड्राइव कार किराये पर लें या टैक्सी बुक करें: हैचबैक, सेडान और SUV, 12 घंटे, दिन, हफ़्ते या महीने के लिए, साफ़ दाम और जल्दी मंज़ूरी के साथ।',
    },
    about: {
      title: 'हमारे बारे में',
      description: 'हम कौन हैं: {{siteName}} पूरे {{city}} में साफ़, अच्छी सर्विस वाली सेल्फ़-ड्राइव कारें और टैक्सी किराये पर देता है, 24/7।',
    },
    services: {
      title: 'हमारी सेवाएँ',
      description: 'सेल्फ़-ड्राइव किराया, ड्राइवर के साथ सवारी, और उन कार मालिकों के लिए रजिस्ट्रेशन जो {{city}} में {{siteName}} के साथ कमाना चाहते हैं।',
    },
    bookCar: {
      title: 'कार बुक करें',
      description: '{{city}} में उपलब्ध हर कार उसके रोज़ के दाम, ईंधन, सीटों और गियर के साथ देखें, और मिनटों में बुक करें।',
    },
    registerCar: {
      title: 'रजिस्टर करें और कमाएँ',
      description: '{{city}} में आपकी अपनी कार है? उसे {{siteName}} पर रजिस्टर करें और जब ग्राहक उसे किराये पर लें, तब कमाएँ।',
    },
    faqs: {
      title: 'सवाल-जवाब',
      description: '{{siteName}} पर बुकिंग, दस्तावेज़, शुल्क, ईंधन और बुकिंग रद्द करने के बारे में जवाब।',
    },
    blogs: { title: 'ब्लॉग', description: '{{city}} से {{siteName}} टीम की सैर की बातें, सफ़र के सुझाव और ख़बरें।' },
    blog: { title: 'ब्लॉग पोस्ट', description: '{{city}} से {{siteName}} टीम की एक पोस्ट।' },
    contact: { title: 'हमसे संपर्क करें', description: '{{siteName}} को कॉल करें, संदेश भेजें या लिखें: {{city}} में हम 24/7 जवाब देते हैं।' },
    carRental: {
      title: '{{city}} में कार किराये पर',
      description: '{{city}} में सेल्फ़-ड्राइव कार किराये पर: दाम, नियम और {{siteName}} के साथ बुक करने का तरीका।',
    },
    downloadApp: { title: 'ऐप पाएँ', description: '{{siteName}} ऐप Android या iOS पर इंस्टॉल करें, या उसे अपनी होम स्क्रीन पर जोड़ें।' },
    privacy: {
      title: 'गोपनीयता नीति',
      description: '{{siteName}} आपकी निजी जानकारी कैसे इकट्ठा करता है, कैसे इस्तेमाल करता है और कैसे सुरक्षित रखता है।',
    },
    cookies: { title: 'कुकी नीति', description: '{{siteName}} कुकी और लोकल स्टोरेज का इस्तेमाल कैसे करता है।' },
    terms: { title: 'नियम और शर्तें', description: '{{siteName}} से कार किराये पर लेने या टैक्सी बुक करने के नियम और शर्तें।' },
    refunds: { title: 'रद्द करना और रिफ़ंड', description: '{{siteName}} पर बुकिंग रद्द करना और रिफ़ंड कैसे होता है।' },
    login: { title: 'लॉग इन', description: 'अपने ईमेल पर भेजे गए कोड से {{siteName}} में लॉग इन करें।' },
    bookings: { title: 'मेरी बुकिंग', description: '{{siteName}} पर आपकी आने वाली, पिछली और रद्द की गई बुकिंग।' },
    profile: { title: 'खाता सेटिंग', description: 'आपकी {{siteName}} प्रोफ़ाइल।' },
    notFound: { title: 'पेज नहीं मिला', description: 'यह पेज {{siteName}} पर मौजूद नहीं है।' },
  },
  notFound: {
    heading: '404 पेज नहीं मिला',
    text: 'जो पेज आप ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।',
    home: 'होम पर वापस जाएँ',
  },
};

export default shell;
