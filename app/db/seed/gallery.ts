// Gallery photos for a fresh database (the images ship under public/images/gallery).
import type { galleryImages } from "~/db/schema";
import { iso } from "./format";

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
  sortOrder: index + 1,
  // Spread over the last weeks so "recent uploads" and ordering look natural.
  createdAt: iso(`2026-${index < 5 ? "10" : "11"}-${String(3 + (index % 5) * 4).padStart(2, "0")}T09:00:00Z`),
}));
