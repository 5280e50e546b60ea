// Landing page content for a fresh database: the headline figures, news and the squad. Pure data (no
// database access), so scripts/generate-images.ts can draw the player avatars from the same list.
import { club } from "~/config/club";
import type { clubStats, news, players } from "~/db/schema";
import { iso, paragraphs } from "./format";

/** The headline figures; years active counts from the founding year to the year of seeding. */
export function seedClubStats(now = new Date()): typeof clubStats.$inferInsert {
  return {
    activePlayers: 124,
    matchesWon: 342,
    trophies: 12,
    yearsActive: now.getUTCFullYear() - club.foundedYear,
  };
}

export const seedNews: (typeof news.$inferInsert)[] = [
  {
    title: "Okoth Double Sinks Kariobangi Sharks Juniors in Nairobi Derby",
    category: "Match Report",
    imageUrl: "/images/news/derby-victory.webp",
    publishedAt: iso("2026-11-16T17:45:00Z"),
    excerpt:
      "Michael Okoth scored twice in the second half as our U-19 side came from behind to beat Kariobangi Sharks Juniors 3-1 in front of a packed Ngong Road crowd.",
    content: paragraphs(
      "It was not the start Coach James Otieno wanted. Kariobangi Sharks Juniors took the lead after eleven minutes when a long throw was flicked on at the near post, and for much of the first half our midfield struggled to get a foothold against a side that pressed with real intensity.",
      "The turning point came just before the break. Yusuf Omar won the ball back on the halfway line, found Allan Wekesa in space, and his first-time cross was turned in by Eric Mwenda for 1-1. The dressing room at half-time was calm: keep the ball, move it quicker, and trust the shape.",
      "Michael Okoth did the rest. He curled the second into the top corner from the edge of the box on 58 minutes and sealed the win with a cool finish past the keeper after a one-two with Mwenda twenty minutes later. At the other end, Brian Langat made two sharp saves to protect the lead.",
      "\"The boys showed character,\" said Otieno after the match. \"We were second best for half an hour, but they never stopped believing in the way we play.\" The result moves Rising Stars up to second in the Nairobi Youth League with four matches remaining.",
    ),
  },
  {
    title: "January Academy Intake: Trials Open for U-9 to U-17 Players",
    category: "Academy",
    imageUrl: "/images/news/academy-intake.webp",
    publishedAt: iso("2026-11-12T08:00:00Z"),
    excerpt:
      "Registration for the January 2027 academy intake is now open. Trials take place over two Saturdays at the Ngong Road Training Ground, and every child gets a fair look.",
    content: paragraphs(
      "The Rising Stars Youth Academy is opening its doors for the January 2027 intake. Boys and girls aged 8 to 17 can register online through the Player Registration page, and our coaches will invite every registered player to an open trial session.",
      "Trials run on Saturday 5 December and Saturday 12 December from 8:00 AM at the Ngong Road Training Ground. Players should bring boots or trainers, shin pads, a water bottle and a parent or guardian. Sessions are relaxed and fun: we are looking for attitude, willingness to learn and love of the game as much as for ability.",
      "Academy Director Grace Wanjiru explains: \"Some of our best players arrived at their first trial without boots. We want families across Nairobi to know that talent matters to us, not background. Our bursary programme covers fees for players whose families cannot afford them.\"",
      "Places are limited to keep our coach-to-player ratio at one to twelve. Parents will hear from our Academy Coordinator within 48 hours of registering, with details of the trial group and what to expect on the day.",
    ),
  },
  {
    title: "Unveiled: The 2026/27 Home and Away Kits",
    category: "Club News",
    imageUrl: "/images/news/new-home-kit.webp",
    publishedAt: iso("2026-10-28T10:00:00Z"),
    excerpt:
      "Bold orange at home and deep navy away: the new Rising Stars kits were launched by academy players at a community evening in Dagoretti and are now on sale in the club shop.",
    content: paragraphs(
      "The new season's kits are here. The home shirt keeps the club's signature orange, now with a subtle pattern of stars across the chest that celebrates every player who has come through our academy since 2009. The away shirt is deep navy with orange trim on the collar and cuffs.",
      "Both shirts are made from a lightweight, breathable fabric chosen for Nairobi afternoons, and the junior sizes are cut to last through a growth spurt. The kits were modelled on launch night by players from our U-13 and U-17 squads, who also helped choose the final design in a vote at the training ground.",
      "\"Supporters told us they wanted something they could wear with pride on match day and around town,\" said General Manager Margaret Achieng. \"Every shirt sold helps fund bursaries for academy players.\"",
      "Home and away shirts are available now in the Rising Stars Shop in adult and junior sizes, alongside matching shorts, socks and a new supporters' scarf.",
    ),
  },
  {
    title: "Free Coaching Clinic Brings 200 Children to Kibera",
    category: "Community",
    imageUrl: "/images/news/community-clinic.webp",
    publishedAt: iso("2026-10-17T14:30:00Z"),
    excerpt:
      "Our coaches and senior players spent a Saturday running games, skills stations and a first-aid talk for more than 200 children at the Kibera community grounds.",
    content: paragraphs(
      "More than 200 children turned up on Saturday for the club's free community coaching clinic in Kibera, the biggest turnout since we started the clinics in 2016. Twelve coaches and fifteen senior players ran skills stations, small-sided games and a penalty competition that lasted well into the afternoon.",
      "Player Welfare Officer Esther Wambui led a short session for parents on hydration, safe training and recognising concussion, and our partners at a local clinic offered free eye tests. Every child went home with a Rising Stars wristband and a certificate.",
      "Captain Dennis Onyango, who first played football on the same grounds, said: \"I was one of these kids. Seeing their faces when they score reminds all of us why we play.\"",
      "Six players from the clinic have been invited to attend our January academy trials. The next community clinic takes place in Kawangware in February.",
    ),
  },
  {
    title: "U-17 Girls Crowned Nairobi County Champions",
    category: "Academy",
    imageUrl: "/images/news/u17-champions.webp",
    publishedAt: iso("2026-09-27T16:00:00Z"),
    excerpt:
      "Our U-17 girls completed an unbeaten season with a 2-0 win over Kasarani Queens, lifting the Nairobi County title for the first time in the club's history.",
    content: paragraphs(
      "History was made at Camp Toyoyo on Saturday as our U-17 girls beat Kasarani Queens 2-0 to be crowned Nairobi County champions. The title caps an unbeaten season of eleven wins and three draws, with only four goals conceded.",
      "Goals from Wanjiku Mwangi and Amina Hassan, one in each half, settled a tense final. Goalkeeper Cynthia Atieno kept her ninth clean sheet of the season with a fine late save from a free kick.",
      "The squad was formed only three years ago, when the academy opened its first girls' group with fourteen players. Today more than forty girls train with the club every week. \"This trophy belongs to every girl who has put on a Rising Stars shirt,\" said Academy Director Grace Wanjiru.",
      "The team will represent Nairobi at the national schools and clubs tournament in Kisumu in December.",
    ),
  },
  {
    title: "Floodlights Switched On at the Ngong Road Training Ground",
    category: "Club News",
    imageUrl: "/images/news/floodlights-upgrade.webp",
    publishedAt: iso("2026-09-12T19:00:00Z"),
    excerpt:
      "New LED floodlights mean our academy groups can now train safely after dark, adding fourteen hours of pitch time every week.",
    content: paragraphs(
      "After eighteen months of fundraising, the new LED floodlights at the Ngong Road Training Ground were switched on this week. The four towers light the main pitch to match standard and use less than half the power of the old lamps.",
      "The lights make a real difference for players who come to training straight from school. Sessions for the U-15 and U-17 groups can now run until 8:30 PM on weekdays, adding fourteen hours of pitch time every week and easing pressure on weekend slots.",
      "The project was funded by members, parents, local businesses and a matchday bucket collection that raised more than KES 600,000 on its own. Operations Manager Kevin Mwenda thanked everyone who contributed: \"This was built by our community, one shilling at a time.\"",
      "The first floodlit fixture, a friendly between our senior side and an invitational Nairobi XI, will take place later this month.",
    ),
  },
  {
    title: "Scholarship Partnership Keeps Academy Players in School",
    category: "Academy",
    imageUrl: "/images/news/scholarship-partnership.webp",
    publishedAt: iso("2026-08-29T09:30:00Z"),
    excerpt:
      "A new partnership with three Nairobi secondary schools will provide full and partial scholarships for twenty academy players from next term.",
    content: paragraphs(
      "Rising Stars FC has signed a scholarship partnership with three secondary schools in Nairobi. From the January term, twenty academy players will receive full or partial scholarships, with places awarded on the basis of need, school attendance and commitment at training.",
      "The club has always insisted that education comes first. Academy players keep a homework diary, and coaches check school reports each term. Players who fall behind get support from volunteer tutors, many of them former academy members now at university.",
      "\"Football careers can be short, and only a few reach the top,\" said Academy Director Grace Wanjiru. \"We want every player who leaves us to have choices, whether that is a professional contract, a university place or a good job.\"",
      "Families interested in the scholarship programme can ask for details at the academy office or by e-mail.",
    ),
  },
  {
    title: "Pre-Season Camp in Naivasha Sets the Tone",
    category: "Club News",
    imageUrl: "/images/news/preseason-camp.webp",
    publishedAt: iso("2026-08-14T12:00:00Z"),
    excerpt:
      "The senior squad and U-19 group spent a week at altitude in Naivasha, combining double sessions with team building by the lake.",
    content: paragraphs(
      "Thirty-two players travelled to Naivasha for a week-long pre-season camp, the club's first residential camp since 2019. Mornings were dedicated to fitness and ball work, afternoons to tactical sessions, and evenings to video analysis led by Assistant Coach Peter Mutua.",
      "The camp ended with a friendly against a local select side, won 4-2, and a morning of team-building activities by the lake that left the squad soaked and laughing.",
      "Head Coach James Otieno was pleased with what he saw: \"The younger players stepped up and the older ones looked after them. That is what a club should be.\"",
      "The league season begins at Ngong Road on the first Saturday of September.",
    ),
  },
];

export const seedPlayers: (typeof players.$inferInsert)[] = [
  {
    name: "Brian Kipchumba Langat",
    position: "Goalkeeper",
    age: 17,
    saves: 64,
    bio: "A calm, commanding goalkeeper from Kericho who joined the academy at eleven. Quick off his line and excellent with his feet, he is the first choice for the U-19 side.",
    imageUrl: "/images/players/brian-kipchumba-langat.svg",
  },
  {
    name: "Collins Wafula Simiyu",
    position: "Goalkeeper",
    age: 22,
    saves: 88,
    bio: "The senior side's number one, known for his reflexes and his voice. Collins mentors the academy goalkeepers and has saved four penalties this season.",
    imageUrl: "/images/players/collins-wafula-simiyu.svg",
  },
  {
    name: "Emmanuel Kiprono Bett",
    position: "Goalkeeper",
    age: 15,
    saves: 31,
    bio: "Tall and brave, Emmanuel moved up to the U-17 group this year after an outstanding season with the U-15s. He spends extra sessions working on distribution.",
    imageUrl: "/images/players/emmanuel-kiprono-bett.svg",
  },
  {
    name: "Dennis Ochieng Onyango",
    position: "Defender",
    age: 18,
    tackles: 92,
    assists: 2,
    goals: 3,
    bio: "Club captain at eighteen. A centre-back who reads the game brilliantly, Dennis first played football at our community clinics in Kibera.",
    imageUrl: "/images/players/dennis-ochieng-onyango.svg",
  },
  {
    name: "Ian Kiprotich Sang",
    position: "Defender",
    age: 16,
    tackles: 58,
    assists: 4,
    bio: "An energetic left-back who loves to overlap. Ian combines training with top grades at school and dreams of playing in the Kenyan Premier League.",
    imageUrl: "/images/players/ian-kiprotich-sang.svg",
  },
  {
    name: "Victor Mwangi Kamau",
    position: "Defender",
    age: 19,
    tackles: 71,
    goals: 2,
    bio: "Strong in the air and composed on the ball, Victor has been with the club since the U-9s and is in his final season with the youth side.",
    imageUrl: "/images/players/victor-mwangi-kamau.svg",
  },
  {
    name: "Hassan Abdi Noor",
    position: "Defender",
    age: 23,
    tackles: 104,
    assists: 3,
    bio: "An experienced right-back from Eastleigh who joined the senior squad from a Nairobi Super League side. Hassan's consistency has made him a fan favourite.",
    imageUrl: "/images/players/hassan-abdi-noor.svg",
  },
  {
    name: "Kelvin Njuguna Wairimu",
    position: "Midfielder",
    age: 17,
    assists: 14,
    goals: 5,
    bio: "A creative playmaker with a lovely left foot. Kelvin leads the U-19 side in assists and takes most of the team's set pieces.",
    imageUrl: "/images/players/kelvin-njuguna-wairimu.svg",
  },
  {
    name: "Allan Wekesa Barasa",
    position: "Midfielder",
    age: 20,
    assists: 11,
    goals: 4,
    bio: "A box-to-box midfielder from Bungoma with endless energy. Allan graduated from the academy last year and has quickly become a regular in the senior team.",
    imageUrl: "/images/players/allan-wekesa-barasa.svg",
  },
  {
    name: "Yusuf Omar Juma",
    position: "Midfielder",
    age: 18,
    assists: 8,
    goals: 2,
    tackles: 12,
    bio: "A tidy defensive midfielder who rarely gives the ball away. Yusuf is studying for his KCSE exams and still never misses a training session.",
    imageUrl: "/images/players/yusuf-omar-juma.svg",
  },
  {
    name: "Emmanuel Kiplagat Ruto",
    position: "Midfielder",
    age: 15,
    assists: 9,
    goals: 6,
    bio: "The youngest member of the U-17 squad, Kiplagat is quick, brave and always looking for the forward pass. Coaches see a bright future for him.",
    imageUrl: "/images/players/emmanuel-kiplagat-ruto.svg",
  },
  {
    name: "Michael Otieno Okoth",
    position: "Forward",
    age: 19,
    goals: 21,
    assists: 6,
    bio: "The U-19 top scorer, Michael is a clinical finisher with both feet. His two goals in the Nairobi derby this season were the talk of Ngong Road.",
    imageUrl: "/images/players/michael-otieno-okoth.svg",
  },
  {
    name: "Eric Mwenda Kimathi",
    position: "Forward",
    age: 16,
    goals: 13,
    assists: 7,
    bio: "A lightning-quick winger from Meru who loves to take on defenders. Eric is also a fine sprinter and runs for his school athletics team.",
    imageUrl: "/images/players/eric-mwenda-kimathi.svg",
  },
  {
    name: "John Baraka Mutiso",
    position: "Forward",
    age: 21,
    goals: 15,
    assists: 5,
    bio: "A powerful centre-forward who holds the ball up well and brings others into play. Baraka returned from a knee injury this season stronger than ever.",
    imageUrl: "/images/players/john-baraka-mutiso.svg",
  },
  {
    name: "Felix Ouma Odera",
    position: "Forward",
    age: 24,
    goals: 18,
    assists: 9,
    bio: "The senior team's vice-captain and most experienced forward. Felix came through the academy's very first intake in 2009 and now coaches the U-11s on Saturdays.",
    imageUrl: "/images/players/felix-ouma-odera.svg",
  },
  {
    name: "Samuel Njoroge Macharia",
    position: "Defender",
    age: 15,
    tackles: 39,
    bio: "A versatile defender who can play anywhere across the back line. Samuel's tackling and positional sense have impressed coaches at every age group.",
    imageUrl: "/images/players/samuel-njoroge-macharia.svg",
  },
];
