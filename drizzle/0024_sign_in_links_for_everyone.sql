-- Sign-in links are now for an e-mail address (fan members and guardians alike): the members' links and
-- requests move over with their ids, so a member signed in before keeps their sign-in.
INSERT INTO `sign_in_links` (`id`, `email`, `token_hash`, `expires_at`, `used_at`, `signed_out_at`, `created_at`)
SELECT l.`id`, m.`email`, l.`token_hash`, l.`expires_at`, l.`used_at`, l.`signed_out_at`, l.`created_at`
FROM `member_sign_in_links` l JOIN `fan_members` m ON m.`id` = l.`member_id`;--> statement-breakpoint
INSERT INTO `sign_in_requests` (`address_hash`, `ip_hash`, `created_at`)
SELECT `address_hash`, `ip_hash`, `created_at` FROM `member_sign_in_requests`;--> statement-breakpoint
-- The players already on a team joined it: the first line of their team history.
INSERT INTO `team_moves` (`player_id`, `from_team_id`, `to_team_id`) SELECT `player_id`, NULL, `team_id` FROM `team_players`;
