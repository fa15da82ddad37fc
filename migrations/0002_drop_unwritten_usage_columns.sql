ALTER TABLE "users" DROP COLUMN "dca_calculator_usage";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "strategy_comparisons";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "monthly_usage_reset";