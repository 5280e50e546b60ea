// Club facts that change rarely and are not edited from the admin area. Safe to import on the client.

export type Coach = {
  name: string;
  position: string;
  experience: string;
  certifications: string[];
  bio: string;
  imageUrl: string;
};

export type AdministrativeStaffMember = {
  name: string;
  position: string;
  department: string;
  responsibilities: string[];
  email: string;
  phone: string;
  imageUrl: string;
};

export const club = {
  name: "Rising Stars Football Club",
  shortName: "Rising Stars FC",
  shopName: "Rising Stars Shop",
  tagline: "Developing Future Champions Through Excellence, Teamwork, and Passion",
  foundedYear: 2009,
  city: "Nairobi",
  country: "Kenya",
  address: "Rising Stars Training Ground, Ngong Road, Nairobi, Kenya",
  officeHours: "Monday to Friday, 8:00 AM to 5:00 PM",
  phone: "+254 712 345 678",
  email: "info@risingstarsfc.co.ke",
  academyPhone: "+254 712 345 679",
  academyEmail: "academy@risingstarsfc.co.ke",
  emailDomain: "risingstarsfc.co.ke",
  logoUrl: "/images/crest.svg",
} as const;

/** The fixed coaching staff: exactly four. */
export const coachingStaff: Coach[] = [
  {
    name: "James Otieno Odhiambo",
    position: "Head Coach",
    experience: "15 years",
    certifications: ["CAF A Licence", "FKF Elite Coaching Certificate", "Sports First Aid (Kenya Red Cross)"],
    bio: "A former Kenyan Premier League midfielder, James has led the senior side since 2015. His teams press high, play out from the back and are known for their discipline. He has guided five of our academy graduates into professional contracts in Kenya and abroad.",
    imageUrl: "/images/staff/james-otieno-odhiambo.svg",
  },
  {
    name: "Grace Wanjiru Kamau",
    position: "Youth Academy Director",
    experience: "12 years",
    certifications: ["CAF B Licence", "FKF Youth Development Diploma", "Safeguarding in Sport Certificate"],
    bio: "Grace built our academy curriculum from the ground up, from the U-9 fun sessions to the U-19 development squad. A qualified teacher, she makes sure every player keeps up with school while growing on the pitch, and she leads our partnership with local schools in Dagoretti and Kibera.",
    imageUrl: "/images/staff/grace-wanjiru-kamau.svg",
  },
  {
    name: "Peter Mutua Kilonzo",
    position: "Assistant Coach",
    experience: "9 years",
    certifications: ["CAF B Licence", "UEFA Grassroots C Certificate", "Performance Analysis Level 1"],
    bio: "Peter joined Rising Stars as a player in our first season and returned as a coach after studying sports science at Kenyatta University. He runs our video analysis, plans the weekly training cycle and works closely with the defenders on positioning and organisation.",
    imageUrl: "/images/staff/peter-mutua-kilonzo.svg",
  },
  {
    name: "Samuel Kiprop Cheruiyot",
    position: "Goalkeeping Coach",
    experience: "11 years",
    certifications: ["CAF Goalkeeping Licence (Level 2)", "CAF C Licence", "Strength and Conditioning Certificate"],
    bio: "Samuel kept goal for clubs in Eldoret and Nairobi for a decade before turning to coaching. His sessions blend agility, handling and decision making, and his goalkeepers have earned three golden glove awards in the Nairobi youth leagues.",
    imageUrl: "/images/staff/samuel-kiprop-cheruiyot.svg",
  },
];

/** The fixed administrative staff: exactly six. */
export const administrativeStaff: AdministrativeStaffMember[] = [
  {
    name: "Margaret Achieng Owino",
    position: "General Manager",
    department: "Administration",
    responsibilities: [
      "Day-to-day running of the club",
      "Board and league liaison",
      "Partnerships and sponsorship agreements",
    ],
    email: "margaret.owino@risingstarsfc.co.ke",
    phone: "+254 722 418 305",
    imageUrl: "/images/staff/margaret-achieng-owino.svg",
  },
  {
    name: "David Kariuki Njoroge",
    position: "Finance Manager",
    department: "Finance",
    responsibilities: ["Budgets and financial reporting", "Academy fees and bursaries", "Shop and membership payments"],
    email: "david.njoroge@risingstarsfc.co.ke",
    phone: "+254 733 582 917",
    imageUrl: "/images/staff/david-kariuki-njoroge.svg",
  },
  {
    name: "Faith Nyambura Mwangi",
    position: "Academy Coordinator",
    department: "Academy",
    responsibilities: [
      "Processing academy registrations",
      "Training schedules and parent communication",
      "Player records and school liaison",
    ],
    email: "faith.mwangi@risingstarsfc.co.ke",
    phone: "+254 711 203 648",
    imageUrl: "/images/staff/faith-nyambura-mwangi.svg",
  },
  {
    name: "Brian Omondi Ouma",
    position: "Communications Officer",
    department: "Media and Communications",
    responsibilities: ["Website, news and blog content", "Social media and match-day coverage", "Press and media enquiries"],
    email: "brian.ouma@risingstarsfc.co.ke",
    phone: "+254 745 119 862",
    imageUrl: "/images/staff/brian-omondi-ouma.svg",
  },
  {
    name: "Esther Wambui Gitau",
    position: "Player Welfare Officer",
    department: "Player Welfare",
    responsibilities: ["Safeguarding and child protection", "Player wellbeing and mentoring", "Medical and emergency contact records"],
    email: "esther.gitau@risingstarsfc.co.ke",
    phone: "+254 720 774 031",
    imageUrl: "/images/staff/esther-wambui-gitau.svg",
  },
  {
    name: "Kevin Mwenda Muriuki",
    position: "Operations Manager",
    department: "Operations",
    responsibilities: ["Match-day logistics and transport", "Training ground and equipment", "Kit and merchandise stock"],
    email: "kevin.muriuki@risingstarsfc.co.ke",
    phone: "+254 768 340 559",
    imageUrl: "/images/staff/kevin-mwenda-muriuki.svg",
  },
];

/** Weekly sessions at the training ground (footer "Training" link). */
export const trainingSchedule = [
  { group: "Academy U-11 to U-15", days: "Tuesday and Thursday", time: "4:00 PM to 6:00 PM" },
  { group: "Academy U-17 and U-19", days: "Monday, Wednesday and Friday", time: "4:00 PM to 6:30 PM" },
  { group: "All academy groups", days: "Saturday", time: "8:00 AM to 11:00 AM" },
  { group: "Senior team", days: "Tuesday to Friday", time: "6:30 AM to 8:30 AM" },
] as const;

/**
 * The club's age in whole years, from `club.foundedYear` and the current year in Nairobi: the one
 * source for every "years" figure (the statistics band, the About section, the API's `yearsActive`),
 * so no stored or written number goes stale.
 */
export function clubYearsActive(now = new Date()): number {
  const year = Number(new Intl.DateTimeFormat("en-KE", { year: "numeric", timeZone: "Africa/Nairobi" }).format(now));
  return year - club.foundedYear;
}
