ALTER TABLE "giveaway_entries" ADD COLUMN "ineligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "win_limit" integer;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "win_limit_days" integer;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_guesses" ADD COLUMN "ineligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_hunts" ADD COLUMN "gtb_win_limit" integer;--> statement-breakpoint
ALTER TABLE "live_hunts" ADD COLUMN "gtb_win_limit_days" integer;--> statement-breakpoint
CREATE INDEX "giveaway_entries_user_idx" ON "giveaway_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_hunt_gtb_awards_user_idx" ON "live_hunt_gtb_awards" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_win_limit" CHECK (("giveaways"."win_limit" is null and "giveaways"."win_limit_days" is null) or ("giveaways"."win_limit" between 1 and 10 and "giveaways"."win_limit_days" between 1 and 365));--> statement-breakpoint
ALTER TABLE "live_hunts" ADD CONSTRAINT "live_hunts_gtb_win_limit" CHECK (("live_hunts"."gtb_win_limit" is null and "live_hunts"."gtb_win_limit_days" is null) or ("live_hunts"."gtb_win_limit" between 1 and 10 and "live_hunts"."gtb_win_limit_days" between 1 and 365));