DROP INDEX "jobs_state_run_at_idx";--> statement-breakpoint
CREATE INDEX "jobs_state_run_at_id_idx" ON "jobs" USING btree ("state","run_at","id");