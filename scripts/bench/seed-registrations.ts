// Fills a database with many academy registrations for the scale benchmarks.
//   DATA_DIR=/tmp/rsfc-bench npx tsx scripts/bench/seed-registrations.ts [count=100000]
import { closeDb, getDb } from "~/db/client.server";
import { academyRegistrations } from "~/db/schema";
import { EXPERIENCE_LEVELS, POSITIONS, TRAINING_DAYS } from "~/config/academy";

const count = Number(process.argv[2] ?? 100_000);
// Name pools about as varied as a real intake (a search for one surname matches ~1–2% of rows).
const first = ("Amani Baraka Imani Neema Zawadi Juma Wanjiru Achieng Kipchoge Njeri Chebet Kamau Akinyi Atieno Auma " +
  "Brian Kevin Dennis Collins Eric Allan Emmanuel Faith Grace Mercy Esther Ruth Joy Purity Sharon Cynthia Diana " +
  "Ian Victor Felix Moses Daniel Samuel Peter Paul John Joseph David Michael Stephen Mark Lucy Mary Ann Rose Jane " +
  "Wambui Nyambura Wairimu Mumbi Muthoni Wangari Kerubo Moraa Nafula Naliaka Chepkoech Jelagat Halima Fatuma Zainab " +
  "Hassan Omar Yusuf Abdi Salim Tumaini Furaha Baraka Jabari Makena Nia Shani").split(" ");
const last = ("Otieno Mwangi Kariuki Wanjiku Ochieng Kiptoo Njoroge Mutua Odhiambo Cheruiyot Kimani Wekesa Barasa Onyango " +
  "Kamau Omondi Wafula Simiyu Langat Bett Ruto Kiprono Kiplagat Kimathi Muriuki Gitau Owino Ouma Kilonzo Musyoka " +
  "Maina Ndungu Macharia Waweru Gachanja Karanja Githinji Mugo Nyaga Njuguna Chege Kinyua Mburu Gathoni Wairagu " +
  "Akinyi Auma Adhiambo Anyango Opiyo Okoth Oduya Okello Ogola Obiero Were Juma Nyongesa Makokha Wanyama Masinde " +
  "Korir Rotich Kemboi Kosgei Tanui Sang Kirui Keter Biwott Mutai Koech Chepkemoi Hassan Mohamed Ali Abdullahi " +
  "Mwakio Mwashighadi Kahindi Karisa Baya Chiro Kazungu Katana Mwinyi Salim Ngala Tsuma Jefwa Mramba Kenga").split(" ");
const areas = ["Kilimani", "Kibera", "Eastleigh", "Karen", "Kasarani", "Embakasi", "Westlands", "Lang'ata", "Ruaka", "Kawangware"];
const statuses = ["pending", "approved", "rejected"] as const;

let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

const db = getDb();
const start = Date.now();
const now = Date.now();
const batch = 5000;
for (let done = 0; done < count; done += batch) {
  db.transaction((tx) => {
    for (let i = done; i < Math.min(count, done + batch); i++) {
      const player = `${pick(first)} ${pick(last)}`;
      const parent = `${pick(first)} ${pick(last)}`;
      const age = 6 + Math.floor(random() * 14);
      const dob = new Date(now - (age * 365.25 + random() * 300) * 86_400_000).toISOString().slice(0, 10);
      tx.insert(academyRegistrations)
        .values({
          playerName: player,
          dateOfBirth: dob,
          gender: random() < 0.5 ? "male" : "female",
          position: pick(POSITIONS),
          experience: pick(EXPERIENCE_LEVELS),
          parentGuardianName: parent,
          relationship: "Parent",
          phoneNumber: `+2547${String(10_000_000 + i).slice(-8)}`,
          email: `${parent.toLowerCase().replace(/\W+/g, ".")}.${i}@example.com`,
          address: `House ${1 + (i % 300)}, ${pick(areas)}, Nairobi`,
          emergencyContactName: pick(first),
          emergencyContactPhone: "+254700000000",
          trainingDays: [pick(TRAINING_DAYS)],
          goals: "Improve skills and play in the academy league",
          termsAgreed: true,
          mediaConsent: random() < 0.6,
          registrationDate: new Date(now - random() * 3 * 365 * 86_400_000).toISOString(),
          status: random() < 0.7 ? pick(statuses) : "pending",
        })
        .run();
    }
  });
}
db.$client.pragma("optimize");
console.log(`Inserted ${count} registrations in ${((Date.now() - start) / 1000).toFixed(1)} s`);
closeDb();
