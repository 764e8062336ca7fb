/**
 * The places an Indore delivery address may name, as people write them: English, Devanagari and the common other
 * spellings (service-area.ts folds case, spaces, punctuation, nukta, vowel length and aa/ee/oo, ksh/x, w/v, so
 * "Vijaynagar", "VIJAY-NAGAR" and "विजयनगर" need no line of their own). One list, read only by the server: the
 * booking form shows the server's answer. README, Decisions: the service area.
 */
export interface Locality {
  /** As staff and the English site write it. */
  name: string;
  /** In Devanagari, as the Hindi site writes it. */
  hi: string;
  /** Other spellings, in either script. */
  also?: string[];
  /** Its centre (rounded: only the service radius reads it), lat and lng. */
  at: [number, number];
}

export const INDORE_LOCALITIES: Locality[] = [
  { name: 'Vijay Nagar', hi: 'विजय नगर', at: [22.7533, 75.8937] },
  { name: 'Palasia', hi: 'पलासिया', also: ['Palasiya', 'पलासीया'], at: [22.7244, 75.8839] },
  { name: 'Chhappan Dukan', hi: 'छप्पन दुकान', also: ['56 Dukan', 'Chappan Dukan', '56 दुकान'], at: [22.7245, 75.8835] },
  { name: 'Rajwada', hi: 'राजवाड़ा', also: ['Rajwara'], at: [22.7186, 75.8553] },
  { name: 'Sarafa', hi: 'सराफ़ा', also: ['Sarafa Bazaar'], at: [22.7179, 75.8547] },
  { name: 'MG Road', hi: 'एमजी रोड', also: ['Mahatma Gandhi Road', 'महात्मा गांधी मार्ग', 'महात्मा गांधी रोड'], at: [22.7206, 75.8717] },
  { name: 'AB Road', hi: 'एबी रोड', also: ['Agra Bombay Road', 'आगरा मुंबई रोड'], at: [22.7361, 75.8883] },
  { name: 'Ring Road', hi: 'रिंग रोड', at: [22.735, 75.905] },
  { name: 'Race Course Road', hi: 'रेस कोर्स रोड', at: [22.726, 75.873] },
  { name: 'Tukoganj', hi: 'तुकोगंज', at: [22.721, 75.875] },
  { name: 'Manorama Ganj', hi: 'मनोरमागंज', at: [22.722, 75.88] },
  { name: 'Bhawarkua', hi: 'भंवरकुआं', also: ['Bhanwarkuan', 'Bhanwarkua', 'Bhawarkuan', 'भंवरकुआ'], at: [22.6926, 75.8673] },
  { name: 'Rau', hi: 'राऊ', at: [22.6389, 75.8116] },
  {
    name: 'Airport',
    hi: 'एयरपोर्ट',
    also: [
      'Devi Ahilya Bai Holkar Airport',
      'Ahilyabai Holkar Airport',
      'Indore Airport',
      'Aerodrome',
      'हवाई अड्डा',
      'देवी अहिल्या बाई होलकर एयरपोर्ट',
      'इंदौर एयरपोर्ट',
      'एरोड्रम',
    ],
    at: [22.7217, 75.8011],
  },
  { name: 'Bengali Square', hi: 'बंगाली चौराहा', also: ['Bengali Chauraha', 'बंगाली स्क्वेयर'], at: [22.7147, 75.9048] },
  { name: 'Khajrana', hi: 'खजराना', at: [22.7342, 75.9105] },
  { name: 'Rajendra Nagar', hi: 'राजेंद्र नगर', at: [22.6803, 75.8295] },
  { name: 'Annapurna', hi: 'अन्नपूर्णा', at: [22.6942, 75.8361] },
  { name: 'Sudama Nagar', hi: 'सुदामा नगर', at: [22.6997, 75.8311] },
  { name: 'Gumasta Nagar', hi: 'गुमाश्ता नगर', at: [22.7, 75.838] },
  { name: 'Dwarkapuri', hi: 'द्वारकापुरी', at: [22.696, 75.845] },
  { name: 'Navlakha', hi: 'नवलखा', also: ['Naulakha', 'नौलखा'], at: [22.6985, 75.8719] },
  { name: 'Geeta Bhawan', hi: 'गीता भवन', at: [22.7175, 75.8848] },
  { name: 'Saket Nagar', hi: 'साकेत नगर', also: ['Saket'], at: [22.7276, 75.8935] },
  { name: 'Anurag Nagar', hi: 'अनुराग नगर', at: [22.745, 75.89] },
  { name: 'Scheme 54', hi: 'स्कीम 54', also: schemeSpellings(54), at: [22.7502, 75.8963] },
  { name: 'Scheme 74', hi: 'स्कीम 74', also: schemeSpellings(74), at: [22.757, 75.889] },
  { name: 'Scheme 78', hi: 'स्कीम 78', also: schemeSpellings(78), at: [22.7568, 75.8941] },
  { name: 'Scheme 94', hi: 'स्कीम 94', also: schemeSpellings(94), at: [22.748, 75.905] },
  { name: 'Scheme 114', hi: 'स्कीम 114', also: schemeSpellings(114), at: [22.764, 75.884] },
  { name: 'Scheme 136', hi: 'स्कीम 136', also: schemeSpellings(136), at: [22.742, 75.912] },
  { name: 'Scheme 140', hi: 'स्कीम 140', also: schemeSpellings(140), at: [22.708, 75.913] },
  { name: 'Nipania', hi: 'निपानिया', also: ['Nipaniya'], at: [22.7617, 75.9244] },
  { name: 'Mahalakshmi Nagar', hi: 'महालक्ष्मी नगर', at: [22.7645, 75.9108] },
  { name: 'Bicholi Mardana', hi: 'बिचौली मर्दाना', also: ['Bicholi', 'बिचोली मर्दाना', 'बिचौली'], at: [22.695, 75.935] },
  { name: 'Bicholi Hapsi', hi: 'बिचौली हप्सी', also: ['बिचोली हप्सी'], at: [22.707, 75.936] },
  { name: 'Kanadia', hi: 'कनाड़िया', also: ['Kanadiya'], at: [22.725, 75.945] },
  { name: 'Lasudia', hi: 'लसूड़िया', also: ['Lasudiya'], at: [22.775, 75.905] },
  { name: 'Dewas Naka', hi: 'देवास नाका', at: [22.775, 75.89] },
  { name: 'Mhow Naka', hi: 'महू नाका', at: [22.7, 75.84] },
  { name: 'Sukhliya', hi: 'सुखलिया', also: ['Sukhlia'], at: [22.765, 75.87] },
  { name: 'Banganga', hi: 'बाणगंगा', also: ['बानगंगा'], at: [22.745, 75.85] },
  { name: 'Malharganj', hi: 'मल्हारगंज', at: [22.72, 75.84] },
  { name: 'Chandan Nagar', hi: 'चंदन नगर', at: [22.72, 75.82] },
  { name: 'Juni Indore', hi: 'जूनी इंदौर', at: [22.708, 75.858] },
  { name: 'Bijalpur', hi: 'बिजलपुर', at: [22.665, 75.845] },
  { name: 'Palda', hi: 'पालदा', at: [22.68, 75.9] },
  { name: 'Silicon City', hi: 'सिलिकॉन सिटी', at: [22.6601, 75.8245] },
  { name: 'Super Corridor', hi: 'सुपर कॉरिडोर', at: [22.7817, 75.8437] },
  { name: 'Sapna Sangeeta', hi: 'सपना संगीता', at: [22.7012, 75.8719] },
  { name: 'Railway Station', hi: 'रेलवे स्टेशन', also: ['Indore Junction', 'इंदौर जंक्शन'], at: [22.717, 75.868] },
  { name: 'Musakhedi', hi: 'मूसाखेड़ी', also: ['Musakheri'], at: [22.7, 75.9] },
  { name: 'LIG Colony', hi: 'एलआईजी कॉलोनी', also: ['LIG Square', 'एलआईजी चौराहा'], at: [22.7397, 75.888] },
  { name: 'Tilak Nagar', hi: 'तिलक नगर', at: [22.723, 75.9] },
  { name: 'Pipliyahana', hi: 'पिपल्याहाना', also: ['Piplyahana', 'पिपलियाहाना'], at: [22.712, 75.918] },
];

/** "Scheme 54" as people write it: "Scheme No. 54", "Sch 54", "स्कीम नंबर 54", "स्कीम नं. ५४" (digits fold). */
function schemeSpellings(n: number): string[] {
  return [`Scheme No ${n}`, `Sch ${n}`, `Sch No ${n}`, `स्कीम नंबर ${n}`, `स्कीम नं ${n}`];
}

/** The city itself: an address naming it is in town, though not in a known locality. */
export const CITY_NAMES = ['Indore', 'Indor', 'इंदौर', 'इंदोर'];

/** Indore's own PIN codes (452001 to 452020): six digits starting 452. */
export const CITY_PIN = /^452\d{3}$/;
/** The region's other PIN codes (45xxxx): they say nothing either way. Any other six digits are elsewhere. */
export const NEARBY_PIN = /^45\d{4}$/;

/** Other towns an address may name: the last place an address names being one of these puts it outside Indore. */
export const OTHER_TOWNS: { name: string; spellings: string[] }[] = [
  { name: 'Bhopal', spellings: ['Bhopal', 'भोपाल'] },
  { name: 'Ujjain', spellings: ['Ujjain', 'उज्जैन'] },
  { name: 'Dewas', spellings: ['Dewas', 'देवास'] },
  { name: 'Dhar', spellings: ['Dhar', 'धार'] },
  { name: 'Khandwa', spellings: ['Khandwa', 'खंडवा'] },
  { name: 'Khargone', spellings: ['Khargone', 'खरगोन'] },
  { name: 'Ratlam', spellings: ['Ratlam', 'रतलाम'] },
  { name: 'Jabalpur', spellings: ['Jabalpur', 'जबलपुर'] },
  { name: 'Gwalior', spellings: ['Gwalior', 'ग्वालियर'] },
  { name: 'Mumbai', spellings: ['Mumbai', 'मुंबई'] },
  { name: 'Delhi', spellings: ['Delhi', 'New Delhi', 'दिल्ली', 'नई दिल्ली'] },
  { name: 'Pune', spellings: ['Pune', 'पुणे'] },
  { name: 'Ahmedabad', spellings: ['Ahmedabad', 'अहमदाबाद'] },
  { name: 'Jaipur', spellings: ['Jaipur', 'जयपुर'] },
  { name: 'Bengaluru', spellings: ['Bengaluru', 'Bangalore', 'बेंगलुरु', 'बैंगलोर'] },
  { name: 'Hyderabad', spellings: ['Hyderabad', 'हैदराबाद'] },
  { name: 'Kolkata', spellings: ['Kolkata', 'कोलकाता'] },
  { name: 'Chennai', spellings: ['Chennai', 'चेन्नई'] },
  { name: 'Nagpur', spellings: ['Nagpur', 'नागपुर'] },
  { name: 'Lucknow', spellings: ['Lucknow', 'लखनऊ'] },
  { name: 'Vadodara', spellings: ['Vadodara', 'Baroda', 'वडोदरा'] },
];

/** Words after a town's name that make it a road or square of Indore ("Ujjain Road", "देवास नाका"), not the town. */
export const ROAD_WORDS = ['road', 'rd', 'marg', 'naka', 'bypass', 'highway', 'chauraha', 'square', 'रोड', 'मार्ग', 'नाका', 'चौराहा'];
