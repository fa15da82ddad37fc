-- Issue 46 (decision 059): every price but USD is counted from the USD close with the bundled ECB
-- rates, so the euro column goes (its rows after 2026-04-17 had no named source).
ALTER TABLE "daily_closes" DROP CONSTRAINT "daily_closes_positive_check";--> statement-breakpoint
ALTER TABLE "daily_closes" DROP COLUMN "eur";--> statement-breakpoint
ALTER TABLE "daily_closes" ADD CONSTRAINT "daily_closes_positive_check" CHECK ("daily_closes"."usd" > 0);--> statement-breakpoint
-- Treasury amounts keep the currency they were saved in. Until now they were shown in the
-- learner's preference, which the app offered as USD or EUR (any other stored preference was shown
-- as USD): existing rows get that currency, and a later preference change never rewrites them.
ALTER TABLE "savings_entries" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "treasury_goals" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
UPDATE "savings_entries" SET "currency" = 'EUR' FROM "user_preferences"
  WHERE "user_preferences"."user_id" = "savings_entries"."user_id" AND "user_preferences"."default_currency" = 'EUR';--> statement-breakpoint
UPDATE "treasury_goals" SET "currency" = 'EUR' FROM "user_preferences"
  WHERE "user_preferences"."user_id" = "treasury_goals"."user_id" AND "user_preferences"."default_currency" = 'EUR';--> statement-breakpoint
-- The provider's figures in the other currencies it quotes (GBP, JPY, ...); USD and EUR keep their columns.
ALTER TABLE "market_snapshots" ADD COLUMN "other_quotes" jsonb;
