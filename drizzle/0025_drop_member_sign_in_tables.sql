-- Members' sign-in links moved to sign_in_links / sign_in_requests (0024, with their ids): the old tables go.
DROP TABLE `member_sign_in_links`;--> statement-breakpoint
DROP TABLE `member_sign_in_requests`;
