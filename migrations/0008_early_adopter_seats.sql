ALTER TABLE "early_adopters" DROP CONSTRAINT "early_adopters_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "early_adopters" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "early_adopters" ADD CONSTRAINT "early_adopters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Seats are now written as an account is made. Accounts made before that which never asked for
-- their offer get theirs here, by the rule they registered under: the first 1,000 accounts (the
-- default EARLY_ADOPTER_SEATS) by order of registration, 40% off (EARLY_ADOPTER_DISCOUNT_PERCENT)
-- for 12 months (EARLY_ADOPTER_MONTHS).
INSERT INTO "early_adopters" ("user_id", "discount_type", "discount_percent", "months_remaining", "created_at")
SELECT "u"."id", 'early_adopter', 40, 12, "u"."created_at"
FROM "users" "u"
WHERE NOT EXISTS (SELECT 1 FROM "early_adopters" "e" WHERE "e"."user_id" = "u"."id")
ORDER BY "u"."id"
LIMIT GREATEST(0, 1000 - (SELECT count(*) FROM "early_adopters"));
