/** The home page's hero photo (also the page's og:image). */
export const heroImage = {
  src: "/images/hero.webp",
  srcSet: "/images/hero-800.webp 800w, /images/hero.webp 1600w",
  sizes: "100vw",
};
