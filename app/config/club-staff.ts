// The club's fixed coaching and administrative staff (the home page's staff sections, the seed's staff
// accounts). Apart from config/club.ts, so the club's facts every page's script needs do not carry them.

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

/** The id of a coach's card in the home page's coaching staff section ("coach-peter-mutua-kilonzo"). */
export const coachAnchor = (name: string) => `coach-${name.toLowerCase().trim().replace(/\s+/g, "-")}`;

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
