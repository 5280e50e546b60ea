// The rule for every new password (admin:create and the settings screen's users): at least 12
// characters, not the username, and not a common password. Common passwords are refused also with
// their usual decorations: "Password2026!" is "password" with a year and a symbol.
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

// Words that top every leaked-password list, plus this club's own words, which guessers try first.
const COMMON_WORDS = [
  "password", "passw0rd", "p@ssword", "p@ssw0rd", "qwerty", "qwertyuiop", "asdfgh", "asdfghjkl", "zxcvbnm",
  "azerty", "iloveyou", "admin", "administrator", "welcome", "letmein", "monkey", "dragon", "football",
  "soccer", "baseball", "sunshine", "princess", "shadow", "master", "superman", "batman", "trustno1",
  "whatever", "freedom", "starwars", "michael", "jennifer", "charlie", "computer", "secret", "changeme",
  "default", "login", "abc", "abcdef", "abcdefgh", "qazwsx", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx",
  "zaq12wsx", "654321", "987654321", "123123", "111111", "000000", "121212", "666666", "696969",
  "123qwe", "qwe123", "asd123", "google", "facebook", "samsung", "nairobi", "kenya", "jesus", "blessed",
  "mypassword", "newpassword", "temppassword", "test", "testing", "guest", "user", "root", "toor",
  "risingstars", "risingstarsfc", "rising", "stars", "risingstar", "clubadmin", "academy", "staff",
];

// Whole passwords of 12+ characters seen in every breach list.
const COMMON_PASSWORDS = new Set([
  "123456789012", "1234567890123", "12345678901234", "123456789123", "111111111111", "000000000000",
  "qwertyuiopas", "qwerty123456", "1q2w3e4r5t6y", "1qaz2wsx3edc", "zaq12wsxcde3", "passwordpassword",
  "iloveyouforever", "qwertyqwerty", "abcdefghijkl", "abcd12345678", "asdfghjkl123", "football1234",
  "aaaaaaaaaaaa", "abc123abc123", "password1234", "admin1234567", "welcome12345", "letmein12345",
]);

/** The reason this password may not be used, or null when it is acceptable. */
export function passwordProblem(password: string, username = ""): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (username && lower.includes(username.trim().toLowerCase())) return "The password must not contain the username.";
  // One repeated character, or a run from the keyboard or the number row.
  if (/^(.)\1+$/.test(lower) || "01234567890123456789".includes(lower) || "abcdefghijklmnopqrstuvwxyz".includes(lower)) {
    return "This password is too easy to guess. Please choose another.";
  }
  // Strip years, digits and symbols around the word; repeated words count as one.
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  const repeated = core.match(/^(.+?)\1+$/)?.[1] ?? core;
  if (COMMON_PASSWORDS.has(lower) || COMMON_WORDS.includes(core) || COMMON_WORDS.includes(repeated) || core.length < 4) {
    return "This password is too common. Please choose a longer phrase of your own.";
  }
  return null;
}
