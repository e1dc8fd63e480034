// The places Nivasa serves: three cities of the Guntur – Amaravati – Vijayawada region and
// their real localities. Coordinates are approximate (locality centres, good enough for a map
// pin and "near me" ordering); pincodes are the India Post codes that serve each locality.
// Long because it is a table of places: data, not logic.

export type SeedArea = {
  name: string;
  slug: string;
  pincode: string;
  latitude: number;
  longitude: number;
  /** Well-known places nearby, used in listing descriptions and landmarks. */
  landmarks: readonly string[];
  /** The main road or street names of the locality, used in addresses. */
  streets: readonly string[];
};

export type SeedCity = {
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
  sortOrder: number;
  areas: readonly SeedArea[];
};

const GUNTUR: SeedCity = {
  name: 'Guntur',
  slug: 'guntur',
  latitude: 16.3067,
  longitude: 80.4365,
  sortOrder: 1,
  areas: [
    {
      name: 'Brodipet',
      slug: 'brodipet',
      pincode: '522002',
      latitude: 16.3021,
      longitude: 80.4432,
      landmarks: ['Sankar Vilas Centre', 'Guntur Railway Station', 'Lodge Centre'],
      streets: ['4th Line, Brodipet', '2nd Line, Brodipet', '14th Line, Brodipet'],
    },
    {
      name: 'Arundelpet',
      slug: 'arundelpet',
      pincode: '522002',
      latitude: 16.2985,
      longitude: 80.4503,
      landmarks: ['Naaz Centre', 'Government General Hospital', 'Guntur Medical College'],
      streets: ['7th Line, Arundelpet', '11th Line, Arundelpet', 'Ward No. 14, Arundelpet'],
    },
    {
      name: 'Lakshmipuram',
      slug: 'lakshmipuram',
      pincode: '522007',
      latitude: 16.3049,
      longitude: 80.4278,
      landmarks: ['Lakshmipuram Main Road', 'Guntur Inner Ring Road', 'Vidya Nagar'],
      streets: ['Lakshmipuram Main Road', '3rd Lane, Lakshmipuram', '5th Lane, Lakshmipuram'],
    },
    {
      name: 'Kothapet',
      slug: 'kothapet',
      pincode: '522001',
      latitude: 16.2958,
      longitude: 80.4562,
      landmarks: ['Kothapet Market', 'Old Guntur', 'Naaz Centre'],
      streets: ['Kothapet Main Road', 'Kalibabu Street, Kothapet', 'Mangalagiri Road, Kothapet'],
    },
    {
      name: 'Amaravati Road',
      slug: 'amaravati-road',
      pincode: '522002',
      latitude: 16.3196,
      longitude: 80.4391,
      landmarks: ['Guntur Inner Ring Road', 'Gorantla Junction', 'Lodge Centre'],
      streets: ['Amaravati Road', 'Srinagar Colony, Amaravati Road', 'Sai Nagar, Amaravati Road'],
    },
    {
      name: 'Pattabhipuram',
      slug: 'pattabhipuram',
      pincode: '522006',
      latitude: 16.2914,
      longitude: 80.4239,
      landmarks: ['Pattabhipuram Main Road', 'Guntur Inner Ring Road', 'Syamala Nagar'],
      streets: ['Pattabhipuram Main Road', '6th Lane, Pattabhipuram', 'Bank Colony, Pattabhipuram'],
    },
    {
      name: 'Vidya Nagar',
      slug: 'vidya-nagar',
      pincode: '522007',
      latitude: 16.3113,
      longitude: 80.4226,
      landmarks: ['JKC College', 'Guntur Inner Ring Road', 'Lakshmipuram Main Road'],
      streets: ['1st Line, Vidya Nagar', '4th Line, Vidya Nagar', 'Vidya Nagar Main Road'],
    },
    {
      name: 'Chandramouli Nagar',
      slug: 'chandramouli-nagar',
      pincode: '522007',
      latitude: 16.3142,
      longitude: 80.4297,
      landmarks: ['Ramesh Hospitals Guntur', 'Brindavan Gardens', 'Lakshmipuram Main Road'],
      streets: [
        '2nd Lane, Chandramouli Nagar',
        '5th Lane, Chandramouli Nagar',
        'Main Road, Chandramouli Nagar',
      ],
    },
    {
      name: 'Nallapadu',
      slug: 'nallapadu',
      pincode: '522005',
      latitude: 16.2799,
      longitude: 80.4058,
      landmarks: ['Nallapadu Railway Station', 'Guntur Inner Ring Road', 'Pattabhipuram'],
      streets: ['Nallapadu Road', 'Guntur–Nallapadu Main Road', 'Teachers Colony, Nallapadu'],
    },
    {
      name: 'Gorantla',
      slug: 'gorantla',
      pincode: '522034',
      latitude: 16.3341,
      longitude: 80.441,
      landmarks: [
        'Gorantla Junction',
        'Guntur Inner Ring Road',
        'NRI Medical College, Chinakakani',
      ],
      streets: [
        'Gorantla Main Road',
        'Sai Baba Temple Road, Gorantla',
        'Venkatadri Colony, Gorantla',
      ],
    },
    {
      name: 'Koritepadu',
      slug: 'koritepadu',
      pincode: '522007',
      latitude: 16.3002,
      longitude: 80.4189,
      landmarks: ['Lakshmipuram Main Road', 'Guntur Inner Ring Road', 'Vidya Nagar'],
      streets: ['Koritepadu Main Road', '2nd Lane, Koritepadu', 'Koritepadu Extension'],
    },
    {
      name: 'Syamala Nagar',
      slug: 'syamala-nagar',
      pincode: '522006',
      latitude: 16.2951,
      longitude: 80.4195,
      landmarks: ['Pattabhipuram Main Road', 'Guntur Inner Ring Road', 'Brindavan Gardens'],
      streets: ['1st Line, Syamala Nagar', '3rd Line, Syamala Nagar', 'Syamala Nagar Main Road'],
    },
    {
      name: 'Brindavan Gardens',
      slug: 'brindavan-gardens',
      pincode: '522006',
      latitude: 16.2987,
      longitude: 80.4318,
      landmarks: ['Chandramouli Nagar', 'Lakshmipuram Main Road', 'Pattabhipuram Main Road'],
      streets: [
        '6th Line, Brindavan Gardens',
        '9th Line, Brindavan Gardens',
        'Main Road, Brindavan Gardens',
      ],
    },
    {
      name: 'Nagarampalem',
      slug: 'nagarampalem',
      pincode: '522004',
      latitude: 16.3087,
      longitude: 80.4488,
      landmarks: ['Guntur Collectorate', 'Nagarampalem Police Station', 'Guntur Railway Station'],
      streets: [
        'Nagarampalem Main Road',
        'Collectorate Road, Nagarampalem',
        'Rajendra Nagar, Nagarampalem',
      ],
    },
    {
      name: 'Pedakakani',
      slug: 'pedakakani',
      pincode: '522509',
      latitude: 16.3468,
      longitude: 80.4885,
      landmarks: [
        'Sri Bhramaramba Mallikarjuna Swamy Temple',
        'Guntur–Vijayawada Highway (NH-16)',
        'NRI Medical College, Chinakakani',
      ],
      streets: [
        'Temple Road, Pedakakani',
        'NH-16 Service Road, Pedakakani',
        'Venigandla Road, Pedakakani',
      ],
    },
  ],
};

const AMARAVATI: SeedCity = {
  name: 'Amaravati',
  slug: 'amaravati',
  latitude: 16.5131,
  longitude: 80.5165,
  sortOrder: 2,
  areas: [
    {
      name: 'Thullur',
      slug: 'thullur',
      pincode: '522237',
      latitude: 16.5335,
      longitude: 80.4524,
      landmarks: [
        'Thullur Mandal Office',
        'Amaravati Seed Access Road',
        'Anantavaram Venkateswara Swamy Temple',
      ],
      streets: ['Thullur Main Road', 'Anantavaram Road, Thullur', 'Seed Access Road, Thullur'],
    },
    {
      name: 'Mandadam',
      slug: 'mandadam',
      pincode: '522237',
      latitude: 16.5128,
      longitude: 80.5117,
      landmarks: ['AP Secretariat, Velagapudi', 'Amaravati Seed Access Road', 'Krishna River bund'],
      streets: ['Mandadam Main Road', 'E5 Road, Mandadam', 'Seed Access Road, Mandadam'],
    },
    {
      name: 'Velagapudi',
      slug: 'velagapudi',
      pincode: '522238',
      latitude: 16.5192,
      longitude: 80.5063,
      landmarks: ['AP Secretariat', 'AP Legislative Assembly', 'Amaravati Seed Access Road'],
      streets: ['Secretariat Road, Velagapudi', 'Velagapudi Main Road', 'N9 Road, Velagapudi'],
    },
    {
      name: 'Tadepalli',
      slug: 'tadepalli',
      pincode: '522501',
      latitude: 16.4808,
      longitude: 80.6012,
      landmarks: ['Prakasam Barrage', 'Kanaka Durga Varadhi (NH-16)', 'Undavalli Caves'],
      streets: ['Tadepalli Main Road', 'Kunchanapalli Road, Tadepalli', 'Sitanagaram, Tadepalli'],
    },
    {
      name: 'Mangalagiri',
      slug: 'mangalagiri',
      pincode: '522503',
      latitude: 16.4307,
      longitude: 80.5681,
      landmarks: [
        'Panakala Narasimha Swamy Temple',
        'AIIMS Mangalagiri',
        'Mangalagiri Railway Station',
      ],
      streets: [
        'Gowtham Buddha Road, Mangalagiri',
        'NH-16 Service Road, Mangalagiri',
        'Ratnala Cheruvu Road, Mangalagiri',
      ],
    },
    {
      name: 'Undavalli',
      slug: 'undavalli',
      pincode: '522501',
      latitude: 16.4967,
      longitude: 80.5803,
      landmarks: ['Undavalli Caves', 'Krishna River bund', 'Prakasam Barrage'],
      streets: ['Undavalli Main Road', 'Caves Road, Undavalli', 'Karakatta Road, Undavalli'],
    },
    {
      name: 'Rayapudi',
      slug: 'rayapudi',
      pincode: '522237',
      latitude: 16.5468,
      longitude: 80.5021,
      landmarks: ['Amaravati Government Complex', 'Krishna River bund', 'Seed Access Road'],
      streets: ['Rayapudi Main Road', 'Karakatta Road, Rayapudi', 'Lingayapalem Road, Rayapudi'],
    },
    {
      name: 'Nelapadu',
      slug: 'nelapadu',
      pincode: '522239',
      latitude: 16.5104,
      longitude: 80.4872,
      landmarks: ['Andhra Pradesh High Court', 'AP Secretariat, Velagapudi', 'Seed Access Road'],
      streets: ['High Court Road, Nelapadu', 'Nelapadu Main Road', 'E11 Road, Nelapadu'],
    },
    {
      name: 'Uddandarayunipalem',
      slug: 'uddandarayunipalem',
      pincode: '522237',
      latitude: 16.5329,
      longitude: 80.5186,
      landmarks: ['Amaravati foundation stone site', 'Krishna River bund', 'Seed Access Road'],
      streets: [
        'Uddandarayunipalem Main Road',
        'Karakatta Road, Uddandarayunipalem',
        'Lingayapalem Road',
      ],
    },
    {
      name: 'Neerukonda',
      slug: 'neerukonda',
      pincode: '522240',
      latitude: 16.4627,
      longitude: 80.5058,
      landmarks: ['SRM University AP', 'Kuragallu Road', 'Mangalagiri bypass'],
      streets: ['SRM University Road, Neerukonda', 'Neerukonda Main Road', 'Kuragallu Road'],
    },
    {
      name: 'Krishnayapalem',
      slug: 'krishnayapalem',
      pincode: '522503',
      latitude: 16.4716,
      longitude: 80.5331,
      landmarks: ['SRM University AP', 'Mangalagiri bypass', 'Amaravati Seed Access Road'],
      streets: [
        'Krishnayapalem Main Road',
        'Navuluru Road, Krishnayapalem',
        'E15 Road, Krishnayapalem',
      ],
    },
    {
      name: 'Nidamarru',
      slug: 'nidamarru',
      pincode: '522503',
      latitude: 16.4591,
      longitude: 80.5597,
      landmarks: ['AIIMS Mangalagiri', 'Mangalagiri bypass', 'Kuragallu Road'],
      streets: ['Nidamarru Main Road', 'Bethapudi Road, Nidamarru', 'Mangalagiri Road, Nidamarru'],
    },
    {
      name: 'Penumaka',
      slug: 'penumaka',
      pincode: '522501',
      latitude: 16.4884,
      longitude: 80.5712,
      landmarks: ['Undavalli Caves', 'Prakasam Barrage', 'Tadepalli bypass'],
      streets: ['Penumaka Main Road', 'Karakatta Road, Penumaka', 'Undavalli Road, Penumaka'],
    },
    {
      name: 'Navuluru',
      slug: 'navuluru',
      pincode: '522503',
      latitude: 16.4536,
      longitude: 80.5489,
      landmarks: ['AIIMS Mangalagiri', 'Mangalagiri bypass', 'Amaravati Township'],
      streets: ['Navuluru Main Road', 'Amaravati Township Road, Navuluru', 'Yerrabalem Road'],
    },
    {
      name: 'Inavolu',
      slug: 'inavolu',
      pincode: '522237',
      latitude: 16.4947,
      longitude: 80.4991,
      landmarks: ['VIT-AP University', 'Andhra Pradesh High Court', 'Seed Access Road'],
      streets: ['VIT-AP Road, Inavolu', 'Inavolu Main Road', 'Seed Access Road, Inavolu'],
    },
  ],
};

const VIJAYAWADA: SeedCity = {
  name: 'Vijayawada',
  slug: 'vijayawada',
  latitude: 16.5062,
  longitude: 80.648,
  sortOrder: 3,
  areas: [
    {
      name: 'Benz Circle',
      slug: 'benz-circle',
      pincode: '520010',
      latitude: 16.4993,
      longitude: 80.6559,
      landmarks: ['PVP Square Mall', 'Benz Circle flyover (NH-16)', 'Siddhartha Medical College'],
      streets: ['MG Road, Benz Circle', 'Gurunanak Colony Road', 'NH-16 Service Road, Benz Circle'],
    },
    {
      name: 'Labbipet',
      slug: 'labbipet',
      pincode: '520010',
      latitude: 16.5022,
      longitude: 80.6442,
      landmarks: ['PVP Square Mall', 'Indira Gandhi Municipal Stadium', 'MG Road'],
      streets: ['MG Road, Labbipet', 'Labbipet Main Road', 'Pushpa Hotel Road, Labbipet'],
    },
    {
      name: 'Patamata',
      slug: 'patamata',
      pincode: '520010',
      latitude: 16.4921,
      longitude: 80.6676,
      landmarks: ['NTR Circle', 'Dr. NTR University of Health Sciences', 'Benz Circle'],
      streets: ['Patamata Lanka Road', 'Eenadu Colony, Patamata', 'Auto Nagar Road, Patamata'],
    },
    {
      name: 'Governorpet',
      slug: 'governorpet',
      pincode: '520002',
      latitude: 16.5127,
      longitude: 80.6279,
      landmarks: ['Pandit Nehru Bus Station', 'Rajiv Gandhi Park', 'Vijayawada Railway Station'],
      streets: ['Besant Road, Governorpet', 'Eluru Road, Governorpet', 'Bandar Road, Governorpet'],
    },
    {
      name: 'Moghalrajpuram',
      slug: 'moghalrajpuram',
      pincode: '520010',
      latitude: 16.5077,
      longitude: 80.6468,
      landmarks: ['Moghalrajpuram Caves', 'Siddhartha Public School', 'PVP Square Mall'],
      streets: [
        'Siddhartha Nagar, Moghalrajpuram',
        'Krishnaveni Road, Moghalrajpuram',
        'Moghalrajpuram Main Road',
      ],
    },
    {
      name: 'Gunadala',
      slug: 'gunadala',
      pincode: '520004',
      latitude: 16.5231,
      longitude: 80.6657,
      landmarks: ['Gunadala Matha Shrine', 'Eluru Road', 'Ramavarappadu Ring'],
      streets: ['Gunadala Main Road', 'Eluru Road, Gunadala', 'Padavalarevu Road, Gunadala'],
    },
    {
      name: 'Auto Nagar',
      slug: 'auto-nagar',
      pincode: '520007',
      latitude: 16.4871,
      longitude: 80.6805,
      landmarks: ['Auto Nagar Gate', 'NTR Circle', 'Machilipatnam Road (NH-65)'],
      streets: [
        'Auto Nagar Main Road',
        'Bandar Road, Auto Nagar',
        'Industrial Estate Road, Auto Nagar',
      ],
    },
    {
      name: 'Kanuru',
      slug: 'kanuru',
      pincode: '520007',
      latitude: 16.4856,
      longitude: 80.6948,
      landmarks: ['VR Siddhartha Engineering College', 'Machilipatnam Road (NH-65)', 'Auto Nagar'],
      streets: ['Kanuru Main Road', 'Sanath Nagar, Kanuru', 'Siddhartha College Road, Kanuru'],
    },
    {
      name: 'Poranki',
      slug: 'poranki',
      pincode: '521137',
      latitude: 16.4742,
      longitude: 80.7118,
      landmarks: ['Machilipatnam Road (NH-65)', 'VR Siddhartha Engineering College', 'Penamaluru'],
      streets: ['Poranki Main Road', 'Thummalapalem Road, Poranki', 'Bandar Road, Poranki'],
    },
    {
      name: 'Bhavanipuram',
      slug: 'bhavanipuram',
      pincode: '520012',
      latitude: 16.5291,
      longitude: 80.5955,
      landmarks: ['Bhavani Island', 'Kanaka Durga Temple', 'Prakasam Barrage'],
      streets: [
        'Bhavanipuram Main Road',
        'HB Colony, Bhavanipuram',
        'Karakatta Road, Bhavanipuram',
      ],
    },
    {
      name: 'Gollapudi',
      slug: 'gollapudi',
      pincode: '521225',
      latitude: 16.5418,
      longitude: 80.5781,
      landmarks: [
        'Gollapudi Market Yard',
        'Vijayawada–Hyderabad Highway (NH-65)',
        'Bhavani Island',
      ],
      streets: [
        'Gollapudi Main Road',
        'Mylavaram Road, Gollapudi',
        'NH-65 Service Road, Gollapudi',
      ],
    },
    {
      name: 'Ajit Singh Nagar',
      slug: 'ajit-singh-nagar',
      pincode: '520015',
      latitude: 16.5352,
      longitude: 80.6301,
      landmarks: ['Singh Nagar flyover', 'Vijayawada Railway Station', 'Budameru bridge'],
      streets: [
        'Ajit Singh Nagar Main Road',
        'Nandamuri Nagar, Ajit Singh Nagar',
        'Vambay Colony Road',
      ],
    },
    {
      name: 'Suryaraopet',
      slug: 'suryaraopet',
      pincode: '520002',
      latitude: 16.5112,
      longitude: 80.6356,
      landmarks: ['Government General Hospital, Vijayawada', 'Rajiv Gandhi Park', 'Eluru Road'],
      streets: [
        'Kovelamudi Street, Suryaraopet',
        'Pushpa Hotel Road, Suryaraopet',
        'Eluru Road, Suryaraopet',
      ],
    },
    {
      name: 'Satyanarayanapuram',
      slug: 'satyanarayanapuram',
      pincode: '520011',
      latitude: 16.5206,
      longitude: 80.6338,
      landmarks: ['Vijayawada Railway Station', 'Satyanarayanapuram Railway Gate', 'Eluru Road'],
      streets: [
        'Satyanarayanapuram Main Road',
        'Sivalayam Street, Satyanarayanapuram',
        'Bhagat Singh Road',
      ],
    },
    {
      name: 'Ramavarappadu',
      slug: 'ramavarappadu',
      pincode: '521108',
      latitude: 16.5218,
      longitude: 80.6842,
      landmarks: [
        'Ramavarappadu Ring',
        'Vijayawada Inner Ring Road',
        'Gannavaram Airport Road (NH-16)',
      ],
      streets: ['Ramavarappadu Main Road', 'Ring Road, Ramavarappadu', 'Prasadampadu Road'],
    },
  ],
};

export const REGION: readonly SeedCity[] = [GUNTUR, AMARAVATI, VIJAYAWADA];

export function findArea(citySlug: string, areaSlug: string): { city: SeedCity; area: SeedArea } {
  const city = REGION.find((c) => c.slug === citySlug);
  const area = city?.areas.find((a) => a.slug === areaSlug);
  if (!city || !area) throw new Error(`Unknown seed place ${citySlug}/${areaSlug}`);
  return { city, area };
}
