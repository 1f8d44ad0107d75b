CREATE TABLE "channel_reward_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"redemption_id" text NOT NULL,
	"reward_id" uuid,
	"platform_reward_id" text NOT NULL,
	"platform_user_id" text NOT NULL,
	"user_id" uuid,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"platform_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "channel_reward_redemptions_outcome_valid" CHECK ("channel_reward_redemptions"."outcome" in ('credited', 'unlinked', 'disabled', 'capped')),
	CONSTRAINT "channel_reward_redemptions_status_valid" CHECK ("channel_reward_redemptions"."platform_status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "channel_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"platform_reward_id" text NOT NULL,
	"title" text NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"cost" integer NOT NULL,
	"points" integer NOT NULL,
	"daily_cap" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_rewards_platform_valid" CHECK ("channel_rewards"."platform" in ('twitch', 'kick')),
	CONSTRAINT "channel_rewards_points_valid" CHECK ("channel_rewards"."points" between 1 and 100000 and "channel_rewards"."cost" >= 1 and "channel_rewards"."daily_cap" >= 0)
);
--> statement-breakpoint
ALTER TABLE "channel_reward_redemptions" ADD CONSTRAINT "channel_reward_redemptions_reward_id_channel_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."channel_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reward_redemptions" ADD CONSTRAINT "channel_reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_reward_redemptions_key" ON "channel_reward_redemptions" USING btree ("platform","redemption_id");--> statement-breakpoint
CREATE INDEX "channel_reward_redemptions_cap_idx" ON "channel_reward_redemptions" USING btree ("reward_id","user_id","day");--> statement-breakpoint
CREATE INDEX "channel_reward_redemptions_pending_idx" ON "channel_reward_redemptions" USING btree ("claimed_until") WHERE "channel_reward_redemptions"."platform_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "channel_rewards_platform_reward_key" ON "channel_rewards" USING btree ("platform","platform_reward_id");