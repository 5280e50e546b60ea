// Sample content for a fresh database. Every table is filled only while it is empty, so running the
// seed again (or on every boot) never duplicates or overwrites anything an administrator changed.
import { count, inArray } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { administrativeStaff, club } from "~/config/club";
import type { Db } from "~/db/client.server";
import {
  adminEmails,
  blogCategories,
  blogComments,
  blogPosts,
  blogTags,
  clubStats,
  emailTemplates,
  exclusiveContent,
  galleryImages,
  membershipBenefits,
  merchandise,
  news,
  players,
  staffEmails,
} from "~/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

/** Normalises a readable UTC date to the exact `Date#toISOString()` format used everywhere. */
const iso = (value: string) => new Date(value).toISOString();
const paragraphs = (...parts: string[]) => parts.join("\n\n");
export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
export const readingTimeFor = (text: string) => Math.max(1, Math.ceil(countWords(text) / 200));
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

function isEmpty(db: Executor, table: SQLiteTable): boolean {
  const row = db.select({ n: count() }).from(table).get();
  return (row?.n ?? 0) === 0;
}

// ---------------------------------------------------------------- landing page

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

export const seedGallery: (typeof galleryImages.$inferInsert)[] = [
  {
    imageUrl: "/images/gallery/training-drills.webp",
    alt: "Academy players dribbling through orange cones during an afternoon training drill",
    caption: "Tuesday ball-mastery drills with the U-15s",
  },
  {
    imageUrl: "/images/gallery/match-day.webp",
    alt: "Rising Stars players in orange kits contesting the ball with opponents in front of a full stand",
    caption: "Match day at Ngong Road",
  },
  {
    imageUrl: "/images/gallery/trophy.webp",
    alt: "A golden trophy on a plinth under spotlights with orange and navy confetti",
    caption: "The Nairobi County U-17 trophy comes home",
  },
  {
    imageUrl: "/images/gallery/academy-kids.webp",
    alt: "Silhouettes of young academy players walking onto the pitch at sunset",
    caption: "Our youngest stars heading out for their first session",
  },
  {
    imageUrl: "/images/gallery/stadium-lights.webp",
    alt: "Floodlight towers shining over an empty pitch at night",
    caption: "The new floodlights at the training ground",
  },
  {
    imageUrl: "/images/gallery/celebrations.webp",
    alt: "Players celebrating a goal with arms raised as confetti falls",
    caption: "Celebrating the derby winner",
  },
  {
    imageUrl: "/images/gallery/team-bus.webp",
    alt: "The navy and orange Rising Stars team bus on the road with the Nairobi skyline behind",
    caption: "On the road to an away fixture",
  },
  {
    imageUrl: "/images/gallery/community-day.webp",
    alt: "Families, tents and children playing football at a community day",
    caption: "Community day in Kibera",
  },
  {
    imageUrl: "/images/gallery/goalkeeper-save.webp",
    alt: "A goalkeeper diving to push the ball past the post",
    caption: "Brian Langat at full stretch",
  },
  {
    imageUrl: "/images/gallery/sunset-training.webp",
    alt: "A team huddle on the training pitch under an orange evening sky",
    caption: "End-of-session huddle",
  },
].map((image, index) => ({
  ...image,
  width: 1200,
  height: 800,
  // Spread over the last weeks so "recent uploads" and ordering look natural.
  createdAt: iso(`2026-${index < 5 ? "10" : "11"}-${String(3 + (index % 5) * 4).padStart(2, "0")}T09:00:00Z`),
}));

// ---------------------------------------------------------------- blog

export const seedBlogCategories = [
  {
    name: "Match Reports",
    slug: "match-reports",
    color: "#10b981",
    icon: "Trophy",
    description: "Reports, goals and talking points from every Rising Stars fixture.",
  },
  {
    name: "Academy",
    slug: "academy-news",
    color: "#3b82f6",
    icon: "GraduationCap",
    description: "News from the youth academy: intakes, camps, school partnerships and graduates.",
  },
  {
    name: "Player Profiles",
    slug: "player-profiles",
    color: "#f59e0b",
    icon: "User",
    description: "Get to know the players behind the shirt numbers.",
  },
  {
    name: "Club News",
    slug: "club-news",
    color: "#ef4444",
    icon: "Megaphone",
    description: "Announcements, partnerships and updates from around the club.",
  },
  {
    name: "Training",
    slug: "training",
    color: "#8b5cf6",
    icon: "Dumbbell",
    description: "Sessions, drills, fitness and nutrition advice from our coaching staff.",
  },
] as const;

type SeedPost = {
  title: string;
  slug: string;
  category: (typeof seedBlogCategories)[number]["slug"];
  author: string;
  tags: string[];
  excerpt: string;
  content: string;
  featuredImage: string;
  publishedAt: string | null;
  viewCount: number;
};

export const seedBlogPosts: SeedPost[] = [
  {
    title: "Rising Stars 3-1 Kariobangi Sharks Juniors: Okoth Double Seals the Derby",
    slug: "rising-stars-3-1-kariobangi-sharks-juniors",
    category: "match-reports",
    author: "Brian Omondi",
    tags: ["U-19", "Nairobi Youth League", "Derby"],
    featuredImage: "/images/blog/derby-report.webp",
    publishedAt: iso("2026-11-16T19:00:00Z"),
    viewCount: 1284,
    excerpt:
      "A slow start, a sharp equaliser and two moments of quality from Michael Okoth: how the U-19s turned the Nairobi derby around.",
    content: paragraphs(
      "Derby days at Ngong Road always bring a crowd, and Saturday was no exception. Parents, former players and neighbours lined the touchline from early afternoon, and the noise when the teams walked out would not have been out of place at Nyayo Stadium.",
      "Kariobangi Sharks Juniors started the brighter side. They pressed high, forced our centre-backs into long balls and took the lead on eleven minutes when a long throw was flicked on at the near post. For half an hour we chased shadows, and Brian Langat had to be alert to stop a second goal from a low drive.",
      "The equaliser came from the kind of move the coaches drill every Tuesday. Yusuf Omar stepped in to win the ball, played it forward first time to Allan Wekesa, and his low cross was swept home by Eric Mwenda. The crowd found its voice, and the team found its rhythm.",
      "At half-time Coach James Otieno asked for patience. Move the ball faster, use the width, and wait for the gaps. Thirteen minutes after the restart, Michael Okoth cut inside from the left and curled a shot into the top corner. It was a goal worthy of winning any match.",
      "Okoth's second was about composure rather than power. A neat one-two with Mwenda took him through on goal, and he waited for the keeper to commit before rolling the ball into the corner. Sharks pushed forward in the closing stages, but Dennis Onyango and Victor Mwangi won everything in the air.",
      "The win lifts the U-19s to second in the Nairobi Youth League. Next up is a trip to Thika, where the team will look to keep the pressure on the leaders.",
    ),
  },
  {
    title: "Nairobi U-19 Cup Final: Ten Men Hold On for a Famous Win",
    slug: "nairobi-u19-cup-final-report",
    category: "match-reports",
    author: "Brian Omondi",
    tags: ["U-19", "Cup Final", "Trophy"],
    featuredImage: "/images/blog/cup-final.webp",
    publishedAt: iso("2026-10-26T18:30:00Z"),
    viewCount: 2150,
    excerpt:
      "Down to ten men for the last half hour, the U-19s defended with heart to beat Mathare Youth 1-0 and lift the Nairobi U-19 Cup.",
    content: paragraphs(
      "Some trophies are won with flair and some with grit. The Nairobi U-19 Cup belongs firmly in the second group. Kelvin Njuguna's first-half free kick was the only goal of a tense final against Mathare Youth at Camp Toyoyo, and what followed was an hour of determined defending.",
      "The free kick itself was a thing of beauty. Fouled twenty-five yards out, Njuguna took two steps and bent the ball over the wall and inside the post, leaving the goalkeeper rooted to the spot. The travelling supporters behind the goal jumped as one.",
      "Things became harder on the hour when Ian Sang was shown a second yellow card for a mistimed challenge. Coach Otieno moved Yusuf Omar into the back line and asked the forwards to defend from the front. Michael Okoth ran himself into the ground, chasing every pass.",
      "Mathare threw everything forward in the last ten minutes. Brian Langat made a superb double save from a corner, and captain Dennis Onyango blocked a goal-bound shot with his chest in stoppage time. When the final whistle came, several players simply fell to the grass.",
      "\"I am proud of the football we play, but I am prouder of this,\" said Otieno. \"When it was hard, nobody hid. That is what we teach in the academy from the age of nine.\"",
      "The trophy will be on display at the clubhouse for the rest of the season. Supporters are welcome to come and take a photograph with it on training evenings.",
    ),
  },
  {
    title: "Under-15s Share the Points in Thika",
    slug: "under-15s-draw-in-thika",
    category: "match-reports",
    author: "Peter Mutua",
    tags: ["U-15", "Away Day"],
    featuredImage: "/images/blog/u15-thika.webp",
    publishedAt: iso("2026-08-30T15:00:00Z"),
    viewCount: 436,
    excerpt:
      "A 2-2 draw on a bumpy pitch in Thika gave our U-15s plenty to learn from, and one moment of brilliance from Emmanuel Kiplagat to remember.",
    content: paragraphs(
      "The bus left Ngong Road at seven in the morning, and by ten our U-15s were warming up on a dry, bumpy pitch in Thika. It was a test of patience as much as football, and the boys handled it well.",
      "We fell behind early to a deflected shot but responded within five minutes. Emmanuel Kiplagat picked the ball up in midfield, beat two players and slipped a pass through for Samuel Njoroge, who had pushed up from defence, to finish calmly.",
      "The second half was scrappy. Thika took the lead again from a corner before Kiplagat produced the moment of the day: a dipping volley from outside the box that dropped just under the crossbar.",
      "Assistant Coach Peter Mutua was pleased with the reaction to going behind. \"Twice we conceded and twice we kept playing our way. On that pitch, that is not easy. We need to defend set pieces better, and we will work on that this week.\"",
      "A draw away from home keeps the U-15s unbeaten in the league. Their next match is at home against Ruaraka Juniors.",
    ),
  },
  {
    title: "December Holiday Camp: Registration Now Open",
    slug: "december-holiday-camp-registration-open",
    category: "academy-news",
    author: "Grace Wanjiru",
    tags: ["Holiday Camp", "Academy", "Youth Development"],
    featuredImage: "/images/blog/holiday-camp.webp",
    publishedAt: iso("2026-11-10T08:00:00Z"),
    viewCount: 978,
    excerpt:
      "Five days of football, games and life skills for boys and girls aged 7 to 15. Here is everything parents need to know about this year's holiday camp.",
    content: paragraphs(
      "The school holidays are coming, and so is the Rising Stars December Holiday Camp. From Monday 7 to Friday 11 December, children aged 7 to 15 can spend their mornings at the Ngong Road Training Ground learning from our academy coaches.",
      "Each day starts at 8:30 AM with a warm-up and skills session, followed by small-sided games, a short life-skills talk and a tournament to finish. Topics for the talks include teamwork, healthy eating, respecting referees and looking after each other on and off the pitch.",
      "Groups are organised by age and experience, so beginners and experienced players both get the right level of challenge. Every group has at least one qualified coach and one first-aid trained assistant, and our welfare officer is on site every day.",
      "The camp costs KES 3,000 for the week, which includes a camp T-shirt, a drinking water bottle and a light snack each day. Siblings receive a 20 percent discount, and a limited number of free places are available for families who need support.",
      "To register, use the Player Registration page and mention the holiday camp in the goals field, or visit the academy office on a weekday. Places are limited, so we recommend registering early.",
    ),
  },
  {
    title: "Classroom and Pitch: Our New Partnership with Dagoretti Schools",
    slug: "academy-school-partnership-dagoretti",
    category: "academy-news",
    author: "Grace Wanjiru",
    tags: ["Academy", "Education", "Community"],
    featuredImage: "/images/blog/school-partnership.webp",
    publishedAt: iso("2026-09-22T09:00:00Z"),
    viewCount: 655,
    excerpt:
      "Why we are taking our coaches into schools, and how the partnership will help academy players balance football with their studies.",
    content: paragraphs(
      "Every Rising Stars academy player is also a student, and for most of them school will shape their future more than football. That belief is at the heart of our new partnership with four primary and secondary schools in Dagoretti.",
      "Under the partnership, our coaches will run physical education lessons and after-school football clubs at each school twice a week. In return, the schools will share attendance and progress reports for academy players, so that coaches and teachers can spot problems early and work on them together.",
      "Players who are struggling with schoolwork will have access to homework sessions at the clubhouse on Wednesday afternoons, supported by volunteer tutors from the University of Nairobi and Kenyatta University. Several of the tutors are former academy players.",
      "The partnership also gives us a way to find talented children who might never have come to a trial. Coaches will recommend promising players from the school clubs for a place in our development groups, with bursaries available for families who need them.",
      "We are grateful to the head teachers who have welcomed us, and we look forward to sharing the first results at the end of the school year.",
    ),
  },
  {
    title: "Brian Langat: The Quiet Keeper with a Loud Future",
    slug: "player-profile-brian-langat",
    category: "player-profiles",
    author: "Brian Omondi",
    tags: ["Goalkeeping", "U-19", "Academy"],
    featuredImage: "/images/blog/profile-goalkeeper.webp",
    publishedAt: iso("2026-11-04T10:00:00Z"),
    viewCount: 1532,
    excerpt:
      "He barely says a word off the pitch, but on it Brian Langat organises the whole defence. Meet the U-19 goalkeeper everyone is talking about.",
    content: paragraphs(
      "Ask Brian Langat about his best save and he shrugs. Ask his teammates and they will talk for ten minutes. The seventeen-year-old from Kericho has become one of the most reliable goalkeepers in Nairobi youth football, and he is still learning.",
      "Brian arrived at the academy at eleven, sent by an uncle who had seen him keep goal in a village tournament. \"I was very small and very scared,\" he remembers. \"But Coach Samuel told me a goalkeeper's size is in his head, not his height.\"",
      "Goalkeeping Coach Samuel Kiprop has watched him grow in every sense. \"Brian is calm. He does not panic when the ball comes to his feet, and he reads the game early, so he makes difficult saves look simple. Now he is learning to use his voice.\"",
      "His routine is simple: extra handling work on Mondays, video review of every match with Coach Samuel, and early nights before games. He is also studying for his exams and hopes to study engineering if football does not work out.",
      "His heroes? Kenya's national team keepers, and Collins Wafula, the senior side's number one, who trains with him twice a week. \"Collins tells me what I do wrong every day,\" Brian says, smiling. \"That is how you get better.\"",
    ),
  },
  {
    title: "Captain Dennis Onyango on Leadership at Eighteen",
    slug: "player-profile-dennis-onyango",
    category: "player-profiles",
    author: "Esther Wambui",
    tags: ["Captain", "U-19", "Community"],
    featuredImage: "/images/blog/profile-captain.webp",
    publishedAt: iso("2026-10-08T11:00:00Z"),
    viewCount: 1105,
    excerpt:
      "From the community clinics in Kibera to the captain's armband: Dennis Onyango talks about responsibility, role models and what leadership really means.",
    content: paragraphs(
      "Dennis Onyango first kicked a ball with Rising Stars coaches at a free community clinic in Kibera when he was nine. Nine years later, he wears the captain's armband for the U-19 side and helps run those same clinics.",
      "\"Leadership is not shouting,\" he says. \"It is being the first one at training and the last one to leave. It is noticing when a younger player is quiet and asking if everything is fine at home.\"",
      "On the pitch, Dennis is a centre-back who reads danger early and rarely needs to make a desperate tackle. Off it, he is studying for his KCSE exams and mentors three younger academy players as part of the club's buddy programme.",
      "His coaches describe him as the same person in every situation. \"After a win or a loss, Dennis speaks to the team the same way,\" says Head Coach James Otieno. \"The young ones trust him because he is honest with them.\"",
      "Asked about his ambitions, Dennis does not hesitate: to play for Kenya, to finish school with good grades, and one day to coach at the academy. \"This club gave me a place to belong. I want to give that to someone else.\"",
    ),
  },
  {
    title: "New Floodlights Bring Evening Football to Ngong Road",
    slug: "ngong-road-floodlights-switched-on",
    category: "club-news",
    author: "Kevin Mwenda",
    tags: ["Facilities", "Community", "Fundraising"],
    featuredImage: "/images/blog/floodlights.webp",
    publishedAt: iso("2026-10-19T18:00:00Z"),
    viewCount: 842,
    excerpt:
      "Eighteen months of fundraising, four new towers and fourteen extra hours of training every week. The story behind our new floodlights.",
    content: paragraphs(
      "When the sun goes down over Ngong Road at around half past six, training used to stop. That meant players who came straight from school often got less than an hour on the pitch. Not any more: our new LED floodlights are switched on.",
      "The project started with a simple idea from a parent at an annual general meeting: what if every member gave a little? Eighteen months later, members, parents, local businesses and matchday bucket collections had raised enough to build four towers.",
      "The new lights use less than half the electricity of the old lamps and point down onto the pitch, so our neighbours are not disturbed. The switch-on night brought out more than three hundred people, and the U-13s played the first floodlit match.",
      "The extra hours mean the U-15 and U-17 groups can now train until 8:30 PM on weekdays, freeing weekend slots for the youngest players and for community use. We are also planning evening small-sided leagues for parents and supporters.",
      "Thank you to everyone who gave, whether it was a thousand shillings or a hundred. These lights belong to all of you.",
    ),
  },
  {
    title: "Savannah Logistics Becomes Official Team Travel Partner",
    slug: "savannah-logistics-team-travel-partner",
    category: "club-news",
    author: "Margaret Achieng",
    tags: ["Sponsorship", "Partnership"],
    featuredImage: "/images/blog/team-bus.webp",
    publishedAt: iso("2026-09-30T10:00:00Z"),
    viewCount: 590,
    excerpt:
      "A three-year partnership gives our academy and senior teams a new team bus in club colours, and safe, reliable transport to every away fixture.",
    content: paragraphs(
      "Rising Stars FC is delighted to welcome Savannah Logistics as our official team travel partner. The three-year agreement provides a new 45-seat team bus in club colours and covers transport for all academy and senior away fixtures.",
      "For years, getting to away matches meant hiring matatus or relying on parents' cars. The new bus means every player travels together, with a qualified driver and a member of staff on board, which is a big step forward for safeguarding and for team spirit.",
      "Savannah Logistics will also sponsor the club's annual community day and provide two work-experience places each year for academy graduates interested in careers in transport and logistics.",
      "\"Our partners share our belief that young people deserve opportunities,\" said General Manager Margaret Achieng. \"This partnership gives our players safer journeys and new doors to open after football.\"",
      "The bus made its first trip to Thika at the end of August, and the U-15s report that the music on the way home was excellent.",
    ),
  },
  {
    title: "Staying Hydrated in the Nairobi Heat: A Guide for Young Players",
    slug: "staying-hydrated-nairobi-heat",
    category: "training",
    author: "Esther Wambui",
    tags: ["Nutrition", "Wellbeing", "Youth Development"],
    featuredImage: "/images/blog/hydration.webp",
    publishedAt: iso("2026-11-13T07:30:00Z"),
    viewCount: 721,
    excerpt:
      "How much should young players drink, when, and what? Simple hydration advice from our welfare and coaching staff.",
    content: paragraphs(
      "Afternoon sessions in Nairobi can be hot and dusty, and young players lose a lot of water when they train. Even mild dehydration makes it harder to concentrate, slows reactions and increases the risk of cramps and injuries.",
      "The simplest rule is to arrive hydrated. Players should drink a glass of water with lunch and another one to two hours before training. If urine is pale yellow, that is a good sign. If it is dark, drink more before you start.",
      "During training, take small sips at every break rather than large gulps at the end. Our coaches build water breaks into every session, roughly every fifteen to twenty minutes on hot days. Bring your own bottle, clearly marked with your name, and never share bottles.",
      "Water is the best drink for most sessions. Sports drinks are only needed for long, intense sessions or tournaments in the heat, and sugary sodas are not a good choice before or after training. A banana, an orange or a glass of milk after training helps the body recover.",
      "Parents can help by packing a full water bottle every day and watching for signs of dehydration at home: headaches, tiredness and irritability. If you are worried about your child's health, speak to our welfare officer at the academy office.",
    ),
  },
  {
    title: "How We Press: Inside a Tuesday Pressing Session",
    slug: "inside-a-pressing-session",
    category: "training",
    author: "Peter Mutua",
    tags: ["Tactics", "U-19", "Coaching"],
    featuredImage: "/images/blog/pressing-session.webp",
    publishedAt: iso("2026-09-15T16:00:00Z"),
    viewCount: 963,
    excerpt:
      "Pressing is about timing and teamwork, not just running. A walk through one of our U-19 sessions, drill by drill.",
    content: paragraphs(
      "Supporters often tell us our teams look fitter than the opposition. Sometimes that is true, but mostly it is organisation. Pressing is not about running harder. It is about running together, at the right moment.",
      "Every Tuesday session starts with a rondo, five players keeping the ball against two. It sharpens passing under pressure, but it also teaches the two defenders to work as a pair: one closes the ball, the other cuts the easiest pass.",
      "Next comes a four-zone game. The pitch is split into four channels and the defending team is only allowed to press when the ball enters a certain zone. We call these moments triggers: a heavy touch, a pass back to the goalkeeper, or a pass to a full-back near the touchline.",
      "The main part of the session is an eleven-a-side game with conditions. The pressing team gets a bonus point for winning the ball back within six seconds of losing it. It is amazing how quickly players start to react when there is a point at stake.",
      "We finish with a cool-down and a short video clip from the weekend's match, showing one example of a good press and one we can improve. The players lead the discussion. When they explain it to each other, it sticks.",
    ),
  },
  {
    title: "Recovery Days: Why Rest Makes You Faster",
    slug: "recovery-days-why-rest-matters",
    category: "training",
    author: "Samuel Kiprop",
    tags: ["Wellbeing", "Coaching"],
    featuredImage: "/images/blog/recovery.webp",
    publishedAt: null,
    viewCount: 0,
    excerpt: "Rest is part of training. How our academy plans recovery days, and what players should do on them.",
    content: paragraphs(
      "Young players love to play, and many of them would train every day if we let them. But the body gets stronger during rest, not during the session itself. Without proper recovery, fatigue builds up and injuries follow.",
      "Our academy schedule includes at least one full rest day after every match and one lighter day each week. On these days we encourage gentle activity such as walking, stretching or swimming, plenty of sleep and good meals.",
      "Sleep matters more than any supplement. Teenagers need eight to ten hours a night, and screens before bed make it harder to fall asleep. We ask players to put their phones away an hour before bedtime, especially the night before a match.",
      "Coaches keep an eye on how players feel with a short wellness check before sessions. If a player reports poor sleep, soreness or low mood, we adjust their training. Listening to the body is a skill, and we want our players to learn it early.",
    ),
  },
];

type SeedComment = {
  postSlug: string;
  authorName: string;
  authorEmail: string;
  content: string;
  status: "pending" | "approved";
  createdAt: string;
};

export const seedBlogComments: SeedComment[] = [
  {
    postSlug: "rising-stars-3-1-kariobangi-sharks-juniors",
    authorName: "Wanjiru Maina",
    authorEmail: "wanjiru.maina@gmail.com",
    content: "What a second half! Okoth's first goal was unbelievable, I was standing right behind the goal.",
    status: "approved",
    createdAt: iso("2026-11-16T20:12:00Z"),
  },
  {
    postSlug: "rising-stars-3-1-kariobangi-sharks-juniors",
    authorName: "Otieno Ochieng",
    authorEmail: "otieno.o@yahoo.com",
    content: "Proud of these boys. The way they kept playing after going behind shows great coaching.",
    status: "approved",
    createdAt: iso("2026-11-17T07:40:00Z"),
  },
  {
    postSlug: "nairobi-u19-cup-final-report",
    authorName: "Mama Kelvin",
    authorEmail: "njeri.wairimu@gmail.com",
    content: "That free kick! Thank you coaches for everything you do for our children.",
    status: "approved",
    createdAt: iso("2026-10-26T21:05:00Z"),
  },
  {
    postSlug: "december-holiday-camp-registration-open",
    authorName: "Peter Kamau",
    authorEmail: "pkamau@outlook.com",
    content: "Is there transport from Kawangware for the holiday camp, or should parents drop the children off?",
    status: "pending",
    createdAt: iso("2026-11-18T09:15:00Z"),
  },
  {
    postSlug: "staying-hydrated-nairobi-heat",
    authorName: "Aisha Mohamed",
    authorEmail: "aisha.mohamed@gmail.com",
    content: "Very useful advice. Could you also share what the players should eat before an afternoon match?",
    status: "pending",
    createdAt: iso("2026-11-19T13:30:00Z"),
  },
  {
    postSlug: "player-profile-brian-langat",
    authorName: "Kiprotich Langat",
    authorEmail: "k.langat@gmail.com",
    content: "Greetings from Kericho! The whole family is very proud of you Brian. Keep working hard.",
    status: "pending",
    createdAt: iso("2026-11-20T18:45:00Z"),
  },
  {
    postSlug: "ngong-road-floodlights-switched-on",
    authorName: "Grace Achieng",
    authorEmail: "grace.achieng@gmail.com",
    content: "The switch-on night was magical. Looking forward to the parents' league!",
    status: "approved",
    createdAt: iso("2026-10-20T08:10:00Z"),
  },
];

// ---------------------------------------------------------------- shop and membership

export const seedMerchandise: (typeof merchandise.$inferInsert)[] = [
  {
    name: "Home Jersey 2026/27",
    description:
      "The official orange home shirt with a woven star pattern and navy trim. Lightweight, breathable fabric made for Nairobi afternoons.",
    price: 3500,
    category: "jersey",
    sizes: ["S", "M", "L", "XL", "XXL"],
    colors: ["Orange"],
    images: ["/images/shop/home-jersey.webp", "/images/shop/home-jersey-back.webp"],
    stock: 85,
    featured: true,
  },
  {
    name: "Away Jersey 2026/27",
    description: "Deep navy away shirt with orange collar and cuffs. Worn by every Rising Stars team on the road.",
    price: 3500,
    category: "jersey",
    sizes: ["S", "M", "L", "XL", "XXL"],
    colors: ["Navy"],
    images: ["/images/shop/away-jersey.webp"],
    stock: 60,
    featured: true,
  },
  {
    name: "Junior Home Jersey",
    description: "The home shirt in children's sizes, cut with a little room to grow. Perfect for young supporters and academy players.",
    price: 2500,
    category: "jersey",
    sizes: ["6-7 yrs", "8-9 yrs", "10-11 yrs", "12-13 yrs"],
    colors: ["Orange", "Navy"],
    images: ["/images/shop/junior-jersey.webp"],
    stock: 48,
    featured: false,
  },
  {
    name: "Goalkeeper Jersey",
    description: "Long-sleeved goalkeeper shirt with padded elbows, as worn by Collins Wafula and Brian Langat.",
    price: 3200,
    category: "jersey",
    sizes: ["S", "M", "L", "XL"],
    colors: ["Lime", "Black"],
    images: ["/images/shop/goalkeeper-jersey.webp"],
    stock: 0,
    featured: false,
  },
  {
    name: "Home Shorts",
    description: "Navy match shorts with an orange side stripe and an elasticated waist with drawcord.",
    price: 1500,
    category: "shorts",
    sizes: ["S", "M", "L", "XL", "XXL"],
    colors: ["Navy", "White"],
    images: ["/images/shop/home-shorts.webp"],
    stock: 70,
    featured: false,
  },
  {
    name: "Training Shorts",
    description: "Quick-drying training shorts with zipped pockets, ideal for sessions and the gym.",
    price: 1200,
    category: "shorts",
    sizes: ["S", "M", "L", "XL"],
    colors: ["Navy", "Black"],
    images: ["/images/shop/training-shorts.webp"],
    stock: 55,
    featured: false,
  },
  {
    name: "Supporters' Scarf",
    description: "A knitted scarf in orange and navy bars with the club crest, for cool evening matches under the floodlights.",
    price: 1200,
    category: "accessories",
    sizes: ["One Size"],
    colors: ["Orange/Navy"],
    images: ["/images/shop/scarf.webp"],
    stock: 120,
    featured: true,
  },
  {
    name: "Club Cap",
    description: "Six-panel cotton cap with an embroidered crest and an adjustable strap. Keeps the Nairobi sun off on match days.",
    price: 1000,
    category: "accessories",
    sizes: ["One Size"],
    colors: ["Navy", "Orange", "White"],
    images: ["/images/shop/cap.webp"],
    stock: 90,
    featured: false,
  },
  {
    name: "Water Bottle 750 ml",
    description: "Reusable, BPA-free sports bottle with a flip-top spout. Every academy player should have one.",
    price: 800,
    category: "accessories",
    sizes: ["750 ml"],
    colors: ["Orange", "Navy"],
    images: ["/images/shop/water-bottle.webp"],
    stock: 150,
    featured: false,
  },
  {
    name: "Training Top",
    description: "Quarter-zip training top with thumb loops, the same one our coaches wear on the training ground.",
    price: 2800,
    category: "training-gear",
    sizes: ["S", "M", "L", "XL", "XXL"],
    colors: ["Navy", "Grey"],
    images: ["/images/shop/training-top.webp"],
    stock: 45,
    featured: false,
  },
  {
    name: "Club Socks",
    description: "Cushioned match socks in club orange with a navy band. Sold as a single pair.",
    price: 600,
    category: "accessories",
    sizes: ["Junior", "Adult"],
    colors: ["Orange", "Navy"],
    images: ["/images/shop/socks.webp"],
    stock: 200,
    featured: false,
  },
  {
    name: "Kit Bag",
    description: "A sturdy holdall with a separate boot compartment and a padded shoulder strap.",
    price: 2200,
    category: "accessories",
    sizes: ["One Size"],
    colors: ["Navy"],
    images: ["/images/shop/kit-bag.webp"],
    stock: 30,
    featured: false,
  },
  {
    name: "Tracksuit",
    description: "Full-zip jacket and tapered trousers in navy with orange piping. Warm for early mornings and cool evenings.",
    price: 5500,
    category: "training-gear",
    sizes: ["S", "M", "L", "XL", "XXL"],
    colors: ["Navy/Orange"],
    images: ["/images/shop/tracksuit.webp"],
    stock: 25,
    featured: true,
  },
  {
    name: "Training Ball",
    description: "Durable, machine-stitched training ball in club colours, built for hard Nairobi pitches.",
    price: 2500,
    category: "training-gear",
    sizes: ["Size 4", "Size 5"],
    colors: ["White/Orange"],
    images: ["/images/shop/ball.webp"],
    stock: 40,
    featured: false,
  },
];

export const seedMembershipBenefits: (typeof membershipBenefits.$inferInsert)[] = [
  { membershipType: "regular", benefitName: "Digital membership card", description: "A personal membership number and digital card." },
  { membershipType: "regular", benefitName: "Club newsletter", description: "Monthly e-mail newsletter with news, fixtures and academy updates." },
  { membershipType: "regular", benefitName: "Members' content", description: "Access to regular-level exclusive articles and videos." },
  { membershipType: "regular", benefitName: "Welcome loyalty points", description: "50 loyalty points when you join, to spend on club rewards." },
  { membershipType: "premium", benefitName: "Everything in Regular", description: "All the benefits of the Regular Fan membership." },
  { membershipType: "premium", benefitName: "10% shop discount", description: "Ten percent off all merchandise in the Rising Stars Shop." },
  { membershipType: "premium", benefitName: "Priority match seating", description: "Reserved seating in the members' stand at home matches." },
  { membershipType: "premium", benefitName: "Premium exclusive content", description: "Tactical breakdowns, interviews and behind-the-scenes videos." },
  { membershipType: "premium", benefitName: "Double loyalty points", description: "Earn twice the loyalty points on every purchase and activity." },
  { membershipType: "vip", benefitName: "Everything in Premium", description: "All the benefits of the Premium Fan membership." },
  { membershipType: "vip", benefitName: "20% shop discount", description: "Twenty percent off all merchandise, plus early access to new kits." },
  { membershipType: "vip", benefitName: "Training ground visits", description: "Watch selected first-team training sessions at Ngong Road." },
  { membershipType: "vip", benefitName: "Annual dinner with the squad", description: "An invitation to the end-of-season dinner with players and coaches." },
  { membershipType: "vip", benefitName: "Signed home jersey", description: "A home jersey signed by the senior squad, delivered each season." },
];

type ExclusiveItem = Omit<typeof exclusiveContent.$inferInsert, "publishDate"> & { publishDate: string };

const exclusiveItems: ExclusiveItem[] = [
  {
    title: "Inside the Dressing Room: Match-Day Rituals",
    contentType: "behind-the-scenes",
    membershipLevel: "regular",
    imageUrl: "/images/exclusive/dressing-room.webp",
    publishDate: iso("2026-11-15T09:00:00Z"),
    viewCount: 412,
    content: paragraphs(
      "From the kit man laying out shirts at nine in the morning to the final huddle in the tunnel, we followed the U-19s through a full match day at Ngong Road.",
      "Every player has a ritual. Dennis Onyango always puts his left boot on first. Michael Okoth listens to the same Sauti Sol song before every game. And Coach Otieno writes one word on the whiteboard before the players arrive: this week it was \"together\".",
    ),
  },
  {
    title: "Coach Otieno's Mid-Season Message to Members",
    contentType: "video",
    membershipLevel: "regular",
    imageUrl: "/images/exclusive/video-session.webp",
    publishDate: iso("2026-10-30T12:00:00Z"),
    viewCount: 356,
    content: paragraphs(
      "Head Coach James Otieno reflects on the first half of the season, the cup final win and what he expects from the squad in the months ahead.",
      "He also thanks members for their support at away matches and explains how membership fees help fund academy bursaries.",
    ),
  },
  {
    title: "Tactics Board: How We Build from the Back",
    contentType: "article",
    membershipLevel: "premium",
    imageUrl: "/images/exclusive/tactics-board.webp",
    publishDate: iso("2026-11-08T10:00:00Z"),
    viewCount: 228,
    content: paragraphs(
      "Assistant Coach Peter Mutua breaks down the passing patterns the U-19s use to play out from the goalkeeper, with diagrams from real match footage.",
      "Learn why our full-backs push so high, how the holding midfielder drops between the centre-backs, and the three triggers that tell the team when to go long instead.",
    ),
  },
  {
    title: "In Conversation: Felix Ouma, Fifteen Years a Rising Star",
    contentType: "interview",
    membershipLevel: "premium",
    imageUrl: "/images/exclusive/interview.webp",
    publishDate: iso("2026-10-12T15:00:00Z"),
    viewCount: 301,
    content: paragraphs(
      "Felix Ouma joined the very first academy intake in 2009. Now vice-captain of the senior side and a coach of the U-11s, he looks back on fifteen years at the club.",
      "He talks about the dusty pitch the club started on, the coaches who shaped him, and why he turned down a move abroad to finish his degree first.",
    ),
  },
  {
    title: "Full Session: A Thursday Evening Under the Floodlights",
    contentType: "video",
    membershipLevel: "vip",
    imageUrl: "/images/exclusive/video-session.webp",
    publishDate: iso("2026-11-19T18:00:00Z"),
    viewCount: 97,
    content: paragraphs(
      "Watch an entire first-team session from warm-up to cool-down, filmed from the coaches' side of the pitch with commentary from Coach Otieno.",
      "See the rondos, the pressing game and the finishing drill exactly as the players experience them.",
    ),
  },
  {
    title: "Scouting Notes: The Next Generation",
    contentType: "article",
    membershipLevel: "vip",
    imageUrl: "/images/exclusive/tactics-board.webp",
    publishDate: iso("2026-11-01T08:00:00Z"),
    viewCount: 143,
    content: paragraphs(
      "Academy Director Grace Wanjiru shares her notes on five academy players under fifteen who are ready to make the step up next season.",
      "Find out what the coaches look for at each age group, and why attitude at training counts as much as talent on match day.",
    ),
  },
  {
    title: "End-of-Season Dinner: Behind the Scenes",
    contentType: "behind-the-scenes",
    membershipLevel: "vip",
    imageUrl: "/images/exclusive/dressing-room.webp",
    publishDate: iso("2026-09-05T20:00:00Z"),
    viewCount: 188,
    content: paragraphs(
      "Photos and stories from last season's awards dinner, where the players swapped boots for suits and the coaches tried their hand at karaoke.",
      "Plus the full list of award winners, from Player of the Season to the Most Improved Academy Player.",
    ),
  },
];

export const seedExclusiveContent: (typeof exclusiveContent.$inferInsert)[] = exclusiveItems.map((item) => ({
  ...item,
  isPublished: true,
  createdAt: item.publishDate,
  updatedAt: item.publishDate,
}));

// ---------------------------------------------------------------- e-mail and accounts

const signature = paragraphs(`Kind regards,\n${club.name}\n${club.address}\n${club.phone} | ${club.email}`);

export const seedEmailTemplates: (typeof emailTemplates.$inferInsert)[] = [
  {
    name: "Welcome Email",
    category: "academy",
    subject: "Welcome to the Rising Stars Academy, {{playerName}}!",
    content: paragraphs(
      "Dear {{parentName}},",
      "We are delighted to welcome {{playerName}} to the Rising Stars Football Club Youth Academy.",
      "The first training session is on {{trainingDate}} at {{trainingTime}} at the Rising Stars Training Ground, Ngong Road. Please arrive fifteen minutes early with football boots or trainers, shin pads, a water bottle and comfortable sportswear.",
      "Our coaches will introduce themselves, explain the training programme and answer any questions you have. If you cannot attend, please let the academy office know on " +
        club.academyPhone +
        ".",
      "We look forward to seeing {{playerName}} on the pitch.",
      signature,
    ),
  },
  {
    name: "Sponsorship Proposal",
    category: "sponsorship",
    subject: "Partnership opportunity with Rising Stars Football Club for {{companyName}}",
    content: paragraphs(
      "Dear {{companyName}} team,",
      `Since ${club.foundedYear}, Rising Stars Football Club has developed young footballers across Nairobi, with more than 200 players coming through our academy and over 120 training with us today.`,
      "We would like to invite {{companyName}} to partner with us. Sponsorship supports academy bursaries, equipment and community coaching clinics, and offers your brand visibility on our kits, at the training ground, on our website and at match days.",
      "We would be glad to meet and share our partnership packages in detail.",
      "Kind regards,\n{{senderName}}\n{{senderTitle}}\n" + club.name + "\n" + club.phone + " | " + club.email,
    ),
  },
  {
    name: "Match Notification",
    category: "matches",
    subject: "Match day: Rising Stars FC vs {{opponent}} on {{matchDate}}",
    content: paragraphs(
      "Dear {{playerName}},",
      "You have been selected for our match against {{opponent}} on {{matchDate}} at {{venue}}.",
      "Please report to the team bus or the venue one hour before kick-off with your full kit, boots, shin pads and water bottle. Let your coach know as soon as possible if you are unavailable.",
      "Good luck, and play with pride.",
      signature,
    ),
  },
  {
    name: "Registration Received",
    category: "academy",
    subject: "We have received the academy registration for {{playerName}}",
    content: paragraphs(
      "Dear {{parentName}},",
      "Thank you for registering {{playerName}} with the Rising Stars Football Club Youth Academy. We have received your application.",
      "Our Academy Coordinator will review it and contact you within 48 hours with the next steps.",
      "If you have any questions in the meantime, please call " + club.academyPhone + " or reply to " + club.academyEmail + ".",
      signature,
    ),
  },
  {
    name: "Registration Approved",
    category: "academy",
    subject: "Good news: {{playerName}} has a place in the Rising Stars Academy",
    content: paragraphs(
      "Dear {{parentName}},",
      "We are pleased to confirm that the academy registration for {{playerName}} has been approved.",
      "The first training session is on {{trainingDate}} at {{trainingTime}} at the Rising Stars Training Ground, Ngong Road. Please bring boots or trainers, shin pads, a water bottle and comfortable sportswear.",
      "Welcome to the Rising Stars family.",
      signature,
    ),
  },
  {
    name: "Registration Rejected",
    category: "academy",
    subject: "Your academy registration for {{playerName}}",
    content: paragraphs(
      "Dear {{parentName}},",
      "Thank you for your interest in the Rising Stars Football Club Youth Academy and for registering {{playerName}}.",
      "Unfortunately we are unable to offer a place at this time. This may be because the age group is full or because the registration did not meet our requirements.",
      "We encourage {{playerName}} to keep playing and to attend one of our free community clinics or apply again for the next intake. Please contact the academy office on " +
        club.academyPhone +
        " if you would like to discuss the decision.",
      signature,
    ),
  },
];

const accessLevels: Record<string, "staff" | "manager" | "supervisor"> = {
  "General Manager": "supervisor",
  "Finance Manager": "manager",
  "Operations Manager": "manager",
};

export const seedStaffEmails: (typeof staffEmails.$inferInsert)[] = administrativeStaff.map((member) => ({
  name: member.name,
  email: member.email,
  role: member.position,
  department: member.department,
  phone: member.phone,
  accessLevel: accessLevels[member.position] ?? "staff",
  officeLocation: "Club Office, Rising Stars Training Ground, Ngong Road",
  isActive: true,
}));

export const seedAdminEmails: (typeof adminEmails.$inferInsert)[] = [
  {
    name: "Daniel Kiptoo Rotich",
    email: "admin@risingstarsfc.co.ke",
    role: "System Administrator",
    permissions: ["system_admin", "user_management", "content_management", "email_management"],
    phone: "+254 701 552 184",
    emergencyContact: "Ruth Rotich (spouse), +254 702 661 390",
    isActive: true,
  },
  {
    name: "Lucy Njeri Waweru",
    email: "lucy.waweru@risingstarsfc.co.ke",
    role: "Content Administrator",
    permissions: ["content_management", "email_management"],
    phone: "+254 724 908 417",
    emergencyContact: "Joseph Waweru (brother), +254 725 310 276",
    isActive: true,
  },
  {
    name: "Joseph Maina Kuria",
    email: "joseph.kuria@risingstarsfc.co.ke",
    role: "Membership Administrator",
    permissions: ["user_management", "email_management"],
    phone: "+254 790 143 662",
    emergencyContact: "Agnes Kuria (mother), +254 791 228 504",
    isActive: true,
  },
];

// ---------------------------------------------------------------- seeding

function tagCounts(posts: SeedPost[]) {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + (post.publishedAt ? 1 : 0));
  }
  return counts;
}

/** True when the database has never been seeded (the club_stats row is missing). */
export function isDatabaseEmpty(db: Db): boolean {
  return isEmpty(db, clubStats);
}

/** Fills every empty content table with the sample content above. Safe to run any number of times. */
export async function seedDatabase(db: Db): Promise<void> {
  db.transaction((tx) => {
    if (isEmpty(tx, clubStats)) {
      tx.insert(clubStats)
        .values({
          activePlayers: 124,
          matchesWon: 342,
          trophies: 12,
          yearsActive: new Date().getUTCFullYear() - club.foundedYear,
        })
        .run();
    }
    if (isEmpty(tx, news)) tx.insert(news).values(seedNews).run();
    if (isEmpty(tx, players)) tx.insert(players).values(seedPlayers).run();
    if (isEmpty(tx, galleryImages)) tx.insert(galleryImages).values(seedGallery).run();

    if (isEmpty(tx, blogCategories)) {
      tx.insert(blogCategories)
        .values(
          seedBlogCategories.map((category) => ({
            ...category,
            postCount: seedBlogPosts.filter((p) => p.category === category.slug && p.publishedAt).length,
          })),
        )
        .run();
    }
    if (isEmpty(tx, blogPosts)) {
      tx.insert(blogPosts)
        .values(
          seedBlogPosts.map((post) => {
            const createdAt = post.publishedAt ?? iso("2026-11-20T14:00:00Z");
            return {
              ...post,
              status: post.publishedAt ? ("published" as const) : ("draft" as const),
              readingTime: readingTimeFor(post.content),
              metaTitle: `${post.title} | ${club.shortName}`,
              metaDescription: post.excerpt.length > 160 ? `${post.excerpt.slice(0, 157).trimEnd()}...` : post.excerpt,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .run();
    }
    if (isEmpty(tx, blogTags)) {
      tx.insert(blogTags)
        .values([...tagCounts(seedBlogPosts)].map(([name, postCount]) => ({ name, slug: slugify(name), postCount })))
        .run();
    }
    if (isEmpty(tx, blogComments)) {
      const slugs = [...new Set(seedBlogComments.map((c) => c.postSlug))];
      const ids = new Map(
        tx
          .select({ id: blogPosts.id, slug: blogPosts.slug })
          .from(blogPosts)
          .where(inArray(blogPosts.slug, slugs))
          .all()
          .map((row) => [row.slug, row.id] as const),
      );
      const rows = seedBlogComments.flatMap(({ postSlug, ...comment }) => {
        const postId = ids.get(postSlug);
        return postId === undefined ? [] : [{ ...comment, postId }];
      });
      if (rows.length > 0) tx.insert(blogComments).values(rows).run();
    }

    if (isEmpty(tx, merchandise)) tx.insert(merchandise).values(seedMerchandise).run();
    if (isEmpty(tx, membershipBenefits)) tx.insert(membershipBenefits).values(seedMembershipBenefits).run();
    if (isEmpty(tx, exclusiveContent)) tx.insert(exclusiveContent).values(seedExclusiveContent).run();
    if (isEmpty(tx, emailTemplates)) tx.insert(emailTemplates).values(seedEmailTemplates).run();
    if (isEmpty(tx, staffEmails)) tx.insert(staffEmails).values(seedStaffEmails).run();
    if (isEmpty(tx, adminEmails)) tx.insert(adminEmails).values(seedAdminEmails).run();
  });
}
