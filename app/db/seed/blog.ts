// Blog content for a fresh database: categories, posts (one a draft) and readers' comments.
import { iso, paragraphs } from "./format";

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

export type SeedPost = {
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
      "## Match facts",
      "- **Score:** Rising Stars 3-1 Kariobangi Sharks Juniors\n- **Goals:** Eric Mwenda, Michael Okoth (2)\n- **Venue:** Ngong Road Training Ground\n- **Player of the match:** Michael Okoth",
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
      "> \"I am proud of the football we play, but I am prouder of this,\" said Otieno. \"When it was hard, nobody hid. That is what we teach in the academy from the age of nine.\"",
      "The trophy will be on display at the clubhouse for the rest of the season. Supporters are welcome to come and take a photograph with it on training evenings.",
      "## Final in numbers",
      "- **Score:** Rising Stars 1-0 Mathare Youth\n- **Goal:** Kelvin Njuguna, free kick\n- **Red card:** Ian Sang (second yellow)\n- **Venue:** Camp Toyoyo",
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
      "## Match facts",
      "- **Score:** Thika 2-2 Rising Stars U-15\n- **Goals:** Samuel Njoroge, Emmanuel Kiplagat\n- **Next match:** home to Ruaraka Juniors",
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
      "## At a glance",
      "- **Dates:** Monday 7 to Friday 11 December\n- **Ages:** 7 to 15, boys and girls\n- **Time:** from 8:30 AM each morning\n- **Cost:** KES 3,000 (20% off for siblings; free places available)",
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
      "## What the partnership includes",
      "1. PE lessons and after-school football clubs twice a week\n2. Shared attendance and progress reports\n3. Wednesday homework sessions at the clubhouse\n4. Bursaries for promising players who need them",
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
      "## Quick facts",
      "- **Position:** Goalkeeper\n- **Age:** 17\n- **From:** Kericho\n- **Joined the academy:** aged 11",
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
      "> \"Leadership is not shouting,\" he says. \"It is being the first one at training and the last one to leave. It is noticing when a younger player is quiet and asking if everything is fine at home.\"",
      "On the pitch, Dennis is a centre-back who reads danger early and rarely needs to make a desperate tackle. Off it, he is studying for his KCSE exams and mentors three younger academy players as part of the club's buddy programme.",
      "His coaches describe him as the same person in every situation. \"After a win or a loss, Dennis speaks to the team the same way,\" says Head Coach James Otieno. \"The young ones trust him because he is honest with them.\"",
      "Asked about his ambitions, Dennis does not hesitate: to play for Kenya, to finish school with good grades, and one day to coach at the academy. \"This club gave me a place to belong. I want to give that to someone else.\"",
      "## Quick facts",
      "- **Position:** Centre-back and U-19 captain\n- **Age:** 18\n- **First club session:** a community clinic in Kibera, aged 9",
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
      "## Thank you",
      "The floodlights were paid for by **members, parents, local businesses** and matchday bucket collections. Every shilling counted.",
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
      "> \"Our partners share our belief that young people deserve opportunities,\" said General Manager Margaret Achieng. \"This partnership gives our players safer journeys and new doors to open after football.\"",
      "The bus made its first trip to Thika at the end of August, and the U-15s report that the music on the way home was excellent.",
      "## What changes for families",
      "- Every player travels together on the new 45-seat bus\n- A qualified driver and a member of staff on every trip\n- Two work-experience places a year for academy graduates",
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
      "## Checklist for match days",
      "- Drink a glass of water with lunch\n- Another one to two hours before kick-off\n- Small sips at every break\n- **Never share bottles**",
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
      "## The session plan",
      "1. Rondo: five against two\n2. Four-zone pressing game with triggers\n3. Eleven-a-side with the six-second rule\n4. Cool-down and video review",
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
      "## Recovery day routine",
      "- Gentle activity: walking, stretching or swimming\n- Eight to ten hours of sleep\n- **Phones away** an hour before bed",
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

/** Published posts per tag; a tag used only by drafts counts 0 (it still gets a row). */
export function publishedPostCountByTag(posts: SeedPost[]) {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + (post.publishedAt ? 1 : 0));
  }
  return counts;
}
