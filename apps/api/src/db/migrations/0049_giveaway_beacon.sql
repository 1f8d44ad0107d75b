ALTER TABLE "giveaways" ADD COLUMN "beacon_chain" text;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "beacon_round" bigint;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "beacon_randomness" text;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "beacon_signature" text;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "beacon_none_reason" text;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "beacon_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "beacon_problem" text;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_beacon_known" CHECK ("giveaways"."beacon_chain" is null or ("giveaways"."beacon_chain" = 'none' and "giveaways"."beacon_none_reason" is not null) or ("giveaways"."beacon_round" is not null and "giveaways"."beacon_randomness" is not null and "giveaways"."beacon_signature" is not null));