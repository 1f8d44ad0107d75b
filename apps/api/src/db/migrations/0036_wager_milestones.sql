CREATE TABLE "casino_wagers" (
	"sponsor_id" uuid NOT NULL,
	"username_key" text NOT NULL,
	"period" text NOT NULL,
	"wagered_cents" bigint NOT NULL,
	"rank" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_wagers_sponsor_id_username_key_period_pk" PRIMARY KEY("sponsor_id","username_key","period")
);
--> statement-breakpoint
CREATE TABLE "wager_milestone_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"period_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"wager_cents" bigint NOT NULL,
	"reward_points" integer,
	"reward_text" text,
	"status" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wager_milestone_grants_status" CHECK ("wager_milestone_grants"."status" in ('paid', 'awaiting', 'rejected', 'prize'))
);
--> statement-breakpoint
CREATE TABLE "wager_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_id" uuid,
	"scope" text NOT NULL,
	"threshold_cents" bigint NOT NULL,
	"reward_points" integer,
	"reward_text" text,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wager_milestones_scope" CHECK ("wager_milestones"."scope" in ('month', 'lifetime')),
	CONSTRAINT "wager_milestones_threshold" CHECK ("wager_milestones"."threshold_cents" > 0),
	CONSTRAINT "wager_milestones_one_reward" CHECK (("wager_milestones"."reward_points" is not null and "wager_milestones"."reward_points" > 0 and "wager_milestones"."reward_text" is null) or ("wager_milestones"."reward_points" is null and "wager_milestones"."reward_text" is not null))
);
--> statement-breakpoint
ALTER TABLE "affiliate_settings" ADD COLUMN "milestone_approval_above" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_wagers" ADD CONSTRAINT "casino_wagers_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_milestone_grants" ADD CONSTRAINT "wager_milestone_grants_tier_id_wager_milestones_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."wager_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_milestone_grants" ADD CONSTRAINT "wager_milestone_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_milestone_grants" ADD CONSTRAINT "wager_milestone_grants_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_milestones" ADD CONSTRAINT "wager_milestones_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wager_milestone_grants_once" ON "wager_milestone_grants" USING btree ("tier_id","subject","period_key");--> statement-breakpoint
CREATE INDEX "wager_milestone_grants_user_idx" ON "wager_milestone_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wager_milestone_grants_awaiting_idx" ON "wager_milestone_grants" USING btree ("created_at") WHERE "wager_milestone_grants"."status" = 'awaiting';--> statement-breakpoint
ALTER TABLE "affiliate_settings" ADD CONSTRAINT "affiliate_settings_approval_range" CHECK ("affiliate_settings"."milestone_approval_above" >= 0);