// A map search for a match venue: works on every phone, with or without a maps app. Venues are typed by
// staff without the city, so the search names it.

export const venueMapUrl = (venue: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venue}, Nairobi, Kenya`)}`;
