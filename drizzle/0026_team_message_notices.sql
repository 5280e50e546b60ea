-- A training cancellation's notice keeps what it is about (kind, date, times, venue, reason), so the
-- family page words it in each reader's language; messages typed by staff leave it null.
ALTER TABLE `team_messages` ADD `notice` text;
