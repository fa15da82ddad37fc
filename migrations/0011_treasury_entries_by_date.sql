DROP INDEX "savings_entries_user_id_idx";--> statement-breakpoint
CREATE INDEX "savings_entries_user_created_id_idx" ON "savings_entries" USING btree ("user_id","created_at","id");