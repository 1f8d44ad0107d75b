ALTER TABLE "giveaway_entries" DROP CONSTRAINT "giveaway_entries_counts";--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD COLUMN "free" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_events" ADD COLUMN "reward" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_events" ADD COLUMN "tickets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_events" ADD COLUMN "giveaway_id" uuid;--> statement-breakpoint
ALTER TABLE "support_events" ADD COLUMN "skip" text;--> statement-breakpoint
ALTER TABLE "support_reward_rules" ADD COLUMN "reward" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_events" ADD CONSTRAINT "support_events_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_counts" CHECK ("giveaway_entries"."bought" >= 0 and "giveaway_entries"."free" >= 0 and "giveaway_entries"."bought" + "giveaway_entries"."free" >= 1 and "giveaway_entries"."tickets" >= 1 and "giveaway_entries"."paid" >= 0);--> statement-breakpoint
ALTER TABLE "support_reward_rules" ADD CONSTRAINT "support_reward_rules_reward_known" CHECK ("support_reward_rules"."reward" in ('points', 'tickets'));