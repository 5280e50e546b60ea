DROP INDEX `email_templates_name_unique`;--> statement-breakpoint
ALTER TABLE `email_templates` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_name_language_idx` ON `email_templates` (`name`,`language`);--> statement-breakpoint
ALTER TABLE `academy_registrations` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `fan_members` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Swahili versions of the public e-mail templates for a database that already has the English ones
-- (right after adding email_templates.language above). A version that exists is
-- left alone (INSERT OR IGNORE on the (name, language) unique index); each takes the category and the
-- active flag of its English template, and nothing is added where that template is missing.
INSERT OR IGNORE INTO email_templates (name, language, subject, content, category, is_active)
  SELECT name, 'sw', 'Tumepokea usajili wa akademia wa {{playerName}}', 'Mpendwa {{parentName}},

Asante kwa kumsajili {{playerName}} katika Akademia ya Vijana ya Rising Stars Football Club. Tumepokea maombi yako.

Mratibu wetu wa Akademia atayapitia na kuwasiliana nawe ndani ya saa 48 kukueleza hatua zinazofuata.

Ukiwa na swali lolote kwa sasa, tafadhali piga simu +254 712 345 679 au tuandikie kwa academy@risingstarsfc.co.ke.

Wako kwa dhati,
Rising Stars Football Club
Rising Stars Training Ground, Ngong Road, Nairobi, Kenya
+254 712 345 678 | info@risingstarsfc.co.ke', category, is_active
  FROM email_templates WHERE name = 'Registration Received' AND language = 'en';--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (name, language, subject, content, category, is_active)
  SELECT name, 'sw', 'Habari njema: {{playerName}} amepata nafasi katika Akademia ya Rising Stars', 'Mpendwa {{parentName}},

Tunafurahi kukujulisha kwamba usajili wa {{playerName}} katika akademia umekubaliwa.

Mazoezi ya kwanza ni {{trainingDate}} saa {{trainingTime}} katika Uwanja wa Mazoezi wa Rising Stars, Barabara ya Ngong. Tafadhali aje na viatu vya mpira au raba, vilinda-miguu (shin pads), chupa ya maji na mavazi ya michezo yanayostarehesha.

Karibu katika familia ya Rising Stars.

Wako kwa dhati,
Rising Stars Football Club
Rising Stars Training Ground, Ngong Road, Nairobi, Kenya
+254 712 345 678 | info@risingstarsfc.co.ke', category, is_active
  FROM email_templates WHERE name = 'Registration Approved' AND language = 'en';--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (name, language, subject, content, category, is_active)
  SELECT name, 'sw', 'Usajili wa akademia wa {{playerName}}', 'Mpendwa {{parentName}},

Asante kwa kupendezwa na Akademia ya Vijana ya Rising Stars Football Club na kwa kumsajili {{playerName}}.

Kwa bahati mbaya hatuwezi kutoa nafasi kwa sasa. Huenda ni kwa sababu kundi la umri wake limejaa, au usajili haukutimiza masharti yetu.

Tunamhimiza {{playerName}} aendelee kucheza, ahudhurie mojawapo ya kliniki zetu za bure za jamii, au aombe tena katika usajili ujao. Tafadhali wasiliana na ofisi ya akademia kwa +254 712 345 679 ikiwa ungependa kuzungumzia uamuzi huu.

Wako kwa dhati,
Rising Stars Football Club
Rising Stars Training Ground, Ngong Road, Nairobi, Kenya
+254 712 345 678 | info@risingstarsfc.co.ke', category, is_active
  FROM email_templates WHERE name = 'Registration Rejected' AND language = 'en';--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (name, language, subject, content, category, is_active)
  SELECT name, 'sw', 'Karibu Rising Stars Fan Club, {{firstName}}! Namba yako ni {{membershipNumber}}', 'Mpendwa {{firstName}},

Karibu Rising Stars Fan Club! Namba yako ya uanachama ({{tierName}}) ni {{membershipNumber}}. Iweke karibu, utaihitaji katika ofisi ya klabu.

Tumekuongezea pointi {{points}} za uaminifu kama zawadi ya kukukaribisha.

{{nextStep}}

Wako kwa dhati,
Rising Stars Football Club
Rising Stars Training Ground, Ngong Road, Nairobi, Kenya
+254 712 345 678 | info@risingstarsfc.co.ke', category, is_active
  FROM email_templates WHERE name = 'Membership Welcome' AND language = 'en';--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (name, language, subject, content, category, is_active)
  SELECT name, 'sw', 'Kiungo chako cha kuingia Rising Stars Fan Club', 'Mpendwa {{firstName}},

Hiki ni kiungo chako cha kuingia Rising Stars Fan Club kwenye tovuti yetu na kusoma maudhui ya wanachama pekee:

{{signInUrl}}

{{lifetime}} Kama hukuomba kiungo hiki, puuza barua pepe hii: hakuna anayeweza kuingia bila kiungo.

Wako kwa dhati,
Rising Stars Football Club
Rising Stars Training Ground, Ngong Road, Nairobi, Kenya
+254 712 345 678 | info@risingstarsfc.co.ke', category, is_active
  FROM email_templates WHERE name = 'Member Sign-in' AND language = 'en';--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (name, language, subject, content, category, is_active)
  SELECT name, 'sw', 'Oda yako #{{orderId}} kutoka Duka la Rising Stars', 'Mpendwa {{customerName}},

Asante kwa kununua kutoka Duka la Rising Stars. Oda yako #{{orderId}} imethibitishwa na tumekuwekea bidhaa hizi:

{{items}}

Jumla: {{total}}

Anwani ya kuletewa:
{{address}}

Jinsi ya kulipa: {{payment}}

Unaweza kuangalia oda yako wakati wowote hapa: {{orderUrl}}

Una swali kuhusu oda yako? Piga simu +254 712 345 678 au tuandikie kwa info@risingstarsfc.co.ke.

Wako kwa dhati,
Rising Stars Football Club
Rising Stars Training Ground, Ngong Road, Nairobi, Kenya
+254 712 345 678 | info@risingstarsfc.co.ke', category, is_active
  FROM email_templates WHERE name = 'Order Confirmation' AND language = 'en';--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (name, language, subject, content, category, is_active)
  SELECT name, 'sw', 'Oda yako #{{orderId}} ya Duka la Rising Stars {{status}}', 'Mpendwa {{customerName}},

Oda yako #{{orderId}} ({{total}}) sasa {{status}}.

{{statusText}}

Una swali kuhusu oda yako? Piga simu +254 712 345 678 au tuandikie kwa info@risingstarsfc.co.ke.

Wako kwa dhati,
Rising Stars Football Club
Rising Stars Training Ground, Ngong Road, Nairobi, Kenya
+254 712 345 678 | info@risingstarsfc.co.ke', category, is_active
  FROM email_templates WHERE name = 'Order Status Update' AND language = 'en';--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (name, language, subject, content, category, is_active)
  SELECT name, 'sw', 'Oda yako #{{orderId}} ya Duka la Rising Stars imeghairiwa', 'Mpendwa {{customerName}},

Oda yako #{{orderId}} ({{total}}) haikuthibitishwa na ofisi ya klabu ndani ya saa {{holdHours}}, kwa hivyo imeghairiwa na bidhaa zake zimerudishwa dukani. Hujatozwa chochote.

Ikiwa bado unazitaka bidhaa hizo, tafadhali ziagize tena kutoka dukani, au piga simu ofisi ya klabu kwa +254 712 345 678 nasi tutakuwekea.

Wako kwa dhati,
Rising Stars Football Club
Rising Stars Training Ground, Ngong Road, Nairobi, Kenya
+254 712 345 678 | info@risingstarsfc.co.ke', category, is_active
  FROM email_templates WHERE name = 'Order Cancelled (Not Confirmed in Time)' AND language = 'en';
