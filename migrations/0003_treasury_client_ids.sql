ALTER TABLE "savings_entries" ADD COLUMN "client_id" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_entries_user_client_id_key" ON "savings_entries" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_goals_user_id_key" ON "treasury_goals" USING btree ("user_id");